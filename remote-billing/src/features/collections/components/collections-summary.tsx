import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatMoney, useBusinessSettings } from '@coach/shared';
import type { CSSProperties, ReactNode } from 'react';
import { usePeriodSummary } from '../api/get-period-summary';

const tilesStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

function Tile({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  const { token } = theme.useToken();
  return (
    <li
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        minWidth: 0,
        padding: token.padding,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Text type="secondary">{label}</Typography.Text>
      <strong style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, overflowWrap: 'anywhere' }}>{value}</strong>
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </li>
  );
}

/** The totals atop Cobros: this month's expected and collected amounts, and everything still owed. */
export function CollectionsSummary() {
  const summary = usePeriodSummary();
  const { country } = useBusinessSettings();
  if (summary.isError && !summary.data) {
    return (
      <Typography.Text type="danger" role="alert">
        No pudimos cargar los totales.{' '}
        <Button type="link" size="small" onClick={() => void summary.refetch()} style={{ padding: 0 }}>
          Reintentar
        </Button>
      </Typography.Text>
    );
  }
  if (!summary.data) {
    return (
      <ul aria-busy="true" aria-label="Cargando totales" style={tilesStyle}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </li>
        ))}
      </ul>
    );
  }
  const { expectedThisMonth, collectedThisMonth, outstanding, overdueCount, currency } = summary.data;
  const money = { currency, country };
  return (
    <ul aria-label="Totales" style={tilesStyle}>
      <Tile label="Esperado este mes" value={formatMoney(expectedThisMonth, money)} />
      <Tile label="Cobrado este mes" value={formatMoney(collectedThisMonth, money)} />
      <Tile
        label="Por cobrar"
        value={formatMoney(outstanding, money)}
        note={overdueCount === 0 ? 'Nada vencido' : overdueCount === 1 ? '1 período vencido' : `${overdueCount} períodos vencidos`}
      />
    </ul>
  );
}
