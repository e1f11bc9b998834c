import { roleLabels, useMoneyFormat, type Dashboard, type WebRole } from '@coach/shared';
import { Panel } from '@coach/shared/area';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { CSSProperties } from 'react';
import { formatAmount, formatPercent } from '../lib/dashboard-format';
import { FigureError } from './figure-states';

export type TeamRow = NonNullable<Dashboard['team']>[number];

export interface TeamTableProps {
  data: Dashboard;
  onRetry: () => void;
}

/** "61 %", or "—" for a member none of whose clients had tasks in the last 7 days. */
export const adherenceText = (adherence7: number | null) => (adherence7 === null ? '—' : formatPercent(adherence7 / 100));

const roleText = (role: string) => roleLabels[role as WebRole] ?? role;

/** The figures of one member, in the order every card lists them. */
const figuresOf = (member: TeamRow, money: { currency: string; country: string }): Array<[string, string]> => [
  ['Clientes activos', String(member.activeClients)],
  ['Cumplimiento 7 días', adherenceText(member.adherence7)],
  ['Tareas hechas esta semana', String(member.tasksDoneThisWeek)],
  ['Pagos este mes', String(member.paymentsThisMonth)],
  ['Monto registrado', formatAmount(member.paymentsAmountThisMonth, money)],
];

/**
 * "Equipo": an administrator's figures per member (issue 39). One card per member whose figures wrap in
 * a grid (label over value): it reads the same on a wide screen and on a 390 px phone, where a table of
 * seven columns would have to scroll sideways.
 */
export function TeamTable({ data, onRetry }: TeamTableProps) {
  const { token } = theme.useToken();
  const money = useMoneyFormat(data.currency);
  const team = data.team;
  // An API from before this figure says nothing of it, and a CO's dashboard has none: nothing to show.
  if (team === undefined || data.scope !== 'business') return null;
  if (team === null) {
    return (
      <Panel title="Equipo">
        <FigureError what="las cifras del equipo" onRetry={onRetry} />
      </Panel>
    );
  }
  if (team.length === 0) return null;

  const card: CSSProperties = { padding: '12px 0', borderTop: `1px solid ${token.colorBorderSecondary}` };
  const figures: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: '8px 16px', margin: '8px 0 0' };

  return (
    <Panel title="Equipo">
      <ul aria-label="Cifras del equipo" data-testid="dashboard-team" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {team.map((member, index) => (
          <li key={member.userId} data-testid="dashboard-team-row" style={index === 0 ? { ...card, borderTop: 'none', paddingTop: 0 } : card}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {`${member.firstName} ${member.lastName}`}
            </Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {roleText(member.role)}
              {!member.active && ' (inactivo)'}
            </Typography.Text>
            <dl style={figures}>
              {figuresOf(member, money).map(([label, value]) => (
                <div key={label} style={{ minWidth: 0 }}>
                  <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</dt>
                  <dd style={{ margin: 0, fontWeight: token.fontWeightStrong, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
