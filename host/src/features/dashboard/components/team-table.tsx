import { roleLabels, useBusinessSettings, visuallyHidden, type Dashboard, type WebRole } from '@coach/shared';
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

/**
 * "Equipo": an administrator's figures per member (issue 39). A table, because the figures are read
 * across members; on a phone it scrolls sideways inside its own box (the member's name stays in view),
 * never the page. The box is focusable so the keyboard scrolls it too.
 */
export function TeamTable({ data, onRetry }: TeamTableProps) {
  const { token } = theme.useToken();
  const settings = useBusinessSettings();
  const money = { currency: data.currency, country: settings.country };
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

  const cell: CSSProperties = { padding: '10px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right', whiteSpace: 'nowrap' };
  const head: CSSProperties = { ...cell, color: token.colorTextSecondary, fontWeight: token.fontWeightStrong, background: token.colorFillQuaternary };
  // The name stays in view while the figures scroll under it (an opaque background: nothing shows through).
  const nameCell: CSSProperties = { ...cell, textAlign: 'left', position: 'sticky', insetInlineStart: 0, background: token.colorBgContainer, whiteSpace: 'normal', minWidth: 140 };

  return (
    <Panel title="Equipo">
      <div
        role="region"
        aria-label="Cifras del equipo"
        tabIndex={0}
        data-testid="dashboard-team"
        style={{ overflowX: 'auto', maxWidth: '100%', borderRadius: token.borderRadius }}
      >
        <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 720, fontSize: token.fontSize, color: token.colorText }}>
          <caption style={visuallyHidden}>Equipo: clientes, cumplimiento y tareas de esta semana, y pagos registrados este mes, por integrante</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...head, ...nameCell, background: token.colorBgContainer, color: token.colorTextSecondary }}>
                Integrante
              </th>
              <th scope="col" style={{ ...head, textAlign: 'left' }}>Rol</th>
              <th scope="col" style={head}>Clientes activos</th>
              <th scope="col" style={head}>Cumplimiento 7 días</th>
              <th scope="col" style={head}>Tareas hechas esta semana</th>
              <th scope="col" style={head}>Pagos este mes</th>
              <th scope="col" style={head}>Monto registrado</th>
            </tr>
          </thead>
          <tbody>
            {team.map((member) => (
              <tr key={member.userId} data-testid="dashboard-team-row">
                <th scope="row" style={{ ...nameCell, fontWeight: token.fontWeightStrong }}>
                  {`${member.firstName} ${member.lastName}`}
                  {!member.active && (
                    <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                      {' '}
                      (inactivo)
                    </Typography.Text>
                  )}
                </th>
                <td style={{ ...cell, textAlign: 'left' }}>{roleText(member.role)}</td>
                <td style={cell}>{member.activeClients}</td>
                <td style={cell}>{adherenceText(member.adherence7)}</td>
                <td style={cell}>{member.tasksDoneThisWeek}</td>
                <td style={cell}>{member.paymentsThisMonth}</td>
                <td style={cell}>{formatAmount(member.paymentsAmountThisMonth, money)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
