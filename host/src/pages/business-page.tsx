import { permissionTexts, useIsAdmin } from '@coach/shared';
import { AreaPage, Panel } from '@coach/shared/area';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useBusiness } from '../features/business/api/get-business';
import { BusinessForm } from '../features/business/components/business-form';
import { LogoCard } from '../features/business/components/logo-card';
import { SettingsConfirmation } from '../features/business/components/settings-confirmation';
import { DataExportCard } from '../features/data-export/components/data-export-card';

/**
 * "Mi negocio" (/perfil/negocio): the business's settings, its logo, how its clients pay, and "Exportar
 * mis datos". Every member reads it; only an Administrador changes it or exports (docs/permissions.md),
 * so an Entrenador sees the same data without a button that could only fail, and no export. Until an
 * administrator confirms the country, zone and currency the sign-up proposed, they are asked to on top.
 */
export function BusinessPage() {
  const business = useBusiness();
  const isAdmin = useIsAdmin();
  return (
    <AreaPage title="Mi negocio" subtitle="El nombre, el país, la zona horaria, la moneda, el logo y cómo te pagan tus clientes.">
      {!isAdmin && <Alert type="info" showIcon title={permissionTexts.businessReadOnly} data-testid="business-read-only" />}
      {business.isPending ? (
        <Panel title="Datos del negocio">
          <Skeleton active />
        </Panel>
      ) : business.isError ? (
        <Panel title="Datos del negocio">
          <Typography.Text type="danger">No pudimos cargar los datos de tu negocio. Recargá la página.</Typography.Text>
        </Panel>
      ) : (
        <>
          {/* false, not missing: an API from before the confirmation asks nothing. */}
          {isAdmin && business.data.settingsConfirmed === false && <SettingsConfirmation business={business.data} />}
          <Panel title="Logo">
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              Lo ven tus clientes en la app y va en los comprobantes de pago.
            </Typography.Paragraph>
            <LogoCard logo={business.data.logo} name={business.data.name} readOnly={!isAdmin} />
          </Panel>
          <Panel title="Datos del negocio">
            <BusinessForm business={business.data} readOnly={!isAdmin} />
          </Panel>
          {isAdmin && (
            <Panel title="Exportar mis datos">
              <DataExportCard />
            </Panel>
          )}
        </>
      )}
    </AreaPage>
  );
}
