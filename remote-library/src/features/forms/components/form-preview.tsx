import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Rate from 'antd/es/rate';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { measurementFigureInfo, RATING_MAX } from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useId } from 'react';
import { constraintHint } from '../../../lib/form-hints';
import type { FormDraft, QuestionDraft } from '../lib/form-draft';
import { useDecimalInput, visuallyHidden } from '@coach/shared';

function PreviewQuestion({ question, index }: { question: QuestionDraft; index: number }) {
  const { token } = theme.useToken();
  const id = useId();
  const decimalInput = useDecimalInput();
  const titleId = `${id}-titulo`;
  const title = question.title.trim() || `Pregunta ${index + 1} sin título`;
  const hint = constraintHint(question);
  const options = question.options.map((option, position) => ({ value: option.key, label: option.value || `Opción ${position + 1}` }));

  const answer = () => {
    switch (question.type) {
      case 'text':
        return <Input.TextArea id={id} aria-required={question.required} minLength={question.minLength ?? undefined} maxLength={question.maxLength ?? undefined} showCount={question.maxLength !== null} rows={3} />;
      case 'number':
        return (
          <InputNumber
            id={id}
            aria-required={question.required}
            {...decimalInput}
            min={question.min ?? undefined}
            max={question.max ?? undefined}
            suffix={question.measurement ? measurementFigureInfo[question.measurement].unit : undefined}
            style={{ width: '100%', maxWidth: 240 }}
          />
        );
      case 'date':
        return <DateField id={id} aria-required={question.required} min={question.minDate || undefined} max={question.maxDate || undefined} style={{ maxWidth: 240 }} />;
      case 'select':
        return question.multiple ? (
          <Checkbox.Group aria-labelledby={titleId} options={options} style={{ display: 'grid', gap: 4 }} />
        ) : (
          <Radio.Group aria-labelledby={titleId} options={options} style={{ display: 'grid', gap: 4 }} />
        );
      case 'boolean':
        return (
          <Radio.Group
            aria-labelledby={titleId}
            options={[
              { value: 'yes', label: 'Sí' },
              { value: 'no', label: 'No' },
            ]}
          />
        );
      case 'rating':
        return (
          <div role="group" aria-labelledby={titleId}>
            <Rate count={RATING_MAX} />
          </div>
        );
    }
  };
  const labelled = question.type === 'text' || question.type === 'number' || question.type === 'date';

  return (
    <li style={{ display: 'grid', gap: 6 }}>
      {labelled ? (
        <label htmlFor={id} id={titleId}>
          <Typography.Text strong>{title}</Typography.Text>
          {question.required && <RequiredMark />}
        </label>
      ) : (
        <span id={titleId}>
          <Typography.Text strong>{title}</Typography.Text>
          {question.required && <RequiredMark />}
        </span>
      )}
      {question.description.trim() && <Typography.Text type="secondary">{question.description}</Typography.Text>}
      {answer()}
      {hint && <Typography.Text style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{hint}</Typography.Text>}
    </li>
  );
}

function RequiredMark() {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorError, marginInlineStart: 4 }} title="Obligatoria">
      *<span style={visuallyHidden}> (obligatoria)</span>
    </span>
  );
}

/** The form as the client will see it in the app, updated while the trainer edits it. */
export function FormPreview({ draft }: { draft: FormDraft }) {
  return (
    <Flex vertical gap={16} aria-label="Vista previa del formulario" role="region">
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {draft.name.trim() || 'Formulario sin nombre'}
        </Typography.Title>
        {draft.description.trim() && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{draft.description}</Typography.Paragraph>}
      </div>
      {draft.questions.length === 0 ? (
        <Typography.Text type="secondary">Las preguntas que agregues aparecen acá.</Typography.Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 20 }}>
          {draft.questions.map((question, index) => (
            <PreviewQuestion key={question.key} question={question} index={index} />
          ))}
        </ol>
      )}
    </Flex>
  );
}
