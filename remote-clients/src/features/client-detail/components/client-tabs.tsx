import theme from 'antd/es/theme';
import { clientWidgetSlots, type ClientDetailPageProps, type ClientWidgetProps } from '@coach/shared';
import { type Client } from '@coach/shared/contracts';
import { EmptyArea } from '@coach/shared/area';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fullName } from '../../../lib/format';
import { ClientInfoTab } from './client-info-tab';
import './client-tabs.css';

export const clientTabs = ['informacion', ...clientWidgetSlots] as const;
export type ClientTab = (typeof clientTabs)[number];

const isClientTab = (value: string | null): value is ClientTab => (clientTabs as readonly (string | null)[]).includes(value);

const tabTitles: Record<ClientTab, string> = {
  informacion: 'Información',
  planificacion: 'Planificación',
  progreso: 'Progreso',
  'plan-y-pagos': 'Plan y pagos',
  formularios: 'Formularios',
};

export interface ClientTabsProps extends ClientDetailPageProps {
  client: Client;
}

/**
 * Información, then the tabs other areas fill (agenda, billing) with the widgets the host passes; the
 * open tab lives in `?tab=`. Run alone (no host), those tabs say they are not available.
 *
 * Every tab stays on screen: on a phone the row scrolls sideways and brings the open one into view
 * (antd's Tabs folded the last ones into a "…" menu, and its menu button inside the tablist was an axe
 * violation). Keyboard as the WAI-ARIA tabs pattern: arrows, Home and End move and open. A tab's panel
 * mounts when first opened and stays mounted (its data and scroll survive a visit to another tab).
 */
export function ClientTabs({ client, renderWidget }: ClientTabsProps) {
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: ClientTab = isClientTab(requested) ? requested : 'informacion';
  const [visited, setVisited] = useState<ReadonlySet<ClientTab>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<ClientTab, HTMLButtonElement | null>>>({});
  const widgetProps: ClientWidgetProps = { clientId: client.id, clientName: fullName(client), clientActive: client.active };

  // The open tab in view inside the row, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[active];
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
  }, [active]);

  const open = (key: ClientTab) => {
    const next = new URLSearchParams(searchParams);
    if (key === 'informacion') next.delete('tab');
    else next.set('tab', key);
    setSearchParams(next, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = clientTabs.indexOf(active);
    const target =
      event.key === 'ArrowRight'
        ? clientTabs[(index + 1) % clientTabs.length]
        : event.key === 'ArrowLeft'
          ? clientTabs[(index - 1 + clientTabs.length) % clientTabs.length]
          : event.key === 'Home'
            ? clientTabs[0]
            : event.key === 'End'
              ? clientTabs[clientTabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    open(target);
    tabRefs.current[target]?.focus();
  };

  const content = (key: ClientTab) =>
    key === 'informacion' ? (
      <ClientInfoTab client={client} />
    ) : (
      (renderWidget?.(key, widgetProps) ?? <EmptyArea title={tabTitles[key]} description="Esta sección no está disponible en este momento." />)
    );

  return (
    <div className="client-tabs" style={{ minWidth: 0 }}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={`Secciones de ${widgetProps.clientName}`}
        className="client-tabs-list"
        onKeyDown={onKeyDown}
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: token.margin }}
      >
        {clientTabs.map((key) => {
          const selected = key === active;
          return (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${key}`}
              tabIndex={selected ? 0 : -1}
              className="client-tab"
              onClick={() => open(key)}
              style={{
                color: selected ? token.colorPrimaryText : token.colorText,
                borderBottomColor: selected ? token.colorPrimary : 'transparent',
                fontSize: token.fontSize,
                fontFamily: token.fontFamily,
              }}
            >
              {tabTitles[key]}
            </button>
          );
        })}
      </div>
      {clientTabs
        .filter((key) => visited.has(key))
        .map((key) => (
          <div key={key} role="tabpanel" id={`${baseId}-panel-${key}`} aria-labelledby={`${baseId}-tab-${key}`} hidden={key !== active} style={{ minWidth: 0 }}>
            {content(key)}
          </div>
        ))}
    </div>
  );
}
