import {
  getTourSteps,
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
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStartTour } from './use-start-tour';

/**
 * Tours whose steps live in a remote's screens: the remote registers them when that screen loads, so
 * the picker opens the screen first and starts once the steps are there.
 */
const tourStartPaths: Partial<Record<TourName, string>> = { clients: paths.clients };

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
  const { pathname } = useLocation();

  // The dialog closes first; the tour starts once it is out of the way (its focus trap included).
  const start = async (name: TourName) => {
    onClose();
    const startPath = tourStartPaths[name];
    if (startPath && pathname !== startPath) navigate(startPath);
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
