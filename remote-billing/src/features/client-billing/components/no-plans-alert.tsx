import Alert from 'antd/es/alert';
import { paths } from '@coach/shared';
import { Link } from 'react-router-dom';

/** Shown instead of an empty plan select: where plans are created. */
export function NoPlansAlert() {
  return (
    <Alert
      type="info"
      showIcon
      title="Todavía no tenés planes"
      description={
        <>
          Creá uno en <Link to={paths.plans}>Planes de pago</Link> y volvé para asignarlo.
        </>
      }
    />
  );
}
