import {
  apiClient,
  getTourSteps,
  useToast,
  TOUR_DELAYS,
  TOUR_TARGET_WAIT_MS,
  tourCatalog,
  tourDelay,
  tourNames,
  tourTexts,
  useTourSteps,
  type TourName,
  paths,
} from '@coach/shared';
import { clientListSchema, type ClientListQuery } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStartTour } from './use-start-tour';

/** Where a tour starts: a fixed path, or one found when it starts (null: there is nowhere to start it). */
type StartPath = string | (() => Promise<string | null>);

const startTexts = {
  noClients: 'Necesitás al menos un cliente para este recorrido',
  startFailed: 'No pudimos abrir el recorrido. Probá de nuevo.',
} as const;

async function firstClientId(query: Pick<ClientListQuery, 'sample' | 'status'>): Promise<number | null> {
  const list = clientListSchema.parse(await apiClient.get<unknown>('/api/v1/clients', { query: { ...query, pageSize: 1 } }));
  return list.items[0]?.id ?? null;
}

/**
 * The assign-activity tour runs on a client's Planificación tab: the sample client every business gets
 * or, if it was deleted or disabled, the first active client.
 */
async function sampleClientPlanning(): Promise<string | null> {
  const id = (await firstClientId({ sample: 'true', status: 'active' })) ?? (await firstClientId({ status: 'active' }));
  return id === null ? null : `${paths.client(id)}?tab=planificacion`;
}

/**
 * Tours whose steps live in a remote's screens: the remote registers them when that screen loads, so
 * the picker opens the screen first and starts once the steps are there.
 */
const tourStartPaths: Partial<Record<TourName, StartPath>> = { clients: paths.clients, assignActivity: sampleClientPlanning };

async function resolveStartPath(name: TourName): Promise<string | null | undefined> {
  const startPath = tourStartPaths[name];
  return typeof startPath === 'function' ? startPath() : startPath;
}

async function stepsRegistered(name: TourName): Promise<boolean> {
  const deadline = Date.now() + TOUR_TARGET_WAIT_MS;
  while (getTourSteps(name).length === 0) {
    if (Date.now() > deadline) return false;
    await tourDelay(TOUR_DELAYS.brief);
  }
  return true;
}

export interface TourPickerDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The tours of SPEC.md; one whose screens have not registered steps yet shows "Disponible pronto". */
export function TourPickerDialog({ open, onClose }: TourPickerDialogProps) {
  const startTour = useStartTour();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toast = useToast();

  // The dialog closes first; the tour starts once it is out of the way (its focus trap included).
  const start = async (name: TourName) => {
    onClose();
    let startPath: string | null | undefined;
    try {
      startPath = await resolveStartPath(name);
    } catch {
      toast.error(startTexts.startFailed);
      return;
    }
    if (startPath === null) {
      toast.warning(startTexts.noClients);
      return;
    }
    if (startPath && `${pathname}${startPath.includes('?') ? search : ''}` !== startPath) navigate(startPath);
    await tourDelay(TOUR_DELAYS.close);
    if (await stepsRegistered(name)) await startTour(name);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={tourTexts.pickerTitle}
      footer={null}
      centered
      destroyOnHidden
      styles={{
        container: { maxHeight: '80vh', display: 'flex', flexDirection: 'column' },
        body: { overflowY: 'auto', minHeight: 0 },
      }}
    >
      <Typography.Paragraph type="secondary">{tourTexts.pickerIntro}</Typography.Paragraph>
      <ul aria-label={tourTexts.pickerTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tourNames.map((name) => (
          <TourOption key={name} name={name} onStart={() => void start(name)} />
        ))}
      </ul>
    </Modal>
  );
}

function TourOption({ name, onStart }: { name: TourName; onStart: () => void }) {
  const available = useTourSteps(name).length > 0 || tourStartPaths[name] !== undefined;
  const { title, description } = tourCatalog[name];
  const { token } = theme.useToken();

  return (
    <li aria-label={title} style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex justify="space-between" align="center" gap={16} style={{ width: '100%' }} wrap>
        <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </Flex>
        {available ? (
          <Button type="primary" onClick={onStart} aria-label={`${tourTexts.start}: ${title}`}>
            {tourTexts.start}
          </Button>
        ) : (
          <Button disabled>{tourTexts.comingSoon}</Button>
        )}
      </Flex>
    </li>
  );
}
