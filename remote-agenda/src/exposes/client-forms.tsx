import type { ClientWidgetProps } from '@coach/shared';
import { ClientForms as Forms } from '../features/client-forms/components/client-forms';
import { useRefreshOnClientChanges } from '../lib/use-client-changes';

/** The client page's Formularios tab (mounted by the host): the forms assigned to the client and their answers. */
export default function ClientForms(props: ClientWidgetProps) {
  useRefreshOnClientChanges(props.clientId);
  return <Forms {...props} />;
}
