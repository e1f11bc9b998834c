import { paths, useSession } from '@coach/shared';
import { AreaPage, Panel } from '@coach/shared/area';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { useMe } from '../features/profile/api/get-me';
import { PasswordForm } from '../features/profile/components/password-form';
import { PhotoCard } from '../features/profile/components/photo-card';
import { ProfileForm } from '../features/profile/components/profile-form';
import { SessionsCard } from '../features/profile/components/sessions-card';

export function ProfilePage() {
  const user = useSession((state) => state.user);
  const me = useMe();
  if (!user) return null;
  return (
    <AreaPage title="Mi Perfil" subtitle="Tus datos, tu foto, tu contraseña y tus sesiones.">
      <Panel title="Foto de perfil">
        <PhotoCard user={user} />
      </Panel>
      <Panel title="Datos personales">
        {me.isPending ? (
          <Skeleton active />
        ) : me.isError ? (
          <Typography.Text type="danger">No pudimos cargar tus datos. Recargá la página.</Typography.Text>
        ) : (
          <ProfileForm profile={me.data} />
        )}
      </Panel>
      <Panel title="Contraseña">
        <PasswordForm />
      </Panel>
      <Panel title="Sesiones">
        <SessionsCard />
      </Panel>
      <Panel title="Mi negocio">
        <p style={{ marginTop: 0 }}>La zona horaria, la moneda, el país, el logo y cómo te pagan tus clientes.</p>
        <Link to={paths.business}>Ir a Mi negocio</Link>
      </Panel>
    </AreaPage>
  );
}
