import { ClientTaskClosed, ClientTaskState } from '../../../lib/client-task-frame';
import { useClientTask } from '../../../lib/use-client-task';
import { FormFiller } from './form-filler';

/** `/app/formulario/:taskId/:date`: the form to answer, once the task is known and can be done today. */
export function ClientAppFormScreen() {
  const view = useClientTask('form');
  if (view.state === 'loading' || view.state === 'missing' || view.state === 'error') return <ClientTaskState state={view.state} date={view.date} />;
  if (view.state !== 'ready') return <ClientTaskClosed reason={view.state} date={view.date} />;
  const { task } = view;
  if (!task.form) return <ClientTaskState state="missing" date={view.date} />;
  return <FormFiller task={{ ...task, form: task.form }} />;
}
