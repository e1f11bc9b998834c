import { paths } from '@coach/shared';
import { CheckCircleFilled } from '@ant-design/icons';
import type { Dashboard } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';

interface Step {
  key: string;
  title: string;
  description: string;
  done: boolean;
  action: { label: string; to: string } | { label: string; onClick: () => void };
}

/**
 * Whether the business has done every first step (then the dashboard stops showing them). "Configurá tu
 * negocio" counts only for whoever has it (an administrator: the API sends null to a CO).
 */
export const allStepsDone = (data: Dashboard['gettingStarted']) =>
  data.businessConfirmed !== false && data.tourCompleted && data.profileCompleted && data.photoUploaded && data.clientsCount > 0;

/** First steps of a new business, each ticked from real data (Mi negocio confirmed, tour, profile, photo, clients). */
export function GettingStarted({ data, onStartTour }: { data: Dashboard['gettingStarted']; onStartTour: () => void }) {
  const { token } = theme.useToken();
  const business: Step[] =
    typeof data.businessConfirmed === 'boolean'
      ? [
          {
            key: 'business',
            title: 'Configurá tu negocio',
            description: 'Confirmá el país, la zona horaria y la moneda que propusimos.',
            done: data.businessConfirmed,
            action: { label: 'Ir a Mi negocio', to: paths.business },
          },
        ]
      : [];
  const steps: Step[] = [
    ...business,
    { key: 'tour', title: 'Hacé el recorrido inicial', description: 'En dos minutos conocés cada sección.', done: data.tourCompleted, action: { label: 'Empezar recorrido', onClick: onStartTour } },
    { key: 'profile', title: 'Completá tu perfil', description: 'Teléfono, fecha de nacimiento, género y dirección.', done: data.profileCompleted, action: { label: 'Ir a Mi Perfil', to: paths.profile } },
    { key: 'photo', title: 'Subí tu foto', description: 'Tus clientes te reconocen en la app.', done: data.photoUploaded, action: { label: 'Subir foto', to: paths.profile } },
    { key: 'clients', title: 'Sumá tu primer cliente', description: 'Invitalo con un código o crealo vos.', done: data.clientsCount > 0, action: { label: 'Ir a Clientes', to: paths.clients } },
  ];
  const done = steps.filter((step) => step.done).length;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Text strong style={{ fontSize: 20, color: token.colorPrimaryText, whiteSpace: 'nowrap' }} aria-label={`${done} de ${steps.length} pasos hechos`}>
          {done}/{steps.length}
        </Typography.Text>
        <Typography.Text type="secondary">
          {done === steps.length ? '¡Listo! Tu cuenta está preparada.' : 'Completá estos pasos para empezar con todo.'}
        </Typography.Text>
      </Flex>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} aria-label="Primeros pasos">
        {steps.map((step) => (
          <li
            key={step.key}
            data-done={step.done}
            style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 12px', borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
          >
            {step.done ? (
              <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 18 }} aria-label="Hecho" />
            ) : (
              <span role="img" aria-label="Pendiente" style={{ width: 16, height: 16, borderRadius: '50%', border: `2px solid ${token.colorBorder}`, margin: 1 }} />
            )}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong delete={step.done}>{step.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>{step.description}</Typography.Text>
            </Flex>
            {!step.done &&
              ('to' in step.action ? (
                <Link to={step.action.to}>{step.action.label}</Link>
              ) : (
                <Button size="small" onClick={step.action.onClick}>{step.action.label}</Button>
              ))}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

const NOTHING_DONE: Dashboard['gettingStarted'] = { tourCompleted: false, profileCompleted: false, photoUploaded: false, clientsCount: 0 };

/**
 * The first steps on their way: a grey block exactly the size of the list (the list itself, hidden
 * underneath), so the figures below do not move when it arrives. An administrator's has one step more.
 */
export function GettingStartedPlaceholder({ administrator }: { administrator: boolean }) {
  return (
    <div aria-busy="true" aria-label="Cargando" style={{ position: 'relative' }}>
      <div aria-hidden="true" inert style={{ visibility: 'hidden' }}>
        <GettingStarted data={{ ...NOTHING_DONE, businessConfirmed: administrator ? false : null }} onStartTour={() => undefined} />
      </div>
      <Skeleton.Node active style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
    </div>
  );
}
