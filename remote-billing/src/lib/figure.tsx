import Typography from 'antd/es/typography';
import type { CSSProperties } from 'react';

/** A `<dl>` of figures (amount, paid, remaining…) side by side; they wrap under each other on a narrow phone. */
export const figuresStyle: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 8, margin: 0 };

/** One figure of a `<dl>`: its label over its value. */
export function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div style={{ minWidth: 0 }}>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, fontWeight: strong ? 600 : undefined, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}
