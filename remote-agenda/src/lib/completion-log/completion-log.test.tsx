import { render, screen, within } from '@testing-library/react';
import type { PersonalRecord, TaskCompletion } from '@coach/shared/contracts';
import { aSeriesResult } from '../../testing/agenda-fixtures';
import { spokenText } from '../../testing/spoken-text';
import { CompletionLog } from './completion-log';

const feedback: TaskCompletion['feedback'] = { mood: 'very_good', enjoyment: 'a_lot', comment: 'Me costó el final' };

/** The series of one exercise as a screen reader reads them, one line each. */
const spokenRows = (exercise: string) =>
  within(screen.getByRole('list', { name: exercise }))
    .getAllByRole('listitem')
    .map(spokenText);

describe('CompletionLog', () => {
  it('announces a series done differently as changed, and one done as prescribed as not', () => {
    render(
      <CompletionLog
        completion={{
          feedback,
          results: [
            aSeriesResult({ seriesIndex: 0 }),
            aSeriesResult({ seriesIndex: 1, done: { reps: 10, weightKg: 40, seconds: null } }),
            // The same reps with a weight the workout did not ask for is a change too.
            aSeriesResult({ exerciseIndex: 1, exerciseId: 8, exerciseName: 'Flexiones', done: { reps: 15, weightKg: 5, seconds: null }, prescribed: { reps: 15, seconds: null, restSeconds: 60, weightKg: null } }),
          ],
        }}
      />,
    );

    expect(spokenRows('Sentadilla goblet')).toEqual([
      'Serie 1: 12 repeticiones con 40 kg, como se indicó.',
      'Serie 2, cambió: hizo 10 repeticiones con 40 kg; se indicó 12 repeticiones con 40 kg.',
    ]);
    expect(spokenRows('Flexiones')).toEqual(['Serie 1, cambió: hizo 15 repeticiones con 5 kg; se indicó 15 repeticiones.']);

    // What the eye sees: done beside prescribed, and the change marked with a word, not only a colour.
    const [same, changed] = within(screen.getByRole('list', { name: 'Sentadilla goblet' })).getAllByRole('listitem');
    expect(within(changed!).getByText('10 × 40 kg')).toBeInTheDocument();
    expect(within(changed!).getByText('(indicado 12 × 40 kg)')).toBeInTheDocument();
    expect(within(changed!).getByText('cambió')).toBeInTheDocument();
    expect(within(same!).getByText('(indicado 12 × 40 kg)')).toBeInTheDocument();
    expect(within(same!).queryByText('cambió')).not.toBeInTheDocument();
    expect(screen.getByText('Cambiaron 2 de 3 series.')).toBeInTheDocument();
  });

  it('marks the series that set a record: the first with its figures, said in words', () => {
    const record = (kind: PersonalRecord['kind'], reps: number, weightKg: number, e1rmKg: number | null = null): PersonalRecord => ({
      kind,
      exerciseId: 7,
      exerciseName: 'Sentadilla goblet',
      reps,
      weightKg,
      seconds: null,
      e1rmKg,
      date: '2026-03-10',
      completionId: 1,
    });
    render(
      <CompletionLog
        completion={{
          feedback: null,
          results: [
            aSeriesResult({ seriesIndex: 0, done: { reps: 10, weightKg: 50, seconds: null } }),
            // A tie later in the session did not take it.
            aSeriesResult({ seriesIndex: 1, done: { reps: 10, weightKg: 50, seconds: null } }),
            aSeriesResult({ seriesIndex: 2 }),
          ],
        }}
        records={[record('weight_for_reps', 10, 50), record('e1rm', 10, 50, 66.67)]}
      />,
    );
    const [first, second, third] = within(screen.getByRole('list', { name: 'Sentadilla goblet' })).getAllByRole('listitem');
    expect(within(first!).getByText('Récord')).toBeInTheDocument();
    expect(spokenText(first!)).toBe(
      'Serie 1, cambió: hizo 10 repeticiones con 50 kg; se indicó 12 repeticiones con 40 kg. Récord: Más peso para 10 repeticiones; 1RM estimado (Epley).',
    );
    expect(within(second!).queryByText('Récord')).not.toBeInTheDocument();
    expect(within(third!).queryByText('Récord')).not.toBeInTheDocument();
  });

  it('groups the series by group and exercise in the workout order, whatever order they came in', () => {
    render(
      <CompletionLog
        completion={{
          feedback: null,
          results: [
            aSeriesResult({ groupIndex: 1, groupName: 'Core', exerciseName: 'Plancha', exerciseId: 9, done: { reps: null, weightKg: null, seconds: 30 }, prescribed: { reps: null, seconds: 30, restSeconds: 30, weightKg: null } }),
            aSeriesResult({ seriesIndex: 1 }),
            aSeriesResult({ seriesIndex: 0 }),
          ],
        }}
      />,
    );

    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Bloque principal', 'Core']);
    const listNames = screen.getAllByRole('list').map((list) => document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent);
    expect(listNames).toEqual(['Sentadilla goblet', 'Plancha']);
    expect(spokenRows('Sentadilla goblet').map((line) => line.slice(0, 7))).toEqual(['Serie 1', 'Serie 2']);
    expect(screen.getByText('Las 3 series, como se indicaron.')).toBeInTheDocument();
  });

  it('shows time series as minutes and seconds, and says them in words', () => {
    render(
      <CompletionLog
        completion={{
          feedback: null,
          results: [
            aSeriesResult({ exerciseName: 'Plancha', done: { reps: null, weightKg: null, seconds: 90 }, prescribed: { reps: null, seconds: 45, restSeconds: 30, weightKg: null } }),
            aSeriesResult({ seriesIndex: 1, exerciseName: 'Plancha', done: { reps: null, weightKg: 10, seconds: 605 }, prescribed: { reps: null, seconds: 605, restSeconds: 30, weightKg: 10 } }),
          ],
        }}
      />,
    );

    const [longer, same] = within(screen.getByRole('list', { name: 'Plancha' })).getAllByRole('listitem');
    expect(within(longer!).getByText('1:30')).toBeInTheDocument();
    expect(within(longer!).getByText('(indicado 0:45)')).toBeInTheDocument();
    expect(within(same!).getByText('10:05 con 10 kg')).toBeInTheDocument();
    expect(spokenRows('Plancha')).toEqual([
      'Serie 1, cambió: hizo 1 minuto 30 segundos; se indicó 45 segundos.',
      'Serie 2: 10 minutos 5 segundos con 10 kg, como se indicó.',
    ]);
  });

  it('without results shows the feedback and nothing else', () => {
    const { rerender, container } = render(<CompletionLog completion={{ feedback, results: null }} />);

    expect(screen.getByRole('heading', { name: 'Cómo le fue' })).toBeInTheDocument();
    expect(screen.getByText('Muy bien')).toBeInTheDocument();
    expect(screen.getByText('Mucho')).toBeInTheDocument();
    expect(screen.getByText('Me costó el final')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Series registradas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    rerender(<CompletionLog completion={{ feedback, results: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Series registradas' })).not.toBeInTheDocument();
    expect(screen.getByText('Muy bien')).toBeInTheDocument();

    rerender(<CompletionLog completion={{ feedback: null, results: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says when a series came without numbers, without calling it changed', () => {
    render(<CompletionLog completion={{ feedback: null, results: [aSeriesResult({ done: { reps: null, weightKg: null, seconds: null } })] }} />);

    expect(spokenRows('Sentadilla goblet')).toEqual(['Serie 1: sin datos; se indicó 12 repeticiones con 40 kg.']);
    expect(screen.queryByText('cambió')).not.toBeInTheDocument();
    expect(screen.getByText('Ninguna serie cambió. 1 sin datos.')).toBeInTheDocument();
  });
});
