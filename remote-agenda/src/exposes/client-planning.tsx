import { useBusinessSettings, type ClientWidgetProps } from '@coach/shared';
import { useEffect } from 'react';
import { ClientPlanning as Planning } from '../features/client-planning/components/client-planning';
// Importing the tour registers it as the planning loads, so the host's picker can start it here.
import { registerAssignActivityTour } from '../tours/assign-activity-tour';
import { useRefreshOnClientChanges } from '../lib/use-client-changes';

/** The client page's Planificación tab (mounted by the host): the client's tasks, day by day. */
export default function ClientPlanning(props: ClientWidgetProps) {
  const { timeZone } = useBusinessSettings();
  // The tour's first and last steps point at today's cell: today in the business's zone, once known.
  useEffect(() => void registerAssignActivityTour(timeZone), [timeZone]);
  useRefreshOnClientChanges(props.clientId);
  return <Planning {...props} />;
}
