import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { monthlyChoices, monthlyLabel, recurrenceIssue, skippedDatesHint } from './recurrence-choices';
import { RecurrenceEditor } from './recurrence-editor';

jest.setTimeout(60_000);

/** The editor with its value kept by the test, as a form keeps it. */
function Harness({ initial, start, onValue }: { initial: string | null; start: string; onValue: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RecurrenceEditor
      value={value}
      start={start}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const setup = (initial: string | null, start = '2026-07-14') => {
  const values: Array<string | null> = [];
  render(<Harness initial={initial} start={start} onValue={(value) => values.push(value)} />);
  return { values, user: userEvent.setup({ delay: null }) };
};

describe('RecurrenceEditor', () => {
  it('turns repetition on as every week on the start weekday, adds days and an end, and reads it in Spanish', async () => {
    // 14/07/2026 is a Tuesday.
    const { values, user } = setup(null);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Días de la semana' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Sí')); // a button-style radio: its label takes the click
    expect(values.at(-1)).toBe('FREQ=WEEKLY;BYDAY=TU');
    // "semana" is feminine: the question agrees with it.
    expect(screen.getByLabelText('Cada cuántas semanas')).toHaveValue('1');
    const days = screen.getByRole('group', { name: 'Días de la semana' });
    expect(within(days).getByRole('button', { name: 'martes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(days).getByRole('button', { name: 'jueves' }));
    await user.click(within(days).getByRole('button', { name: 'lunes' }));
    expect(values.at(-1)).toBe('FREQ=WEEKLY;BYDAY=MO,TU,TH');

    await user.click(screen.getByRole('radio', { name: 'Después de unas repeticiones' }));
    const count = screen.getByLabelText('Cantidad de repeticiones');
    await user.clear(count);
    await user.type(count, '8');
    await user.tab();
    expect(values.at(-1)).toBe('FREQ=WEEKLY;BYDAY=MO,TU,TH;COUNT=8');
    expect(screen.getByText('Se repite: Cada semana: lunes, martes y jueves, 8 veces')).toBeInTheDocument();

    await user.click(screen.getByText('No'));
    expect(values.at(-1)).toBeNull();
  });

  it('shows a stored monthly rule as chosen and offers the start day, its ordinal weekday and the last one', async () => {
    // 29/10/2026 is the fifth and last Thursday of October.
    const { values, user } = setup('FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=29;UNTIL=20270630', '2026-10-29');
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();
    expect(screen.getByLabelText('Cada cuántos meses')).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'El día 29' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'El último jueves' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'El día…' })).toBeChecked();
    expect(screen.getByLabelText('Último día')).toHaveValue('30/06/2027');
    expect(screen.getByText('Se repite: Cada 2 meses, el día 29, hasta el 30/06/2027')).toBeInTheDocument();
    expect(screen.getByText(/Los meses que no tienen día 29 se saltean/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'El último jueves' }));
    expect(values.at(-1)).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1TH;UNTIL=20270630');

    // The last day is typed day first; one before the start cannot be.
    const until = screen.getByLabelText('Último día');
    await user.clear(until);
    await user.type(until, '31/12/2027{Enter}');
    expect(values.at(-1)).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1TH;UNTIL=20271231');
    await user.clear(until);
    await user.type(until, '01/01/2026{Enter}');
    await user.tab();
    expect(values.at(-1)).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1TH;UNTIL=20271231');
    expect(screen.queryByText(/se saltean/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Nunca' }));
    expect(values.at(-1)).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1TH');
  });

  it('every rule it writes reads back to the same controls (round trip through the rule text)', () => {
    for (const rule of ['FREQ=DAILY;INTERVAL=3;COUNT=5', 'FREQ=WEEKLY;BYDAY=MO,WE,FR', 'FREQ=MONTHLY;BYDAY=2TU', 'FREQ=YEARLY;UNTIL=20300714']) {
      const onChange = jest.fn();
      const { unmount } = render(<RecurrenceEditor value={rule} start="2026-07-14" onChange={onChange} />);
      expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();
      expect(onChange).not.toHaveBeenCalled();
      unmount();
    }
    expect(monthlyChoices('2026-07-14').map(monthlyLabel)).toEqual(['El día 14', 'El segundo martes']);
  });

  it('moves the start to the first day the rule repeats on, and says so', async () => {
    // Tuesday 14/07/2026; the form keeps the start, as the event form and the task dialog do.
    const starts: string[] = [];
    function WithStart() {
      const [value, setValue] = useState<string | null>('FREQ=WEEKLY;BYDAY=TU');
      const [start, setStart] = useState('2026-07-14');
      return (
        <RecurrenceEditor
          value={value}
          start={start}
          onChange={setValue}
          onStartChange={(next) => {
            starts.push(next);
            setStart(next);
          }}
        />
      );
    }
    render(<WithStart />);
    const user = userEvent.setup({ delay: null });
    const days = screen.getByRole('group', { name: 'Días de la semana' });
    await user.click(within(days).getByRole('button', { name: 'miércoles' }));
    expect(starts).toEqual([]);
    await user.click(within(days).getByRole('button', { name: 'martes' }));
    expect(starts).toEqual(['2026-07-15']);
    expect(screen.getByRole('status')).toHaveTextContent('El inicio pasó al miércoles 15/07/2026: es el primer día en que se repite.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what is wrong with a rule it cannot save', () => {
    expect(recurrenceIssue('FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-07-14')).toBe(
      'El inicio tiene que ser uno de los días en que se repite (por ejemplo, un lunes si se repite los lunes y miércoles)',
    );
    expect(recurrenceIssue('FREQ=WEEKLY;UNTIL=20260701', '2026-07-14')).toBe('La repetición no puede terminar antes de empezar');
    expect(recurrenceIssue('FREQ=HOURLY', '2026-07-14')).toBe('La repetición no es válida');
    expect(recurrenceIssue(null, '2026-07-14')).toBeNull();
    expect(skippedDatesHint({ freq: 'YEARLY', interval: 1, byDay: [], monthly: null, count: null, until: null }, '2028-02-29')).toMatch(/bisiesto/);
  });
});
