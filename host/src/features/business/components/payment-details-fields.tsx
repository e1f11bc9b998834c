import { CopyButton, validationMessages as m } from '@coach/shared';
import {
  businessMessages,
  countryFacts,
  MAX_PAYMENT_NOTES_LENGTH,
  paymentFieldsOf,
  readPaymentField,
  type PaymentField,
} from '@coach/shared/contracts';
import type { FormRule } from 'antd';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input, { type InputProps } from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';

/** The country's check of a field, as a rule of the form: the same message the API answers. */
const countryRule = (field: PaymentField): FormRule => ({
  validator: async (_rule, value?: string) => {
    const { problem } = readPaymentField(field, value ?? '');
    if (problem) throw new Error(problem);
  },
});

interface DetailInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  field: PaymentField;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A transfer detail's input, with its copy button once it holds something: it copies the value as a
 * bank's app takes it ("ES9121000418450200051332"). Leaving the field writes a valid value the
 * country's way ("ES91 2100 0418 4502 0005 1332").
 */
function DetailInput({ field, value = '', onChange, ...input }: DetailInputProps) {
  const read = readPaymentField(field, value);
  const copied = read.value ?? value.trim();
  return (
    <Space.Compact block>
      <Input
        {...input}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={(event) => {
          if (read.value !== null && field.format(read.value) !== value) onChange?.(field.format(read.value));
          // The form's own: it checks the field as it is left.
          input.onBlur?.(event);
        }}
        maxLength={field.maxLength}
        inputMode={field.inputMode}
        autoComplete="off"
        spellCheck={false}
      />
      {copied && <CopyButton value={copied} label={field.copyLabel} detail={`${field.label}: ${read.value === null ? copied : field.format(read.value)}`} />}
    </Space.Compact>
  );
}

/**
 * "Cómo te pagan tus clientes": the transfer details the business's country asks for (CLABE in
 * Mexico, alias and CBU/CVU in Argentina, IBAN in Spain…: paymentFieldsOf), then the payment link and
 * the notes, every country's.
 */
export function PaymentDetailsFields({ country, readOnly }: { country: string; readOnly: boolean }) {
  const fields = paymentFieldsOf(country);
  return (
    <>
      <Typography.Title level={5}>Cómo te pagan tus clientes</Typography.Title>
      <Typography.Paragraph type="secondary">
        Tus clientes lo ven en &quot;Mi plan&quot; de la app, y va en los recordatorios por WhatsApp. Te pedimos los datos con los que se
        transfiere en {countryFacts(country).name}.
      </Typography.Paragraph>
      <Row gutter={16}>
        {fields.map((field) => (
          <Col xs={24} md={12} key={field.id}>
            {field.options ? (
              <Form.Item
                label={field.inputLabel}
                name={field.key}
                rules={[countryRule(field)]}
                // The form holds '' for nothing chosen; the select shows its placeholder then.
                getValueProps={(value?: string) => ({ value: value || undefined })}
                normalize={(value?: string) => value ?? ''}
              >
                <Select allowClear options={[...field.options]} aria-label={field.inputLabel} placeholder={readOnly ? undefined : 'Elegí el tipo'} />
              </Form.Item>
            ) : (
              <Form.Item label={field.inputLabel} name={field.key} extra={readOnly ? undefined : field.hint} rules={[countryRule(field)]} validateTrigger="onBlur">
                <DetailInput field={field} />
              </Form.Item>
            )}
          </Col>
        ))}
        <Col span={24}>
          <Form.Item label="Link de pago" name="paymentLink" rules={[{ pattern: /^https:\/\/\S+$/i, message: businessMessages.paymentLinkInvalid }]}>
            <Input maxLength={500} inputMode="url" placeholder={readOnly ? undefined : 'https://'} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Otras indicaciones" name="paymentNotes" rules={[{ max: MAX_PAYMENT_NOTES_LENGTH, message: m.maxLength(MAX_PAYMENT_NOTES_LENGTH) }]}>
            <Input.TextArea
              maxLength={MAX_PAYMENT_NOTES_LENGTH}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={readOnly ? undefined : 'Por ejemplo: efectivo en el estudio, hasta el día 10 de cada mes.'}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
