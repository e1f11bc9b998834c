import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { FigureError, FigureSkeleton } from './figure-states';

export type Trend = 'up' | 'down' | 'flat';

export interface MetricCardProps {
  label: string;
  /** What the error message names ("los ingresos"). */
  what: string;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  value?: ReactNode;
  detail?: ReactNode;
  /** The change against the previous period, or a hint when there is nothing to compare yet. */
  change?: { text: string; trend: Trend; /** A warning, not a trend: red, no arrow. */ warning?: boolean } | null;
  hint?: ReactNode;
  testId: string;
}

/** One figure of the dashboard: its value, a detail line and how it changed since the previous period. */
export function MetricCard({ label, what, state, onRetry, value, detail, change, hint, testId }: MetricCardProps) {
  const { token } = theme.useToken();
  const changeColor = change?.warning
    ? token.colorErrorText
    : !change || change.trend === 'flat'
      ? token.colorTextSecondary
      : change.trend === 'up'
        ? token.colorSuccessText
        : token.colorErrorText;
  const arrow = change?.warning ? '' : change?.trend === 'up' ? '▲' : change?.trend === 'down' ? '▼' : '';
  return (
    <section
      aria-label={label}
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        display: 'grid',
        gap: 4,
        alignContent: 'start',
        minWidth: 0,
        minHeight: 128,
      }}
    >
      <Typography.Text type="secondary">{label}</Typography.Text>
      {state === 'loading' ? (
        <FigureSkeleton height={56} />
      ) : state === 'error' ? (
        <FigureError what={what} onRetry={onRetry} />
      ) : (
        <>
          <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.2, overflowWrap: 'anywhere' }} data-testid={`${testId}-value`}>
            {value}
          </Typography.Text>
          {detail && <Typography.Text type="secondary" style={{ fontSize: 13 }}>{detail}</Typography.Text>}
          {change && (
            <Typography.Text style={{ fontSize: 13, color: changeColor }} data-testid={`${testId}-change`}>
              {arrow && <span aria-hidden="true">{arrow} </span>}
              {change.text}
            </Typography.Text>
          )}
          {/* Inside Typography, a link takes the theme's link colour. */}
          {hint && <Typography.Text style={{ fontSize: 13 }}>{hint}</Typography.Text>}
        </>
      )}
    </section>
  );
}
