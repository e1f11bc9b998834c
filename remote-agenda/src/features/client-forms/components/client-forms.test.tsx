import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import { type ClientForm } from '@coach/shared/contracts';
import { resetBrowserState, stubFetch } from '@coach/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import ClientForms from '../../../exposes/client-forms';

jest.setTimeout(60_000);
beforeEach(resetBrowserState);

const question = (type: ClientForm['questions'][number]['type'], title: string, extra: object = {}) => ({ type, title, description: null, required: false, ...extra });

const renderForms = (items: ClientForm[]) => {
  stubFetch((call) => (call.url === '/api/v1/clients/5/forms' ? { status: 200, body: { items } } : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } }));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ClientForms clientId={5} clientName="Ana López" clientActive />
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
};

describe('client forms', () => {
  it('lists the assigned forms with their status, and shows each answer as its question type reads', async () => {
    const user = renderForms([
      {
        taskId: 1,
        occurrence: '2026-07-06',
        date: '2026-07-06',
        formId: 3,
        formName: 'Check-in semanal',
        status: 'finished',
        completedAt: '2026-07-06T22:00:00.000Z',
        questions: [
          question('text', '¿Cómo dormiste?'),
          question('number', 'Peso (kg)'),
          question('date', 'Última lesión'),
          question('select', 'Días que entrenaste', { multiple: true, options: ['Lunes', 'Miércoles', 'Viernes'] }),
          question('boolean', '¿Tomaste agua?'),
          question('rating', 'Energía'),
          question('text', 'Comentarios'),
        ],
        answers: ['Bien, 8 horas', 72.5, '2025-03-09', ['Lunes', 'Viernes'], true, 4, null],
      },
      {
        taskId: 2,
        occurrence: '2026-07-13',
        date: '2026-07-13',
        formId: 3,
        formName: 'Check-in semanal',
        status: 'pending',
        completedAt: null,
        questions: [question('text', '¿Cómo dormiste?')],
        answers: null,
      },
      {
        taskId: 2,
        occurrence: '2026-07-20',
        date: '2026-07-20',
        formId: 3,
        formName: 'Check-in semanal',
        status: 'upcoming',
        completedAt: null,
        questions: [question('text', '¿Cómo dormiste?')],
        answers: null,
      },
    ]);

    const finished = await screen.findByRole('listitem', { name: 'Check-in semanal, 06/07/2026' }, { timeout: 10_000 });
    expect(within(finished).getByText('Completado')).toBeInTheDocument();
    const pending = screen.getByRole('listitem', { name: 'Check-in semanal, 13/07/2026' });
    expect(within(pending).getByText('Pendiente')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Ver respuestas' })).not.toBeInTheDocument();
    // Assigned for a day still ahead: listed from the start, said so.
    const upcoming = screen.getByRole('listitem', { name: 'Check-in semanal, 20/07/2026' });
    expect(within(upcoming).getByText('Próximo')).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: 'Ver respuestas' })).not.toBeInTheDocument();

    await user.click(within(finished).getByRole('button', { name: 'Ver respuestas' }));
    expect(within(finished).getByText('Bien, 8 horas')).toBeInTheDocument();
    expect(within(finished).getByText('72,5')).toBeInTheDocument();
    expect(within(finished).getByText('09/03/2025')).toBeInTheDocument();
    expect(within(finished).getByText('Lunes, Viernes')).toBeInTheDocument();
    expect(within(finished).getByText('Sí')).toBeInTheDocument();
    expect(within(finished).getByRole('img', { name: '4 de 5' })).toBeInTheDocument();
    expect(within(finished).getByText('Sin respuesta')).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: 'Ocultar respuestas' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('without forms, says how to assign one', async () => {
    renderForms([]);
    expect(await screen.findByText('Todavía no tiene formularios', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/Asignale uno desde Planificación/)).toBeInTheDocument();
  });
});
