import {
  currencyMinorDigits,
  deviceTimeZone,
  formatDecimal,
  formatMoney,
  includesIgnoringAccents,
  isApiError,
  rules,
  useToast,
  validationMessages as m,
} from '@coach/shared';
import {
  businessMessages,
  countries,
  countryCodes,
  countryOfTimeZone,
  DEFAULT_COUNTRY,
  isCountryCode,
  isPlaceTimeZone,
  localeOfCountry,
  paymentFieldOf,
  paymentFieldsOf,
  sameTimeZone,
  suggestedCurrencies,
  timeZoneChoices,
  timeZoneCity,
  timeZoneLabel,
  transferKeys,
  type Business,
  type BusinessUpdateRequest,
  type CountryCode,
} from '@coach/shared/contracts';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useMemo, useRef, useState } from 'react';
import { useUpdateBusiness } from '../api/update-business';
import { settingsForCountry } from '../lib/country-change';
import { inputValue, transferValuesFor, type LeftBehind, type TransferValues } from '../lib/transfer-values';
import { PaymentDetailsFields } from './payment-details-fields';

export interface BusinessValues extends TransferValues {
  name: string;
  country: string;
  timeZone: string;
  currency: string;
  paymentLink: string;
  paymentNotes: string;
}

const FIELDS = ['name', 'country', 'timeZone', 'currency', ...transferKeys, 'paymentLink', 'paymentNotes'] as const;

