import { TOUR_DELAYS, tourCatalog, tourDelay, tourNames, tourTexts, useTourSteps, type TourName } from '@coach/shared';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useStartTour } from './use-start-tour';

export interface TourPickerDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The tours of SPEC.md; one whose screens have not registered steps yet shows "Disponible pronto". */
export function TourPickerDialog({ open, onClose }: TourPickerDialogProps) {
  const startTour = useStartTour();

  // The dialog closes first; the tour starts once it is out of the way (its focus trap included).
  const start = async (name: TourName) => {
    onClose();
    await tourDelay(TOUR_DELAYS.close);
    await startTour(name);
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
  const available = useTourSteps(name).length > 0;
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
