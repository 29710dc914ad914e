import { demoAssetUrl, type TaskDemoEntry, type TaskId } from '../../../catalogue';
import { tokenSegments } from './catalogue-route';

type Side = 'input' | 'output';

function formatScore(score: number): string {
  return String(Number(score.toFixed(3)));
}

function ChartEntry({ data, side }: { data: { label: string; score: number }[]; side: Side }) {
  const max = Math.max(1, ...data.map((item) => item.score));
  return (
    <ul className="demo-chart" aria-label={`Example ${side} scores`}>
      {data.map((item, index) => (
        <li key={`${item.label}-${index}`}>
          <span className="demo-chart__label">{item.label}</span>
          <span className="demo-chart__track" aria-hidden="true">
            <span
              className="demo-chart__bar"
              style={{ width: `${Math.max(0, (item.score / max) * 100)}%` }}
            />
          </span>
          <span className="demo-chart__score">{formatScore(item.score)}</span>
        </li>
      ))}
    </ul>
  );
}

function TableEntry({ table, side }: { table: string[][]; side: Side }) {
  const [header = [], ...rows] = table;
  return (
    <div className="demo-table" tabIndex={0} role="region" aria-label={`Example ${side} table`}>
      <table>
        <thead>
          <tr>
            {header.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TokensEntry({
  text,
  tokens,
}: {
  text: string;
  tokens: { start: number; end: number; type: string }[];
}) {
  return (
    <p className="demo-tokens">
      {tokenSegments(text, tokens).map((segment, index) =>
        segment.type === undefined ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <mark key={index} className="demo-token">
            {segment.text}
            <span className="demo-token__type"> ({segment.type})</span>
          </mark>
        ),
      )}
    </p>
  );
}

/** One demo input or output, rendered by its type. */
export function DemoEntry({
  entry,
  task,
  taskLabel,
  side,
}: {
  entry: TaskDemoEntry;
  task: TaskId;
  taskLabel: string;
  side: Side;
}) {
  switch (entry.type) {
    case 'text':
      return (
        <div className="demo-text">
          <p className="demo-text__label">{entry.label}</p>
          <p className="demo-text__content">{entry.content}</p>
        </div>
      );
    case 'img':
      return (
        <img
          className="demo-image"
          src={demoAssetUrl(task, entry.filename)}
          alt={`Example ${side} image for ${taskLabel}`}
          loading="lazy"
        />
      );
    case 'audio':
      return (
        <audio
          className="demo-audio"
          controls
          preload="none"
          src={demoAssetUrl(task, entry.filename)}
          aria-label={`Example ${side} audio for ${taskLabel}`}
        >
          <a href={demoAssetUrl(task, entry.filename)}>Download the example {side} audio</a>
        </audio>
      );
    case 'chart':
      return <ChartEntry data={entry.data} side={side} />;
    case 'tabular':
      return <TableEntry table={entry.table} side={side} />;
    case 'text-with-tokens':
      return <TokensEntry text={entry.text} tokens={entry.tokens} />;
  }
}

/** The task's demo: inputs, then outputs. */
export function TaskDemoView({
  task,
  taskLabel,
  demo,
}: {
  task: TaskId;
  taskLabel: string;
  demo: { inputs: TaskDemoEntry[]; outputs: TaskDemoEntry[] };
}) {
  if (demo.inputs.length === 0 && demo.outputs.length === 0) {
    return <p>There is no demo for this task.</p>;
  }
  return (
    <div className="demo">
      <div className="demo__side">
        <h3>Inputs</h3>
        {demo.inputs.map((entry, index) => (
          <DemoEntry key={index} entry={entry} task={task} taskLabel={taskLabel} side="input" />
        ))}
      </div>
      <div className="demo__side">
        <h3>Outputs</h3>
        {demo.outputs.map((entry, index) => (
          <DemoEntry key={index} entry={entry} task={task} taskLabel={taskLabel} side="output" />
        ))}
      </div>
    </div>
  );
}
