import { AreaPage, dayLabel, trialState, useSession } from '@coach/shared';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useMe } from '../features/me/api/get-me';

export function DashboardPage() {
  const user = useSession((state) => state.user);
  const me = useMe();
  if (!user) return null;
  const trial = trialState(user.remainingDays);
  const firstName = me.data?.firstName ?? user.firstName;
  return (
    <AreaPage title={`Hola, ${firstName}`} subtitle="Tu negocio fitness en un solo lugar." tourTarget="dashboard">
      {trial.inTrial && user.remainingDays !== null && (
        <Alert
          type={trial.lastTwoDays ? 'error' : 'info'}
          showIcon
          title={`Tu prueba gratuita termina en ${user.remainingDays} ${dayLabel(user.remainingDays)}.`}
        />
      )}
      <Card title="Tu cuenta">
        {me.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : me.isError ? (
          <Typography.Text type="danger">No pudimos cargar tus datos. Recargá la página.</Typography.Text>
        ) : (
          <Typography.Paragraph style={{ margin: 0 }} data-testid="dashboard-account">
            Ingresaste como {me.data.email}. Desde el menú vas a poder gestionar tus clientes, tu agenda, tu
            biblioteca de ejercicios y tus planes de pago.
          </Typography.Paragraph>
        )}
      </Card>
    </AreaPage>
  );
}
