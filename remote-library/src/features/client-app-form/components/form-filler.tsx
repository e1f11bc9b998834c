import Button from 'antd/es/button';
import { clientAppPaths, useToast } from '@coach/shared';
import { validateFormAnswers, type ClientAppTask, type FormAnswer } from '@coach/shared/contracts';
import { CompletionInputError, registerCompletion } from '@coach/shared/client-app';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientTaskFrame } from '../../../lib/client-task-frame';
import { QuestionField } from './question-field';

type FormTask = ClientAppTask & { form: NonNullable<ClientAppTask['form']> };

/** A blank text is no answer; texts are sent trimmed. */
const normalized = (answer: FormAnswer): FormAnswer => {
  if (typeof answer === 'string') return answer.trim() === '' ? null : answer.trim();
  if (Array.isArray(answer) && answer.length === 0) return null;
  return answer;
};

/**
 * "Responder": the form's questions with the builder's constraints, checked here with the API's own
 * rules and messages (`validateFormAnswers`), then registered through the outbox.
 */
export function FormFiller({ task }: { task: FormTask }) {
  const { form } = task;
  const navigate = useNavigate();
  const toast = useToast();
  const [answers, setAnswers] = useState<FormAnswer[]>(() => form.questions.map(() => null));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  const change = (index: number, answer: FormAnswer) => {
    setAnswers((current) => current.map((value, position) => (position === index ? answer : value)));
    setErrors(({ [index]: _, ...rest }) => rest);
  };

  const submit = async () => {
    const sent = answers.map(normalized);
    const issues = validateFormAnswers(form.questions, sent);
    if (issues.length > 0) {
      setErrors(Object.fromEntries(issues.filter((issue) => issue.index !== null).map((issue) => [issue.index!, issue.message])));
      const first = issues.find((issue) => issue.index !== null);
      const target = document.querySelector<HTMLElement>(`[data-question="${first?.index ?? 0}"]`);
      target?.scrollIntoView({ block: 'center' });
      target?.querySelector<HTMLElement>('input, textarea, [tabindex="0"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      await registerCompletion(task, { answers: sent });
    } catch (error) {
      setSaving(false);
      toast.error('No se pudieron guardar tus respuestas', error instanceof CompletionInputError ? error.message : 'Revisá el espacio libre del teléfono e intentá de nuevo.');
      return;
    }
    toast.success(
      'Respuestas guardadas',
      navigator.onLine ? 'Tu entrenador ya puede verlas.' : 'Las guardamos en tu teléfono: se envían cuando vuelvas a tener conexión.',
    );
    navigate(clientAppPaths.day(task.date), { replace: true });
  };

  return (
    <ClientTaskFrame title={form.name} date={task.date}>
      {form.description ? <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{form.description}</p> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: 24 }}
      >
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 24 }}>
          {form.questions.map((question, index) => (
            <QuestionField key={index} question={question} index={index} answer={answers[index] ?? null} error={errors[index] ?? null} onChange={(answer) => change(index, answer)} />
          ))}
        </ol>
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          Enviar respuestas
        </Button>
      </form>
    </ClientTaskFrame>
  );
}
