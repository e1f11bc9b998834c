import type { Form } from '@coach/shared/contracts';

/** A form shaped like the API's answers, for this feature's tests. */
export function aForm(overrides: Partial<Form> = {}): Form {
  return {
    id: 4,
    source: 'own',
    createdByUserId: 1,
    name: 'Check-in semanal',
    archived: false,
    createdAt: '2025-05-01T12:00:00.000Z',
    updatedAt: '2025-05-01T12:00:00.000Z',
    description: null,
    version: 1,
    questions: [{ type: 'rating', title: '¿Cómo te sentiste esta semana?', description: null, required: true }],
    ...overrides,
  };
}
