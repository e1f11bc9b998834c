import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { questionTypeLabels } from '@coach/shared/contracts';
import { memo, useId } from 'react';
import type { QuestionDraft } from '../lib/form-draft';
import type { ErrorMap } from '../lib/form-errors';
import type { FormAction } from '../lib/form-reducer';
import { QuestionConstraints } from './question-constraints';
import { MoveButtons, useSortableItem } from '../../../lib/sortable';

export interface QuestionCardProps {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: ErrorMap;
  readOnly: boolean;
  dispatch: (action: FormAction) => void;
  /** Focus the title when it appears (a question the trainer just added). */
  autoFocus?: boolean;
}

/**
 * One question: its title, description, whether it must be answered, and its type's constraints; an
 * item of the questions' sortable list. Typing in one question re-renders only that one.
 */
export const QuestionCard = memo(function QuestionCard({ question, index, count, errors, readOnly, dispatch, autoFocus }: QuestionCardProps) {
  const { token } = theme.useToken();
  const { setNodeRef, style, handle } = useSortableItem({ id: question.key, handleLabel: `Reordenar la pregunta ${index + 1}`, disabled: readOnly });
  const path = `questions.${index}`;
  const titleId = useId();
  const descriptionId = useId();
  const requiredId = useId();
  const titleErrors = errors[`${path}.title`] ?? [];
  const name = `la pregunta ${index + 1}`;
  const change = (changes: Partial<QuestionDraft>) => dispatch({ type: 'update-question', questionKey: question.key, changes });

  return (
    <section
      ref={setNodeRef}
      aria-label={`Pregunta ${index + 1}`}
      style={{ ...style, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, padding: 'clamp(12px, 3vw, 16px)', display: 'grid', gap: 12 }}
    >
      <Flex align="center" gap={8} wrap>
        {handle}
        <Typography.Text strong>Pregunta {index + 1}</Typography.Text>
        <Tag>{questionTypeLabels[question.type]}</Tag>
        {!readOnly && (
          <Flex gap={2} style={{ marginInlineStart: 'auto' }}>
            <MoveButtons index={index} count={count} noun={name} onMove={(from, to) => dispatch({ type: 'move-question', from, to })} />
            <Button type="text" size="small" danger aria-label={`Eliminar ${name}`} onClick={() => dispatch({ type: 'remove-question', questionKey: question.key })}>
              Eliminar
            </Button>
          </Flex>
        )}
      </Flex>
      <Form.Item
        label="Título"
        htmlFor={titleId}
        required
        validateStatus={titleErrors.length > 0 ? 'error' : undefined}
        help={titleErrors.length > 0 ? titleErrors.join(' ') : undefined}
        style={{ margin: 0 }}
      >
        <Input id={titleId} autoFocus={autoFocus} value={question.title} maxLength={200} disabled={readOnly} aria-invalid={titleErrors.length > 0} onChange={(event) => change({ title: event.target.value })} />
      </Form.Item>
      <Form.Item label="Descripción (opcional)" htmlFor={descriptionId} style={{ margin: 0 }}>
        <Input.TextArea id={descriptionId} value={question.description} disabled={readOnly} rows={2} onChange={(event) => change({ description: event.target.value })} />
      </Form.Item>
      <Flex align="center" gap={8}>
        <Switch id={requiredId} checked={question.required} disabled={readOnly} onChange={(required) => change({ required })} />
        <label htmlFor={requiredId}>Obligatoria</label>
      </Flex>
      <QuestionConstraints question={question} path={path} errors={errors} readOnly={readOnly} dispatch={dispatch} />
    </section>
  );
}, sameQuestionProps);

/** The errors arrive as a new object on every edit: compare what they say. */
function sameQuestionProps(before: QuestionCardProps, after: QuestionCardProps): boolean {
  return (
    before.question === after.question &&
    before.index === after.index &&
    before.count === after.count &&
    before.readOnly === after.readOnly &&
    before.dispatch === after.dispatch &&
    JSON.stringify(before.errors) === JSON.stringify(after.errors)
  );
}