const countryOptions = countryCodes
  .map((code) => ({ value: code, label: countries[code].name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

let currencyNames: Intl.DisplayNames | undefined;
/** "EUR · Euro", "CAD · Dólar canadiense": our name for the suggested ones, Intl's for the rest. */
const currencyLabel = (code: string) => {
  let name: string | undefined = (suggestedCurrencies as Record<string, string>)[code];
  try {
    name ??= (currencyNames ??= new Intl.DisplayNames('es', { type: 'currency', fallback: 'none' })).of(code);
  } catch {
    // a runtime without Intl.DisplayNames: the code alone
  }
  return name ? `${code} · ${name.charAt(0).toUpperCase()}${name.slice(1)}` : code;
};

/** What typing in a select searches: the option's text, with or without accents ("Mexico" finds México). */
const searchIgnoringAccents = { filterOption: (typed: string, option?: { label?: string; search?: string }) => includesIgnoringAccents(option?.search ?? option?.label ?? '', typed) };

/**
 * What PATCH /api/v1/business receives from the form: payment fields nested, empty ones cleared, and
 * the transfer details the country does not use cleared too (an alias, for a business now in Mexico).
 */
export function toBusinessUpdate(values: BusinessValues): BusinessUpdateRequest {
  const { name, country, timeZone, currency, paymentLink, paymentNotes } = values;
  const transfer = Object.fromEntries(transferKeys.map((key) => [key, paymentFieldOf(country, key) ? values[key] : null]));
  return { name, country, timeZone, currency, payment: { ...transfer, paymentLink, paymentNotes } };
}

/** The saved transfer details as the form's inputs show them, written the country's way. */
const transferInputs = (business: Business): TransferValues => {
  const inputs = {} as TransferValues;
  for (const key of transferKeys) {
    const field = paymentFieldOf(business.country, key);
    const stored = business.payment[key];
    inputs[key] = field && stored ? inputValue(field, stored) : '';
  }
  return inputs;
};

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
 * "Mi negocio": name, country, time zone, currency and how clients pay. Choosing a country proposes its
 * zone and currency (settingsForCountry); the zones listed are that country's, by city in Spanish. A new
 * currency while amounts exist is confirmed in a dialog that says amounts keep their numbers (they are
 * not converted).
 */
export function BusinessForm({ business, readOnly = false }: BusinessFormProps) {
  const [form] = Form.useForm<BusinessValues>();
  const [modal, confirmHolder] = Modal.useModal();
  const update = useUpdateBusiness();
  const toast = useToast();
  const timeZone = Form.useWatch('timeZone', form) ?? business.timeZone;
  const currency = Form.useWatch('currency', form) ?? business.currency;
  const country = Form.useWatch('country', form) ?? business.country;
  const chosenCountry: CountryCode = isCountryCode(country) ? country : DEFAULT_COUNTRY;
  // The device's zone, offered when it is one of the chosen country's (the list shows that country's only).
  const device = deviceTimeZone();
  const deviceZone = device && isPlaceTimeZone(device) && countryOfTimeZone(device) === chosenCountry ? device : undefined;
  // The chosen country's zones by city, in Spanish; the saved zone and the form's stay among them.
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(chosenCountry, business.timeZone, timeZone).map((zone) => {
        const { city, description } = timeZoneLabel(zone, chosenCountry);
        return { value: zone, label: city, description, search: `${city} ${description} ${zone.replace(/_/g, ' ')}` };
      }),
    [chosenCountry, business.timeZone, timeZone],
  );
  const currencyOptions = useMemo(
    () =>
      [...new Set([...Object.keys(suggestedCurrencies), business.currency, currency, countries[chosenCountry].currency])].map((code) => ({
        value: code,
        label: currencyLabel(code),
      })),
    [business.currency, currency, chosenCountry],
  );
  // The country the zone and the currency were last proposed from (see settingsForCountry).
  const countryBefore = useRef(business.country);
  const [proposal, setProposal] = useState('');
  // Transfer details typed for another country in this edit: they come back with it (transferValuesFor).
  const leftBehind = useRef<LeftBehind>({});

  const proposeFor = (next: string) => {
    if (!isCountryCode(next)) return;
    const before = { country: countryBefore.current, timeZone: form.getFieldValue('timeZone') as string, currency: form.getFieldValue('currency') as string };
    countryBefore.current = next;
    const proposed = settingsForCountry(next, { ...before, deviceTimeZone: device });
    const typed = Object.fromEntries(transferKeys.map((key) => [key, (form.getFieldValue(key) as string | undefined) ?? ''])) as TransferValues;
    const transfer = transferValuesFor(next, typed, leftBehind.current);
    leftBehind.current = transfer.leftBehind;
    form.setFieldsValue({ ...proposed, ...transfer.values });
    const zoneChanged = !sameTimeZone(proposed.timeZone, before.timeZone);
    const currencyChanged = proposed.currency !== before.currency;
    const what = [zoneChanged && `la zona horaria de ${timeZoneCity(proposed.timeZone)}`, currencyChanged && `la moneda ${proposed.currency}`].filter(Boolean);
    const kept = proposed.currency !== countries[next].currency ? ` La moneda sigue en ${proposed.currency}, como estaba elegida.` : '';
    const fieldsOf = (country: string) => paymentFieldsOf(country).map((field) => field.id).join();
    const transferNote = fieldsOf(next) !== fieldsOf(before.country) ? ` Los datos para transferir son los que se usan en ${countries[next].name}.` : '';
    setProposal((what.length > 0 ? `Para ${countries[next].name} te propusimos ${what.join(' y ')}.${kept}` : kept.trim()) + transferNote);
  };

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
        onValuesChange={(changed: Partial<BusinessValues>) => {
          if (changed.country !== undefined) proposeFor(changed.country);
        }}
        initialValues={{
          name: business.name,
          country: business.country,
          timeZone: business.timeZone,
          currency: business.currency,
          ...transferInputs(business),
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
            <Form.Item
              label="País"
              name="country"
              extra={
                <>
                  {`Define cómo se escriben los montos y los números (${previewNumbers(country)}) y el código de los teléfonos para WhatsApp.`}
                  <span role="status" style={{ display: 'block' }} data-testid="business-proposal">
                    {proposal}
                  </span>
                </>
              }
            >
              <Select showSearch={searchIgnoringAccents} options={countryOptions} aria-label="País" notFoundContent="Ningún país con ese nombre" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Zona horaria"
              name="timeZone"
              extra={
                readOnly ? undefined : deviceZone && !sameTimeZone(deviceZone, timeZone) ? (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                    onClick={() => form.setFieldValue('timeZone', zoneOptions.find((option) => sameTimeZone(option.value, deviceZone))?.value ?? deviceZone)}
                  >
                    Usar la de este dispositivo: {timeZoneCity(deviceZone)}
                  </Button>
                ) : (
                  'Las clases y tareas quedan a la misma hora local si la cambiás.'
                )
              }
            >
              <Select
                showSearch={searchIgnoringAccents}
                options={zoneOptions}
                aria-label="Zona horaria"
                notFoundContent={`Ninguna zona de ${countries[chosenCountry].name} con ese nombre`}
                optionRender={(option) => (
                  <span style={{ display: 'block', whiteSpace: 'normal' }}>
                    {option.label}
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {option.data.description}
                    </Typography.Text>
                  </span>
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Moneda" name="currency" extra={`Así se ven los montos: ${previewAmount(currency, country)}`}>
              <Select showSearch={searchIgnoringAccents} options={currencyOptions} aria-label="Moneda" notFoundContent="Ninguna moneda con ese nombre" />
            </Form.Item>
          </Col>
        </Row>

        <PaymentDetailsFields country={chosenCountry} readOnly={readOnly} />
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
        )}
      </Form>
    </>
  );
}
