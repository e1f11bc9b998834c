import type { ClientWidgetProps } from '@coach/shared';
import { ClientProgress as Progress } from '../features/client-progress/components/client-progress';

/** The client page's Progreso tab (mounted by the host): adherence and body measurements over time. */
export default function ClientProgress(props: ClientWidgetProps) {
  return <Progress {...props} />;
}
