import {
  RemoteView,
  remoteLoader,
  type ClientDetailPageProps,
  type ClientWidgetProps,
  type ClientWidgetSlot,
  type ModuleLoader,
} from '@coach/shared';

interface MountedWidget {
  load: ModuleLoader<ClientWidgetProps>;
  /** For the error panel: "No pudimos cargar la planificación". */
  area: string;
}

/** Which area fills each tab of the client page; each loads through its own boundary. */
const clientWidgets: Record<ClientWidgetSlot, MountedWidget> = {
  planificacion: { load: remoteLoader('agenda/ClientPlanning'), area: 'la planificación' },
  progreso: { load: remoteLoader('agenda/ClientProgress'), area: 'el progreso' },
  'plan-y-pagos': { load: remoteLoader('billing/ClientPlanAndPayments'), area: 'el plan y los pagos' },
  formularios: { load: remoteLoader('agenda/ClientForms'), area: 'los formularios' },
};

/**
 * What the host hands `clients/ClientDetailPage`: another remote's widget per tab, each inside its own
 * RemoteView, so an area that cannot load shows its error panel with "Reintentar" inside its tab while
 * the rest of the client's page keeps working.
 */
export const renderClientWidget: NonNullable<ClientDetailPageProps['renderWidget']> = (slot, props) => {
  const { load, area } = clientWidgets[slot];
  return <RemoteView key={slot} load={load} area={area} props={props} />;
};
