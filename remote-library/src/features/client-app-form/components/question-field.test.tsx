import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Form, FormAnswer } from '@coach/shared/contracts';
import { useState } from 'react';
import { QuestionField } from './question-field';

type Question = Form['questions'][number];

const weight: Question = { type: 'number', title: '¿Cuánto pesaste hoy?', description: null, required: false, min: null, max: null, measurement: 'weightKg' };

function renderQuestion(question: Question) {
  const answers: FormAnswer[] = [];
  function Field() {
    const [answer, setAnswer] = useState<FormAnswer>(null);
    return (
      <ul>
        <QuestionField
          question={question}
          index={0}
          answer={answer}
          error={null}
          onChange={(next) => {
            answers.push(next);
            setAnswer(next);
          }}
        />
      </ul>
    );
  }
  render(<Field />);
  return { answers, user: userEvent.setup({ delay: null }) };
}

describe('a form question that is a figure of Medidas, in the app', () => {
  it('says its unit, its limits and where the answer goes, and keeps two decimals', async () => {
    const { answers, user } = renderQuestion(weight);
    const field = screen.getByRole('spinbutton', { name: '1. ¿Cuánto pesaste hoy?' });
    expect(field).toHaveAccessibleDescription('Entre 20 y 400 kg. Se guarda en tu Progreso.');
    expect(field.closest('.ant-input-number')).toHaveTextContent('kg');
    await user.type(field, '72,555');
    await user.tab();
    expect(field).toHaveValue('72,56');
    expect(answers.at(-1)).toBe(72.56);
  });

  it('leaves a number of its own as it was: no unit, any decimals', async () => {
    const { answers, user } = renderQuestion({ ...weight, title: 'Pasos', measurement: null });
    const field = screen.getByRole('spinbutton', { name: '1. Pasos' });
    expect(field).not.toHaveAccessibleDescription();
    await user.type(field, '1,2345');
    await user.tab();
    expect(answers.at(-1)).toBe(1.2345);
  });
});
