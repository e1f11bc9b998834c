import Tabs from 'antd/es/tabs';
import { type Client } from '@coach/shared';
import { EmptyArea } from '@coach/shared/area';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fullName } from '../../../lib/format';
import { ClientInfoTab } from './client-info-tab';

export const clientTabs = ['informacion', 'planificacion', 'plan-y-pagos', 'formularios'] as const;
export type ClientTab = (typeof clientTabs)[number];

const isClientTab = (value: string | null): value is ClientTab => (clientTabs as readonly (string | null)[]).includes(value);

/** The tabs other areas fill in (agenda, billing, library): a calm note until their widgets exist. */
function ComingSoon({ title, what }: { title: string; what: string }) {
  return <EmptyArea title={title} description={`Esta sección llega pronto: acá vas a ver ${what}.`} />;
}

export interface ClientTabsProps {
  client: Client;
  /** Lets the page put another area's widget in a tab once it exists; by default the note shows. */
  renderWidget?: (tab: Exclude<ClientTab, 'informacion'>, client: Client) => ReactNode;
}

/** Información, Planificación, Plan y pagos, Formularios; the open tab lives in `?tab=`. */
export function ClientTabs({ client, renderWidget }: ClientTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: ClientTab = isClientTab(requested) ? requested : 'informacion';
  const name = fullName(client);

  const widget = (tab: Exclude<ClientTab, 'informacion'>, fallback: ReactNode) => renderWidget?.(tab, client) ?? fallback;

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
        {
          key: 'planificacion',
          label: 'Planificación',
          children: widget(
            'planificacion',
            <ComingSoon title="Planificación" what={`las rutinas, actividades y formularios que le asignes a ${name}, día por día`} />,
          ),
        },
        {
          key: 'plan-y-pagos',
          label: 'Plan y pagos',
          children: widget('plan-y-pagos', <ComingSoon title="Plan y pagos" what={`el plan de ${name}, su suscripción y los pagos registrados`} />),
        },
        {
          key: 'formularios',
          label: 'Formularios',
          children: widget('formularios', <ComingSoon title="Formularios" what={`los formularios que ${name} respondió y los que tiene pendientes`} />),
        },
      ]}
    />
  );
}
