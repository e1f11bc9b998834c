import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Rate from 'antd/es/rate';
import theme from 'antd/es/theme';
import { measurementFigureInfo, RATING_MAX, type FormAnswer, type Form } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId } from 'react';
import { constraintHint } from '../../../lib/form-hints';
import { useDecimalInput, visuallyHidden } from '@coach/shared';

type Question = Form['questions'][number];

interface QuestionFieldProps {
  question: Question;
  index: number;
  answer: FormAnswer;
  error: string | null;
  onChange: (answer: FormAnswer) => void;
}

/** One question of a form, answered with the control its type asks for, its constraints said beside it. */
export function QuestionField({ question, index, answer, error, onChange }: QuestionFieldProps) {
  const { token } = theme.useToken();
  const id = useId();
  // A figure of Medidas keeps two decimals, as Progreso does.
  const decimalInput = useDecimalInput(question.measurement ? { decimals: 2 } : {});
  const titleId = `${id}-titulo`;
  const hintId = `${id}-ayuda`;
  const errorId = `${id}-error`;
  const hint = constraintHint(question);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': question.required } as const;
  const options = (question.options ?? []).map((option) => ({ value: option, label: option }));

  const control = () => {
    switch (question.type) {
      case 'text':
        return (
          <Input.TextArea
            id={id}
            {...common}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onChange(event.target.value)}
            maxLength={question.maxLength ?? undefined}
            showCount={question.maxLength != null}
            rows={3}
          />
        );
      case 'number':
        return (
          <InputNumber
            id={id}
            {...common}
            inputMode="decimal"
            {...decimalInput}
            suffix={question.measurement ? measurementFigureInfo[question.measurement].unit : undefined}
            value={typeof answer === 'number' ? answer : null}
            onChange={(value) => onChange(value)}
            style={{ width: '100%', maxWidth: 240 }}
          />
        );
      case 'date':
        return (
          <DateField
            id={id}
            {...common}
            value={typeof answer === 'string' ? answer : null}
            onChange={(value) => onChange(value || null)}
            min={question.minDate ?? undefined}
            max={question.maxDate ?? undefined}
            style={{ maxWidth: 240 }}
          />
        );
      case 'select':
        return question.multiple ? (
          <Checkbox.Group
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            options={options}
            value={Array.isArray(answer) ? answer : []}
            onChange={(values) => onChange(values.map(String))}
            style={{ display: 'grid', gap: 8 }}
          />
        ) : (
          <Radio.Group
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            options={options}
            value={typeof answer === 'string' ? answer : undefined}
            onChange={(event) => onChange(String(event.target.value))}
            style={{ display: 'grid', gap: 8 }}
          />
        );
      case 'boolean':
        return (
          <Radio.Group
            aria-labelledby={titleId}
            aria-describedby={describedBy}
            optionType="button"
            options={[
              { value: 'yes', label: 'Sí' },
              { value: 'no', label: 'No' },
            ]}
            value={answer === true ? 'yes' : answer === false ? 'no' : undefined}
            onChange={(event) => onChange(event.target.value === 'yes')}
          />
        );
      case 'rating':
        return (
          <div role="group" aria-labelledby={titleId} aria-describedby={describedBy}>
            <Rate count={RATING_MAX} value={typeof answer === 'number' ? answer : 0} onChange={(value) => onChange(value === 0 ? null : value)} style={{ fontSize: 32 }} />
            <span style={{ marginInlineStart: 12 }}>{typeof answer === 'number' ? `${answer} de ${RATING_MAX}` : 'Sin puntuar'}</span>
          </div>
        );
    }
  };
  const labelled = question.type === 'text' || question.type === 'number' || question.type === 'date';
  const Title = labelled ? 'label' : 'span';

  return (
    <li style={{ display: 'grid', gap: 6 }} data-question={index}>
      <Title id={titleId} {...(labelled ? { htmlFor: id } : {})} style={{ fontWeight: 600 }}>
        {index + 1}. {question.title}
        {question.required ? (
          <span style={{ color: token.colorErrorText, marginInlineStart: 4 }} aria-hidden="true">
            *
          </span>
        ) : null}
        {question.required ? <span style={visuallyHidden}> (obligatoria)</span> : null}
      </Title>
      {question.description ? <span style={{ color: token.colorTextSecondary, whiteSpace: 'pre-wrap' }}>{question.description}</span> : null}
      {control()}
      {hint ? (
        <span id={hintId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} role="alert" style={{ color: token.colorErrorText }}>
          {error}
        </span>
      ) : null}
    </li>
  );
}
