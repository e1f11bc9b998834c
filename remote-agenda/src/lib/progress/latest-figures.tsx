import Typography from 'antd/es/typography';
import { formatCalendarDate } from '@coach/shared';
import { measurementFigures, type ProgressSummary } from '@coach/shared/contracts';
import type { CSSProperties } from 'react';
import { figureInfo, formatChange, formatFigure } from './figures';

const gridStyle: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 12, margin: 0 };

/** The newest value of each figure measured so far, its day and its change since the measurement before. */
export function LatestFigures({ latest }: { latest: ProgressSummary['latest'] }) {
  const measured = measurementFigures.filter((figure) => latest[figure] !== null);
  if (measured.length === 0) return null;
  return (
    <dl style={gridStyle} aria-label="Últimas medidas">
      {measured.map((figure) => {
        const { value, date, change } = latest[figure]!;
        return (
          <div key={figure} style={{ minWidth: 0 }} data-testid={`latest-${figure}`}>
            <dt>
              <Typography.Text type="secondary">{figureInfo[figure].label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <span style={{ fontSize: 20, fontWeight: 600 }}>{formatFigure(figure, value)}</span>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {change === null ? formatCalendarDate(date) : `${formatChange(figure, change)} · ${formatCalendarDate(date)}`}
              </Typography.Text>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
