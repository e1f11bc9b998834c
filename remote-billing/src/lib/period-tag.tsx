import Tag from 'antd/es/tag';
import { periodTagLabel, type PeriodStatus } from '@coach/shared/contracts';

/** Overdue red, partial gold, pending blue, paid green (the same everywhere billing shows a period). */
export function periodTagColor(period: { status: PeriodStatus; overdue: boolean }): string {
  if (period.overdue) return 'error';
  return period.status === 'paid' ? 'success' : period.status === 'partial' ? 'gold' : 'processing';
}

export function PeriodTag({ period }: { period: { status: PeriodStatus; overdue: boolean } }) {
  return (
    <Tag color={periodTagColor(period)} style={{ marginInlineEnd: 0 }}>
      {periodTagLabel(period)}
    </Tag>
  );
}
