import Tabs from 'antd/es/tabs';
import { clientWidgetSlots, type ClientDetailPageProps, type ClientWidgetProps, type ClientWidgetSlot } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { useSearchParams } from 'react-router-dom';
import { fullName } from '../../../lib/format';
import { ClientInfoTab } from './client-info-tab';

export const clientTabs = ['informacion', ...clientWidgetSlots] as const;
export type ClientTab = (typeof clientTabs)[number];

const isClientTab = (value: string | null): value is ClientTab => (clientTabs as readonly (string | null)[]).includes(value);

const slotTitles: Record<ClientWidgetSlot, string> = {
  planificacion: 'Planificación',
  progreso: 'Progreso',
  'plan-y-pagos': 'Plan y pagos',
  formularios: 'Formularios',
};

export interface ClientTabsProps extends ClientDetailPageProps {
  client: Client;
}

/**
 * Información, then the tabs other areas fill (agenda, billing, library) with the widgets the host
 * passes; the open tab lives in `?tab=`. Run alone (no host), those tabs say they are not available.
 */
export function ClientTabs({ client, renderWidget }: ClientTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: ClientTab = isClientTab(requested) ? requested : 'informacion';
  const widgetProps: ClientWidgetProps = { clientId: client.id, clientName: fullName(client), clientActive: client.active };

  const widget = (slot: ClientWidgetSlot) =>
    renderWidget?.(slot, widgetProps) ?? <EmptyArea title={slotTitles[slot]} description="Esta sección no está disponible en este momento." />;

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        const next = new URLSearchParams(searchParams);
        if (key === 'informacion') next.delete('tab');
        else next.set('tab', key);
        setSearchParams(next, { replace: true });
      }}
      items={[
        { key: 'informacion', label: 'Información', children: <ClientInfoTab client={client} /> },
        ...clientWidgetSlots.map((slot) => ({ key: slot, label: slotTitles[slot], children: widget(slot) })),
      ]}
    />
  );
}
