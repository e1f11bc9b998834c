import { currencyMinorDigits, deviceTimeZone, formatDecimal, formatMoney, isApiError, rules, useToast, validationMessages as m } from '@coach/shared';
import {
  businessMessages,
  countries,
  countryCodes,
  localeOfCountry,
  MAX_PAYMENT_NOTES_LENGTH,
  suggestedCurrencies,
  timeZoneOptions,
  type Business,
  type BusinessUpdateRequest,
} from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useUpdateBusiness } from '../api/update-business';

export interface BusinessValues {
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  transferAlias: string;
  transferAccount: string;
  transferHolder: string;
  transferBank: string;
  paymentLink: string;
  paymentNotes: string;
}

const PAYMENT_FIELDS = ['transferAlias', 'transferAccount', 'transferHolder', 'transferBank', 'paymentLink', 'paymentNotes'] as const;
const FIELDS = ['name', 'country', 'timeZone', 'currency', ...PAYMENT_FIELDS] as const;

const countryOptions = countryCodes
  .map((code) => ({ value: code, label: countries[code].name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

const currencyLabel = (code: string) => {
  const name = (suggestedCurrencies as Record<string, string>)[code];
  return name ? `${code} · ${name}` : code;
};

/** What PATCH /api/v1/business receives from the form: payment fields nested, empty ones cleared. */
export function toBusinessUpdate(values: BusinessValues): BusinessUpdateRequest {
  const { name, country, timeZone, currency, ...payment } = values;
  return { name, country, timeZone, currency, payment };
}

/** The field errors of a 400, on the form's flat names ('payment.paymentLink' → paymentLink). */
function fieldErrors(error: unknown) {
  if (!isApiError(error) || error.status !== 400) return [];
  return FIELDS.flatMap((name) => {
    const errors = error.fieldErrors[name] ?? error.fieldErrors[`payment.${name}`] ?? [];
    return errors.length > 0 ? [{ name, errors }] : [];
  });
}

/** 20.000 units of a currency, as its country writes them: the example of the currency dialog. */
const sampleAmount = (currency: string, country: string) => formatMoney(20_000 * 10 ** (currencyMinorDigits(currency) ?? 2), { currency, country });

/** A body weight and a count as the country writes them: the preview under "País" ("72,5 kg · 12.345"). */
const previewNumbers = (country: string) => {
  const locale = localeOfCountry(country);
  return `${formatDecimal(72.5, { locale })} kg · ${formatDecimal(12_345, { locale })}`;
};

/** 12.345,67 in a currency's own decimals (CLP: 12.346), as the country writes it: the preview under "Moneda". */
const previewAmount = (currency: string, country: string) =>
  formatMoney(Math.round(1_234_567 * 10 ** ((currencyMinorDigits(currency) ?? 2) - 2)), { currency, country });

const isCurrencyRefusal = (error: unknown) => isApiError(error) && error.code === 'CURRENCY_CHANGE_NEEDS_CONFIRMATION';

export interface BusinessFormProps {
  business: Business;
  /** Every field shown and none changeable, with no save (an Entrenador: PATCH /business answers them 403). */
  readOnly?: boolean;
}

/**
 * "Mi negocio": name, country, time zone, currency and how clients pay. A new currency while amounts
 * exist is confirmed in a dialog that says amounts keep their numbers (they are not converted).
 */
export function BusinessForm({ business, readOnly = false }: BusinessFormProps) {
  const [form] = Form.useForm<BusinessValues>();
  const [modal, confirmHolder] = Modal.useModal();
  const update = useUpdateBusiness();
  const toast = useToast();
  const device = deviceTimeZone();
  const zoneOptions = useMemo(
    () => timeZoneOptions(business.timeZone, ...(device ? [device] : [])).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [business.timeZone, device],
  );
  const currencyOptions = useMemo(
    () => [...new Set([...Object.keys(suggestedCurrencies), business.currency])].map((code) => ({ value: code, label: currencyLabel(code) })),
    [business.currency],
  );
  const timeZone = Form.useWatch('timeZone', form) ?? business.timeZone;
  const currency = Form.useWatch('currency', form) ?? business.currency;
  const country = Form.useWatch('country', form) ?? business.country;

  const save = (values: BusinessValues, confirmCurrencyChange = false) =>
    update.mutate(
      { ...toBusinessUpdate(values), ...(confirmCurrencyChange ? { confirmCurrencyChange } : {}) },
      {
        onSuccess: () => toast.success(businessMessages.saved, 'Toda la app ya usa la zona horaria, la moneda y el país nuevos.'),
        onError: (error) => {
          if (isCurrencyRefusal(error)) {
            confirmCurrency(values);
            return;
          }
          form.setFields(fieldErrors(error));
          toast.error('No pudimos guardar los datos del negocio', isApiError(error) && error.status !== 400 ? error.message : 'Revisá los campos marcados e intentá de nuevo.');
        },
      },
    );

  const confirmCurrency = (values: BusinessValues) =>
    modal.confirm({
      title: `¿Cambiar la moneda de ${business.currency} a ${values.currency}?`,
      content: (
        <>
          <p>
            Los montos que ya cargaste (planes, períodos y pagos) <strong>se mantienen con los mismos números</strong>: no se convierten
            con ninguna cotización. Por ejemplo, {sampleAmount(business.currency, business.country)} pasa a ser{' '}
            {sampleAmount(values.currency, values.country)}.
          </p>
          <p style={{ marginBottom: 0 }}>Si hace falta, editá después el monto de cada plan.</p>
        </>
      ),
      okText: 'Cambiar la moneda',
      cancelText: 'Cancelar',
      onOk: () => save(values, true),
    });

  return (
    <>
      {confirmHolder}
      <Form<BusinessValues>
        form={form}
        layout="vertical"
        name="business"
        requiredMark={false}
        disabled={readOnly || update.isPending}
        onFinish={(values) => {
          if (!readOnly) save(values);
        }}
        initialValues={{
          name: business.name,
          country: business.country,
          timeZone: business.timeZone,
          currency: business.currency,
          transferAlias: business.payment.transferAlias ?? '',
          transferAccount: business.payment.transferAccount ?? '',
          transferHolder: business.payment.transferHolder ?? '',
          transferBank: business.payment.transferBank ?? '',
          paymentLink: business.payment.paymentLink ?? '',
          paymentNotes: business.payment.paymentNotes ?? '',
        }}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          El negocio
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nombre del negocio" name="name" rules={[rules.required(businessMessages.nameRequired), { max: 80, message: m.maxLength(80) }]}>
              <Input maxLength={80} autoComplete="organization" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="País" name="country" extra={`Define cómo se escriben los montos y los números (${previewNumbers(country)}) y el código de los teléfonos para WhatsApp.`}>
              <Select showSearch optionFilterProp="label" options={countryOptions} aria-label="País" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Zona horaria"
              name="timeZone"
              extra={
                readOnly ? undefined : device && device !== timeZone && zoneOptions.some((option) => option.value === device) ? (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldValue('timeZone', device)}>
                    Usar la de este dispositivo: {device.replace(/_/g, ' ')}
                  </Button>
                ) : (
                  'Las clases y tareas quedan a la misma hora local si la cambiás.'
                )
              }
            >
              <Select showSearch optionFilterProp="label" options={zoneOptions} aria-label="Zona horaria" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Moneda" name="currency" extra={`Así se ven los montos: ${previewAmount(currency, country)}`}>
              <Select showSearch optionFilterProp="label" options={currencyOptions} aria-label="Moneda" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>Cómo te pagan tus clientes</Typography.Title>
        <Typography.Paragraph type="secondary">
          Tus clientes lo ven en &quot;Mi plan&quot; de la app, y va en los recordatorios por WhatsApp.
        </Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Alias" name="transferAlias">
              <Input maxLength={20} placeholder={readOnly ? undefined : 'mi.estudio.mp'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="CBU / CVU o número de cuenta" name="transferAccount">
              <Input maxLength={34} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Titular" name="transferHolder" rules={[{ max: 80, message: m.maxLength(80) }]}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Banco o billetera" name="transferBank" rules={[{ max: 80, message: m.maxLength(80) }]}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label="Link de pago"
              name="paymentLink"
              rules={[{ pattern: /^https:\/\/\S+$/i, message: businessMessages.paymentLinkInvalid }]}
            >
              <Input maxLength={500} inputMode="url" placeholder={readOnly ? undefined : 'https://'} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Otras indicaciones" name="paymentNotes" rules={[{ max: MAX_PAYMENT_NOTES_LENGTH, message: m.maxLength(MAX_PAYMENT_NOTES_LENGTH) }]}>
              <Input.TextArea maxLength={MAX_PAYMENT_NOTES_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={readOnly ? undefined : 'Por ejemplo: efectivo en el estudio, hasta el día 10 de cada mes.'} />
            </Form.Item>
          </Col>
        </Row>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
        )}
      </Form>
    </>
  );
}
