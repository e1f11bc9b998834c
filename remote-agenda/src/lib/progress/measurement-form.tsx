import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import type { FormRule } from 'antd';
import { formatDecimal, validationMessages as m } from '@coach/shared';
import {
  MEASUREMENT_LIMITS,
  measurementFigures,
  measurementMessages,
  measurementUpdateSchema,
  type Measurement,
  type MeasurementCreateRequest,
  type MeasurementFigure,
} from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { figureInfo } from './figures';

/** What the measurement form holds: figures as typed ("72,5"), empty when not measured. */
export type MeasurementFormValues = { date: string; note: string } & Record<MeasurementFigure, string>;

type ContractField = keyof typeof measurementUpdateSchema.shape;

/** Checks one field with the contract's own schema, so the form says exactly what the API would. */
const contractRule = (field: ContractField): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = measurementUpdateSchema.shape[field].safeParse(value === '' ? undefined : value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? m.required);
  },
});

const examples: Record<MeasurementFigure, number> = { weightKg: 72.5, bodyFatPct: 18, waistCm: 80, hipCm: 95, chestCm: 98, armCm: 32, thighCm: 55 };

/**
 * The values of a new measurement (today, nothing measured) or of one being edited, as the business's
 * country writes them ("72,5", "72.5" in Mexico; the contract reads either sign back).
 */
export function measurementFormValues(today: string, measurement?: Measurement): MeasurementFormValues {
  const figures = Object.fromEntries(
    measurementFigures.map((figure) => [figure, formatDecimal(measurement?.[figure], { grouping: false })]),
  ) as Record<MeasurementFigure, string>;
  return { date: measurement?.date ?? today, note: measurement?.note ?? '', ...figures };
}

/** Whether at least one figure was typed (the API asks for one). */
export const hasSomeTypedFigure = (values: MeasurementFormValues) => measurementFigures.some((figure) => values[figure]?.trim());

/**
 * The body a form sends: a new measurement leaves out what was not measured; a change sends null for
 * a figure or note that was cleared.
 */
export function measurementBody(values: MeasurementFormValues, mode: 'create' | 'update'): MeasurementCreateRequest {
  const empty = mode === 'create' ? undefined : null;
  const figures = Object.fromEntries(measurementFigures.map((figure) => [figure, values[figure]?.trim() ? values[figure].trim() : empty]));
  return { date: values.date, ...figures, note: values.note?.trim() ? values.note.trim() : empty };
}

/** The date, the seven figures (two per row from a tablet up) and a note. Inside an antd Form. */
export function MeasurementFields({ today }: { today: string }) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item label="Fecha" name="date" rules={[{ required: true, message: measurementMessages.dateRequired }, contractRule('date')]}>
          <DateField max={today} min={`${MEASUREMENT_LIMITS.earliestYear}-01-01`} allowClear={false} />
        </Form.Item>
      </Col>
      {measurementFigures.map((figure) => (
        <Col key={figure} xs={12} sm={12}>
          <Form.Item label={`${figureInfo[figure].label} (${figureInfo[figure].unit})`} name={figure} rules={[contractRule(figure)]}>
            <Input inputMode="decimal" placeholder={`Ej.: ${formatDecimal(examples[figure])}`} suffix={figureInfo[figure].unit} />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24}>
        <Form.Item label="Nota" name="note" rules={[contractRule('note')]}>
          <Input.TextArea maxLength={MEASUREMENT_LIMITS.noteLength} autoSize={{ minRows: 2, maxRows: 4 }} placeholder="Ej.: en ayunas, después de entrenar" />
        </Form.Item>
      </Col>
    </Row>
  );
}
