import { useId, useMemo, useRef } from 'react';
import { listModalities, listTaskLibraries, listTasks } from '../../../catalogue';
import { Link, navigate } from '../../lib/router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { firstSentence, listHref, taskCount, taskHref, type ListFilters } from './catalogue-route';
import { useViewTitle } from './use-view-title';

/** How long the task count waits for typing to pause before it changes (and is announced). */
export const COUNT_DELAY_MS = 500;

const ALL_TASKS = listTasks();
// Only offer filter values that match at least one listed task.
const MODALITIES = listModalities().filter(({ id }) => ALL_TASKS.some((t) => t.modality === id));
const LIBRARIES = listTaskLibraries().filter(({ key }) =>
  ALL_TASKS.some((task) => task.libraries.includes(key)),
);

export function TaskList({ filters }: { filters: ListFilters }) {
  const heading = useViewTitle('Model tasks');
  const id = useId();
  const { q, modality, library } = filters;
  const tasks = useMemo(
    () => listTasks({ query: q, modality: modality || undefined, library: library || undefined }),
    [q, modality, library],
  );
  const filtered = q.trim() !== '' || modality !== '' || library !== '';
  const search = useRef<HTMLInputElement>(null);
  // Said once typing pauses, not after every keystroke.
  const countText = useDebouncedValue(taskCount(tasks.length), COUNT_DELAY_MS);

  // Filters live in the URL; replace (not push) so typing does not flood the history.
  const update = (patch: Partial<ListFilters>) =>
    navigate(listHref({ ...filters, ...patch }), { replace: true });

  return (
    <div className="catalogue">
      <h1 ref={heading} tabIndex={-1}>
        Model tasks
      </h1>
      <p className="catalogue__lead">
        Browse machine-learning tasks: what each one does, sample datasets, models and demos, and
        ready-to-copy Python code to load a model.
      </p>

      <form className="catalogue-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="catalogue-field catalogue-field--wide">
          <label htmlFor={`${id}-q`}>Search tasks</label>
          <input
            ref={search}
            id={`${id}-q`}
            type="search"
            value={q}
            autoComplete="off"
            placeholder="e.g. speech"
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        <div className="catalogue-field">
          <label htmlFor={`${id}-modality`}>Modality</label>
          <select
            id={`${id}-modality`}
            value={modality}
            onChange={(event) =>
              update({ modality: event.target.value as ListFilters['modality'] })
            }
          >
            <option value="">All modalities</option>
            {MODALITIES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="catalogue-field">
          <label htmlFor={`${id}-library`}>Library</label>
          <select
            id={`${id}-library`}
            value={library}
            onChange={(event) => update({ library: event.target.value as ListFilters['library'] })}
          >
            <option value="">All libraries</option>
            {LIBRARIES.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="catalogue-count">
        <p role="status" aria-live="polite" aria-atomic="true">
          {countText}
        </p>
        {filtered && (
          <button
            type="button"
            className="catalogue-link-button"
            onClick={() => {
              update({ q: '', modality: '', library: '' });
              // This button goes away with the filters: focus goes where the next search starts.
              search.current?.focus();
            }}
          >
            Clear search and filters
          </button>
        )}
      </div>

      {tasks.length === 0 ? (
        <p className="catalogue-empty">No task matches. Try fewer words or other filters.</p>
      ) : (
        <ul className="task-list">
          {tasks.map((task) => (
            <li key={task.id} className="task-card">
              <h2>
                <Link href={taskHref(task.id)}>{task.label}</Link>
              </h2>
              <p className="task-card__modality">{task.modalityLabel}</p>
              <p className="task-card__summary">{firstSentence(task.summary)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
