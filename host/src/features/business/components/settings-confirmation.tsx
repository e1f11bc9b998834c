import { isApiError, useToast } from '@coach/shared';
import { countries, isCountryCode, timeZoneCity, type Business } from '@coach/shared/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useUpdateBusiness } from '../api/update-business';

export const settingsConfirmationTexts = {
  title: '¿Están bien el país, la zona horaria y la moneda?',
  confirm: 'Sí, están bien',
  confirmed: 'Listo: confirmaste el país, la zona horaria y la moneda',
  failed: 'No pudimos confirmar los datos del negocio',
} as const;

/**
 * What the sign-up proposed for the business (from the phone and the browser), until an administrator
 * confirms it: as it is, with one button, or by changing it in the form below and saving (which also
 * confirms). The dashboard's "Configurá tu negocio" leads here.
 */
export function SettingsConfirmation({ business }: { business: Pick<Business, 'country' | 'timeZone' | 'currency'> }) {
  const update = useUpdateBusiness();
  const toast = useToast();
  const { country, timeZone, currency } = business;
  const place = [isCountryCode(country) ? countries[country].name : country, timeZoneCity(timeZone), currency].join(' · ');
  const confirm = () =>
    update.mutate(
      { country, timeZone, currency },
      {
        onSuccess: () => toast.success(settingsConfirmationTexts.confirmed),
        onError: (error) => toast.error(settingsConfirmationTexts.failed, isApiError(error) && error.status < 500 ? error.message : 'Intentá de nuevo en unos minutos.'),
      },
    );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="business-confirmation"
      title={settingsConfirmationTexts.title}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Los propusimos al crear tu cuenta, según tu teléfono y tu navegador: <strong>{place}</strong>. Si algo no es así, cambialo
            en &quot;Datos del negocio&quot; y guardá.
          </Typography.Paragraph>
          <Button type="primary" onClick={confirm} loading={update.isPending}>
            {settingsConfirmationTexts.confirm}
          </Button>
        </>
      }
    />
  );
}
