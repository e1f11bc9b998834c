import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followBusinessCountry } from '@coach/shared';
import type { WorkoutSeries } from '@coach/shared/contracts';
import { useState } from 'react';
import type { SeriesEntry } from '../lib/workout-log';
import { SeriesRow } from './series-row';

const series: WorkoutSeries = { reps: 10, seconds: null, restSeconds: 60, weightKg: 12.5 };

/** One series in the player, its entry kept as the player keeps it; the last weight it was told is in `changes`. */
function renderRow(weightKg: number | null = series.weightKg) {
  const changes: Array<number | null> = [];
  function Row() {
    const [entry, setEntry] = useState<SeriesEntry>({ reps: series.reps, weightKg, seconds: null, done: false });
    return (
      <ul>
        <SeriesRow
          name="Sentadilla"
          index={0}
          series={series}
          entry={entry}
          onChange={(next) => {
            changes.push(next.weightKg);
            setEntry(next);
          }}
          onToggleDone={() => {}}
          onStartTimer={() => {}}
          timing={false}
        />
      </ul>
    );
  }
  render(<Row />);
  return { changes, weight: () => screen.getByRole('spinbutton', { name: 'Peso en kilos, Sentadilla' }), user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  followBusinessCountry('AR');
  localStorage.clear();
});

describe('a series in the workout player', () => {
  it('shows the prescribed weight as the country writes it, with no zeros added', () => {
    const { weight } = renderRow();
    expect(weight()).toHaveValue('12,5');
    expect(screen.getByText('Indicado: 10 reps · 12,5 kg · descanso 1:00')).toBeInTheDocument();
  });

  it('keeps what the client types, rounds it to two decimals on leaving the field, and reads a point too', async () => {
    const { weight, changes, user } = renderRow(null);
    await user.type(weight(), '80');
    await user.tab();
    expect(weight()).toHaveValue('80');
    expect(changes.at(-1)).toBe(80);

    await user.clear(weight());
    await user.type(weight(), '12,555');
    expect(weight()).toHaveValue('12,555');
    await user.tab();
    expect(weight()).toHaveValue('12,56');
    expect(changes.at(-1)).toBe(12.56);

    await user.clear(weight());
    await user.type(weight(), '7.5');
    await user.tab();
    expect(weight()).toHaveValue('7,5');
    expect(changes.at(-1)).toBe(7.5);
  });

  it('writes the weight with a point where the country does (Mexico)', () => {
    act(() => followBusinessCountry('MX'));
    const { weight } = renderRow();
    expect(weight()).toHaveValue('12.5');
  });
});
