import { AppProviders, createQueryClient } from '@coach/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import { MuscleGroupsField } from './muscle-groups-field';

jest.setTimeout(30_000);

function renderField() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Form>
        <MuscleGroupsField />
      </Form>
    </AppProviders>,
  );
  return screen.getByRole('combobox', { name: 'Grupos musculares' });
}

/** The options the dropdown shows for what was typed (their visible labels). */
async function offered(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, typed: string) {
  await user.clear(input);
  await user.type(input, typed);
  await screen.findByRole('listbox');
  return [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
}

describe('MuscleGroupsField', () => {
  it.each([
    ['biceps', 'Bíceps'],
    ['gluteos', 'Glúteos'],
    ['cuadri', 'Cuádriceps'],
    ['TRÍCEPS', 'Tríceps'],
  ])('typing "%s" finds %s (accents and case do not matter)', async (typed, label) => {
    const user = userEvent.setup();
    const input = renderField();
    await user.click(input);
    expect(await offered(user, input, typed)).toContain(label);
  });
});
