import type { ReactNode } from 'react';

/** The client page's tabs that other areas fill: Planificación, Progreso and Formularios (agenda), Plan y pagos (billing). */
export const clientWidgetSlots = ['planificacion', 'progreso', 'plan-y-pagos', 'formularios'] as const;
export type ClientWidgetSlot = (typeof clientWidgetSlots)[number];

/**
 * What a widget in a client's tab receives, and what it may assume:
 * - it renders inside the signed-in private area: the session, the API client, React Query, the theme
 *   and the router of the host are there (the same singletons the widget's own screens use);
 * - the client exists and belongs to the trainer's business (the page has loaded it; a widget's own
 *   calls still answer 404 if the client goes away meanwhile and must show that calmly);
 * - it is mounted when its tab is first opened, inside its own error boundary: if its remote cannot
 *   load, its tab shows the area's error panel with "Reintentar" and the rest of the page works;
 * - it owns its data (its own queries, keyed with `clientId`) and never reads another area's cache;
 * - it must fit the tab's width (from a 390 px phone up) and not change the page's URL except for
 *   its own query parameters.
 */
export interface ClientWidgetProps {
  clientId: number;
  /** "Ana López", for texts such as "Asignale una rutina a Ana López". */
  clientName: string;
  /** False while the client is disabled: history stays visible, new assignments are not offered. */
  clientActive: boolean;
}

/** `clients/ClientDetailPage`: the host passes the widgets it mounts in the client's tabs. */
export interface ClientDetailPageProps {
  /** One widget per slot; without it (the remote running alone) the tab says it is not available. */
  renderWidget?: (slot: ClientWidgetSlot, props: ClientWidgetProps) => ReactNode;
}
