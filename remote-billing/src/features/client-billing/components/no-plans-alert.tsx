import Alert from 'antd/es/alert';
import { paths, useIsAdmin } from '@coach/shared';
import { Link } from 'react-router-dom';

/** Shown instead of an empty plan select: where plans are created, or who creates them (only an Administrador). */
export function NoPlansAlert() {
  const isAdmin = useIsAdmin();
  return (
    <Alert
      type="info"
      showIcon
      title={isAdmin ? 'Todavía no tenés planes' : 'Todavía no hay planes'}
      description={
        isAdmin ? (
          <>
            Creá uno en <Link to={paths.plans}>Planes de pago</Link> y volvé para asignarlo.
          </>
        ) : (
          'Los planes los crea un administrador del negocio. Pedile que cree uno y volvé para asignarlo.'
        )
      }
    />
  );
}
