import Flex from 'antd/es/flex';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useDecimalInput } from '@coach/shared';
import { FORM_LIMITS, measurementFigureInfo, measurementFigures, RATING_MAX, type MeasurementFigure } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId, type ReactNode } from 'react';
import type { QuestionDraft } from '../lib/form-draft';
import { errorsUnder, type ErrorMap } from '../lib/form-errors';
import type { FormAction, QuestionChanges } from '../lib/form-reducer';
import { FieldErrors } from './field-errors';
import { OptionsEditor } from './options-editor';

export interface QuestionConstraintsProps {
  question: QuestionDraft;
  /** The question's place in the request ("questions.2"). */
  path: string;
  errors: ErrorMap;
  readOnly: boolean;
  dispatch: (action: FormAction) => void;
}

function Labeled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex vertical gap={2} style={{ flex: '1 1 140px', minWidth: 0 }}>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children(id)}
    </Flex>
  );
}

/** Where a number's answer goes: nowhere else, or a figure of the client's Medidas ("Peso (kg)"). */
const measurementChoices = [
  { value: 'none', label: 'No, es solo una respuesta' },
  ...measurementFigures.map((figure) => ({ value: figure, label: `${measurementFigureInfo[figure].label} (${measurementFigureInfo[figure].unit})` })),
];

const selectModes = [
  { value: 'single', label: 'Una sola respuesta' },
  { value: 'multiple', label: 'Varias respuestas' },
];

/** What the answer to the question may be: lengths, bounds, dates or options, by type. */
export function QuestionConstraints({ question, path, errors, readOnly, dispatch }: QuestionConstraintsProps) {
  const change = (changes: QuestionChanges) => dispatch({ type: 'update-question', questionKey: question.key, changes });
  const decimalInput = useDecimalInput();
  const number = (label: string, key: 'minLength' | 'maxLength' | 'min' | 'max', bounds: { min: number; max: number; precision?: number }) => (
    <Labeled label={label}>
      {(id) => (
        <InputNumber
          id={id}
          min={bounds.min}
          max={bounds.max}
          precision={bounds.precision}
          {...decimalInput}
          placeholder="Sin límite"
          disabled={readOnly}
          value={question[key]}
          status={errorsUnder(errors, `${path}.${key}`).length > 0 ? 'error' : undefined}
          onChange={(value) => change({ [key]: value })}
          style={{ width: '100%' }}
        />
      )}
    </Labeled>
  );
  const date = (label: string, key: 'minDate' | 'maxDate') => (
    <Labeled label={label}>
      {(id) => (
        <DateField
          id={id}
          disabled={readOnly}
          value={question[key]}
          status={errorsUnder(errors, `${path}.${key}`).length > 0 ? 'error' : undefined}
          onChange={(value) => change({ [key]: value })}
        />
      )}
    </Labeled>
  );
  const pairErrors = (keys: string[]) => <FieldErrors messages={keys.flatMap((key) => errorsUnder(errors, `${path}.${key}`))} />;

  switch (question.type) {
    case 'text':
      return (
        <>
          <Flex gap={12} wrap>
            {number('Largo mínimo (caracteres)', 'minLength', { min: 0, max: FORM_LIMITS.textLength, precision: 0 })}
            {number('Largo máximo (caracteres)', 'maxLength', { min: 0, max: FORM_LIMITS.textLength, precision: 0 })}
          </Flex>
          {pairErrors(['minLength', 'maxLength'])}
        </>
      );
    case 'number':
      return (
        <>
          <Flex gap={12} wrap>
            {number('Mínimo', 'min', { min: -FORM_LIMITS.numberAbs, max: FORM_LIMITS.numberAbs })}
            {number('Máximo', 'max', { min: -FORM_LIMITS.numberAbs, max: FORM_LIMITS.numberAbs })}
          </Flex>
          {pairErrors(['min', 'max'])}
          <Labeled label="Guardar la respuesta en Medidas del cliente">
            {(id) => (
              <Select
                id={id}
                disabled={readOnly}
                value={question.measurement ?? 'none'}
                options={measurementChoices}
                status={errorsUnder(errors, `${path}.measurement`).length > 0 ? 'error' : undefined}
                onChange={(value: string) => change({ measurement: value === 'none' ? null : (value as MeasurementFigure) })}
                style={{ maxWidth: 320 }}
              />
            )}
          </Labeled>
          {question.measurement && (
            <Typography.Text type="secondary">
              {`La respuesta se guarda como ${measurementFigureInfo[question.measurement].label.toLowerCase()} en el Progreso del cliente, con la fecha del día que responde: no hace falta cargarla dos veces.`}
            </Typography.Text>
          )}
          {pairErrors(['measurement'])}
        </>
      );
    case 'date':
      return (
        <>
          <Flex gap={12} wrap>
            {date('Fecha mínima', 'minDate')}
            {date('Fecha máxima', 'maxDate')}
          </Flex>
          {pairErrors(['minDate', 'maxDate'])}
        </>
      );
    case 'select':
      return (
        <Flex vertical gap={8}>
          <Radio.Group
            aria-label="Cuántas respuestas"
            disabled={readOnly}
            options={selectModes}
            value={question.multiple ? 'multiple' : 'single'}
            onChange={(event) => change({ multiple: event.target.value === 'multiple' })}
          />
          <OptionsEditor question={question} readOnly={readOnly} dispatch={dispatch} />
          {pairErrors(['options'])}
        </Flex>
      );
    case 'boolean':
      return <Typography.Text type="secondary">El cliente responde Sí o No.</Typography.Text>;
    case 'rating':
      return <Typography.Text type="secondary">El cliente puntúa de 1 a {RATING_MAX} estrellas.</Typography.Text>;
  }
}
