import type { ClientWidgetProps } from '@coach/shared';
import { ClientProgress as Progress } from '../features/client-progress/components/client-progress';
import { useRefreshOnClientChanges } from '../lib/use-client-changes';

/** The client page's Progreso tab (mounted by the host): adherence and body measurements over time. */
export default function ClientProgress(props: ClientWidgetProps) {
  useRefreshOnClientChanges(props.clientId);
  return <Progress {...props} />;
}
