import { paths, type Dashboard } from '@coach/shared';
import { EmptyArea, Panel } from '@coach/shared/area';
import { NEEDS_ATTENTION } from '@coach/shared/contracts';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { FigureError, FigureSkeleton } from './figure-states';

/** The clients list, lowest 7-day adherence first. */
export const byAdherencePath = `${paths.clients}?sort=adherence7`;

export interface NeedsAttentionProps {
  status: 'pending' | 'error' | 'success';
  data?: Dashboard;
  onRetry: () => void;
}

/**
 * "Necesitan atención": clients whose last 7 days fell at least 20 points below their last 30 (the
 * biggest drop first), each a link to their Progreso; the rest through the clients list by adherence.
 */
export function NeedsAttention({ status, data, onRetry }: NeedsAttentionProps) {
  const { token } = theme.useToken();
  const attention = data?.needsAttention;
  // An API from before this figure says nothing of it: nothing to show.
  if (status === 'success' && attention === undefined) return null;
  return (
    <Panel title="Necesitan atención">
      {status === 'pending' ? (
        <FigureSkeleton height={72} />
      ) : status === 'error' || !attention ? (
        <FigureError what="los clientes que bajaron su cumplimiento" onRetry={onRetry} />
      ) : attention.items.length === 0 ? (
        <EmptyArea
          title="Nadie bajó el ritmo"
          description={`Acá vas a ver a los clientes que en los últimos 7 días cumplieron ${NEEDS_ATTENTION.dropPoints} puntos menos que en los últimos 30: un buen momento para escribirles.`}
        />
      ) : (
        <Flex vertical gap={8}>
          <ul aria-label="Necesitan atención" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {attention.items.map((client) => (
              <li
                key={client.clientId}
                data-testid="needs-attention-item"
                style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '10px 12px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
              >
                <Link to={`${paths.client(client.clientId)}?tab=progreso`}>{`${client.firstName} ${client.lastName}`}</Link>
                <Typography.Text>{`7 días: ${client.d7} % · 30 días: ${client.d30} %`}</Typography.Text>
              </li>
            ))}
          </ul>
          {attention.total > attention.items.length && (
            <Link to={byAdherencePath}>{`Ver los ${attention.total} clientes, del menor cumplimiento al mayor`}</Link>
          )}
        </Flex>
      )}
    </Panel>
  );
}
