import { useId, useMemo, type ReactNode } from 'react';
import {
  getTaskSampleInput,
  hubUrl,
  librariesForTask,
  youtubeUrl,
  type CatalogueTask,
  type ExampleRepo,
  type HubRepoKind,
} from '../../../catalogue';
import { Link } from '../../lib/router';
import { TaskDemoView } from './task-demo';
import { ModelSnippetForm } from './model-snippet-form';
import { useViewTitle } from './use-view-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="task-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function RepoList({
  repos,
  kind,
  empty,
}: {
  repos: ExampleRepo[];
  kind: HubRepoKind;
  empty: string;
}) {
  if (repos.length === 0) return <p>{empty}</p>;
  return (
    <ul className="repo-list">
      {repos.map((repo) => (
        <li key={repo.id}>
          <a href={hubUrl(kind, repo.id)}>{repo.id}</a>
          {repo.description && <p>{repo.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** One task: what it is, its demo, code to load a model, and where to find more. */
export function TaskView({ task }: { task: CatalogueTask }) {
  const heading = useViewTitle(`${task.label} · Model tasks`);
  const sample = useMemo(() => getTaskSampleInput(task.id), [task.id]);
  const libraries = librariesForTask(task.id);

  return (
    <article className="catalogue task-view">
      <p className="task-view__back">
        <Link href="/tasks">All model tasks</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {task.label}
      </h1>
      <p className="task-card__modality">{task.modalityLabel}</p>
      <p className="task-view__summary">{task.summary}</p>

      <Section title="Demo">
        <TaskDemoView task={task.id} taskLabel={task.label} demo={task.demo} />
      </Section>

      <Section title="Use a model">
        <ModelSnippetForm task={task} />
      </Section>

      <Section title="Sample input">
        {sample.isFallback ? (
          <p>{sample.text}</p>
        ) : (
          <pre className="sample-input" tabIndex={0} role="region" aria-label="Sample input text">
            <code>{sample.text}</code>
          </pre>
        )}
      </Section>

      <Section title="Libraries">
        {libraries.length === 0 ? (
          <p>No library is listed for this task.</p>
        ) : (
          <ul className="library-list">
            {libraries.map((library) => (
              <li key={library.key}>
                <a href={library.docsUrl ?? library.repoUrl}>{library.label}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Models">
        <RepoList repos={task.models} kind="model" empty="No sample model is listed." />
      </Section>

      <Section title="Widget models">
        {task.widgetModels.length === 0 ? (
          <p>No widget model is listed.</p>
        ) : (
          <ul className="library-list">
            {task.widgetModels.map((model) => (
              <li key={model}>
                <a href={hubUrl('model', model)}>{model}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Datasets">
        <RepoList repos={task.datasets} kind="dataset" empty="No sample dataset is listed." />
      </Section>

      <Section title="Spaces">
        <RepoList repos={task.spaces} kind="space" empty="No demo application is listed." />
      </Section>

      <Section title="Metrics">
        {task.metrics.length === 0 ? (
          <p>No metric is listed.</p>
        ) : (
          <ul className="repo-list">
            {task.metrics.map((metric) => (
              <li key={metric.id}>
                <strong>{metric.id}</strong>
                {metric.description && <p>{metric.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      {task.youtubeId && (
        <Section title="Video">
          <p>
            <a href={youtubeUrl(task.youtubeId)}>Watch a video about {task.label} on YouTube</a>
          </p>
        </Section>
      )}
    </article>
  );
}
