import { chatMessages, paths, useMoneyFormat, type Dashboard } from '@coach/shared';
import { Panel } from '@coach/shared/area';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import { Link } from 'react-router-dom';
import { formatAmount, plural } from '../lib/dashboard-format';
import { FigureError, FigureSkeleton } from './figure-states';

/** Cobros, showing the overdue periods first. */
export const overduePath = `${paths.plans}?vista=cobros&estado=vencidos`;

interface Item {
  key: string;
  text: string;
  link: { to: string; label: string };
}

export interface AttentionListProps {
  status: 'pending' | 'error' | 'success';
  data?: Dashboard;
  /** The sidebar badge's count (null while unknown). */
  unreadMessages: number | null;
  onRetry: () => void;
  /** A trainer's dashboard has no payments (the API sends them null): neither an item nor an error for them. */
  scope: Dashboard['scope'];
}

/** "Para hoy": what needs the trainer today, each with the screen that deals with it. */
export function AttentionList({ status, data, unreadMessages, onRetry, scope }: AttentionListProps) {
  const business = scope === 'business';
  const { token } = theme.useToken();
  // The answer's currency, as the business's country writes amounts ("$1,850.50" in Mexico).
  const money = useMoneyFormat(data?.currency);
  const items: Item[] = [];
  const failed: string[] = [];
  if (data) {
    const { pendingPeriods, tasksToday } = data;
    // A trainer has nothing to collect here: Cobros is an administrator's.
    if (business && pendingPeriods === null) failed.push('los cobros vencidos');
    else if (business && pendingPeriods && pendingPeriods.overdueCount > 0)
      items.push({
        key: 'overdue',
        text: `${plural(pendingPeriods.overdueCount, 'cobro vencido', 'cobros vencidos')} por ${formatAmount(pendingPeriods.overdueAmount, money)}`,
        link: { to: overduePath, label: 'Ver cobros' },
      });
    if (tasksToday === null) failed.push('las tareas de hoy');
    else if (tasksToday.scheduled > tasksToday.completed)
      items.push({
        key: 'tasks',
        text: `${plural(tasksToday.scheduled - tasksToday.completed, 'tarea para hoy sin registrar', 'tareas para hoy sin registrar')} (de ${tasksToday.scheduled})`,
        link: { to: paths.agenda, label: 'Ver agenda' },
      });
  }
  if (unreadMessages !== null && unreadMessages > 0) {
    items.push({ key: 'chats', text: chatMessages.unreadLabel(unreadMessages), link: { to: paths.chats, label: 'Ir a chats' } });
  }

  return (
    <Panel title="Para hoy">
      {status === 'pending' ? (
        <FigureSkeleton height={72} />
      ) : status === 'error' ? (
        <FigureError what="lo pendiente de hoy" onRetry={onRetry} />
      ) : (
        <Flex vertical gap={12}>
          {items.length === 0 && failed.length === 0 ? (
            <Typography.Text type="secondary" data-testid="attention-empty">
              {business
                ? 'Nada pendiente para hoy: sin cobros vencidos, tareas por registrar ni mensajes sin leer.'
                : 'Nada pendiente para hoy: sin tareas por registrar ni mensajes sin leer.'}
            </Typography.Text>
          ) : (
            <ul aria-label="Para hoy" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {items.map((item) => (
                <li
                  key={item.key}
                  data-testid={`attention-${item.key}`}
                  style={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 8,
                    padding: '10px 12px',
                    borderRadius: token.borderRadius,
                    background: token.colorFillQuaternary,
                  }}
                >
                  <Typography.Text>{item.text}</Typography.Text>
                  <Link to={item.link.to}>{item.link.label}</Link>
                </li>
              ))}
            </ul>
          )}
          {failed.length > 0 && <FigureError what={failed.join(' ni ')} onRetry={onRetry} />}
        </Flex>
      )}
    </Panel>
  );
}
