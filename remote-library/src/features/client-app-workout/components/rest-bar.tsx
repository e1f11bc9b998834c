import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { formatSeconds } from '@coach/shared';
import type { Countdown } from '../lib/use-countdown';

/** The running countdown, above the app's tab bar: what it counts, the time left, +15 s and "Saltar". */
export function RestBar({ countdown }: { countdown: Countdown }) {
  const { token } = theme.useToken();
  if (countdown.label === null) return null;
  return (
    <div
      role="timer"
      aria-label={countdown.label}
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 'var(--app-tabs-height, 0px)',
        zIndex: 11,
        display: 'flex',
        justifyContent: 'center',
        padding: '10px 16px',
        background: token.colorBgElevated,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, width: '100%', maxWidth: 720 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{countdown.label}</div>
          <div style={{ fontSize: 28, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatSeconds(countdown.remaining)}</div>
        </div>
        <Button onClick={() => countdown.add(15)}>+15 s</Button>
        <Button type="primary" onClick={countdown.stop}>
          Saltar
        </Button>
      </div>
    </div>
  );
}
