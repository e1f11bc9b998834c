import { PlayCircleOutlined } from '@ant-design/icons';
import { postActionLog } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { tutorialKeys, tutorials, type TutorialKey } from './tutorial-links';

export interface TutorialPickerDialogProps {
  open: boolean;
  onClose: () => void;
}

const openTutorial = (key: TutorialKey) => {
  window.open(tutorials[key].url, '_blank', 'noopener,noreferrer');
  void postActionLog('view_tutorial', { tutorial: key });
};

/** The tutorial videos; each opens in a new tab and is logged as view_tutorial. */
export function TutorialPickerDialog({ open, onClose }: TutorialPickerDialogProps) {
  const { token } = theme.useToken();

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Tutoriales"
      footer={null}
      centered
      styles={{
        container: { maxHeight: '80vh', display: 'flex', flexDirection: 'column' },
        body: { overflowY: 'auto', minHeight: 0 },
      }}
    >
      <Typography.Paragraph type="secondary">Videos cortos que te muestran cómo hacer cada cosa. Se abren en una pestaña nueva.</Typography.Paragraph>
      <ul aria-label="Tutoriales" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tutorialKeys.map((key) => {
          const { title, description } = tutorials[key];
          return (
            <li key={key} aria-label={title} style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
              <Flex justify="space-between" align="center" gap={16} wrap>
                <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography.Text strong>{title}</Typography.Text>
                  <Typography.Text type="secondary">{description}</Typography.Text>
                </Flex>
                <Button icon={<PlayCircleOutlined aria-hidden />} onClick={() => openTutorial(key)} aria-label={`Ver video: ${title}`}>
                  Ver video
                </Button>
              </Flex>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
