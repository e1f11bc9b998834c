import { ClockCircleOutlined } from '@ant-design/icons';
import { dayLabel, trialState } from '@coach/shared';
import Alert from 'antd/es/alert';
import Tooltip from 'antd/es/tooltip';
import { useIsSmallScreen } from '../hooks/use-media-query';

export const trialAlertText = (days: number) =>
  `Tu prueba gratuita termina en ${days} ${dayLabel(days)}. Escribinos para seguir usando la plataforma.`;

/** Top-bar notice in the trial's last week (SPEC.md section 4); an icon with a tooltip under 600 px. */
export function TrialAlert({ remainingDays }: { remainingDays: number | null }) {
  const trial = trialState(remainingDays);
  const small = useIsSmallScreen();
  if (!trial.showAlert || remainingDays === null) return null;
  const type = trial.lastTwoDays ? 'error' : 'warning';
  const text = trialAlertText(remainingDays);
  if (small) {
    return (
      <Tooltip title={text} mouseEnterDelay={0.2}>
        <button type="button" aria-label={text} data-testid="trial-alert" data-variant={type} style={{ all: 'unset', cursor: 'help', display: 'inline-flex' }}>
          <Alert type={type} showIcon icon={<ClockCircleOutlined aria-hidden />} title={`${remainingDays} ${dayLabel(remainingDays)}`} style={{ paddingBlock: 2 }} />
        </button>
      </Tooltip>
    );
  }
  return <Alert type={type} showIcon title={text} data-testid="trial-alert" data-variant={type} style={{ paddingBlock: 4 }} />;
}
