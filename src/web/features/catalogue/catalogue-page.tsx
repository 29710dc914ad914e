import { getTask } from '../../../catalogue';
import { Link, useLocation } from '../../lib/router';
import { parseCatalogueRoute } from './catalogue-route';
import { TaskList } from './task-list';
import { TaskView } from './task-view';
import { useViewTitle } from './use-view-title';
import './catalogue.css';

function TaskNotFound({ id }: { id: string }) {
  const heading = useViewTitle('Task not found');
  return (
    <div className="catalogue">
      <h1 ref={heading} tabIndex={-1}>
        Task not found
      </h1>
      <p>
        There is no task called <code>{id}</code> in the catalogue.
      </p>
      <p>
        <Link href="/tasks">Browse all model tasks</Link>
      </p>
    </div>
  );
}

/** The model-task catalogue: `/tasks` lists the tasks, `/tasks/{task-id}` shows one. */
export default function CataloguePage() {
  const { pathname, search } = useLocation();
  const route = parseCatalogueRoute(pathname, search);
  if (route.view === 'list') return <TaskList filters={route.filters} />;
  const task = getTask(route.taskId);
  if (!task) return <TaskNotFound id={route.taskId} />;
  return <TaskView key={task.id} task={task} />;
}
