import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import { useState } from 'react';
import { DateField, type DateFieldProps } from './date-field';
import { TimeField } from './time-field';

// Typing into antd pickers re-renders them on every key; a busy 2-core machine needs the room.
jest.setTimeout(30_000);

/** A date field with a label, its value shown beside it, and every change recorded. */
function Labelled({ initial = '', onChange, ...props }: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="nacimiento">Fecha de nacimiento</label>
      <DateField
        id="nacimiento"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...props}
      />
      <output>{`valor: ${value}`}</output>
    </>
  );
}

describe('DateField', () => {
  it('takes a date typed day first (05/03/1990) as the API string 1990-03-05, on Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<Labelled onChange={onChange} />);
    const input = screen.getByLabelText('Fecha de nacimiento');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.type(input, '05/03/1990{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('1990-03-05');
    expect(screen.getByText('valor: 1990-03-05')).toBeInTheDocument();
    expect(input).toHaveValue('05/03/1990');
  });

  it('takes a date typed without leading zeros (5/3/1990) when the field loses focus', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Labelled />
        <button type="button">Después</button>
      </>,
    );
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '5/3/1990');
    await user.tab();

    expect(await screen.findByText('valor: 1990-03-05')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('05/03/1990');
  });

  it('shows a stored date as dd/mm/aaaa; the clear button or erasing the text answers an empty string', async () => {
    // The clear button shows on :hover, which jsdom's styles cannot tell.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const onChange = jest.fn();
    render(
      <>
        <Labelled initial="2024-12-31" onChange={onChange} />
        <button type="button">Después</button>
      </>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');
    expect(input).toHaveValue('31/12/2024');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');

    await user.type(input, '01/01/2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-01');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('shows nothing for an empty or unreadable value', () => {
    const { rerender } = render(<DateField aria-label="Día" value="" />);
    expect(screen.getByLabelText('Día')).toHaveValue('');
    rerender(<DateField aria-label="Día" value="2024-02-30" />);
    expect(screen.getByLabelText('Día')).toHaveValue('');
    rerender(<DateField aria-label="Día" value={null} />);
    expect(screen.getByLabelText('Día')).toHaveValue('');
  });

  it('refuses a typed date after max or before min, and keeps the last good one', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(
      <>
        <Labelled initial="2026-03-10" min="2026-03-01" max="2026-03-31" onChange={onChange} />
        <button type="button">Después</button>
      </>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');

    await user.clear(input);
    await user.type(input, '01/04/2026{Enter}');
    await user.tab();
    // Said, not silently undone: the message is the field's description until a date is taken.
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha no puede ser posterior al 31/03/2026.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('La fecha no puede ser posterior al 31/03/2026.');
    await user.clear(input);
    await user.type(input, '28/02/2026{Enter}');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha no puede ser anterior al 01/03/2026.');

    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveValue('10/03/2026'));

    await user.clear(input);
    await user.type(input, '31/03/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-31');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the typed text is not a date, and keeps the date it had', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <Labelled initial="1990-03-05" />
        <button type="button">Después</button>
      </>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');
    await user.clear(input);
    await user.type(input, '31/02/1990');
    await user.tab();

    expect(screen.getByRole('alert')).toHaveTextContent('«31/02/1990» no es una fecha válida: escribila como dd/mm/aaaa.');
    // The text stays to be corrected; the value is still the last good date.
    expect(input).toHaveValue('31/02/1990');
    expect(screen.getByText('valor: 1990-03-05')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '28/02/1990');
    // Gone as soon as the text is being corrected.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('valor: 1990-02-28')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('greys out the days outside min and max in the calendar, which opens in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Labelled initial="2026-03-10" min="2026-03-05" max="2026-03-20" />);
    await user.click(screen.getByLabelText('Fecha de nacimiento'));

    const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
    await waitFor(() => expect(cell('2026-03-10')).not.toBeNull());
    expect(cell('2026-03-04')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-03-05')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-03-20')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-03-21')).toHaveClass('ant-picker-cell-disabled');
    // Spanish: weeks start on Monday ('lu'), and 'Hoy' instead of 'Today'.
    const headers = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(headers[0]).toMatch(/^lu/i);
    expect(screen.getByText('Hoy')).toBeInTheDocument();

    await user.click(cell('2026-03-15')!.querySelector('div')!);
    expect(await screen.findByText('valor: 2026-03-15')).toBeInTheDocument();
  });

  it('works as a Form.Item control: its label, its value, its rules and a disabled form', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = jest.fn();
    const { rerender } = render(
      <Form onFinish={onFinish} initialValues={{ birthDate: '' }}>
        <Form.Item label="Fecha de nacimiento" name="birthDate" rules={[{ required: true, message: 'Ingresá la fecha' }]}>
          <DateField />
        </Form.Item>
        <button type="submit">Guardar</button>
      </Form>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresá la fecha')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // Enter takes the typed date (the popup is open while typing) without submitting the form.
    await user.type(input, '05/03/1990{Enter}');
    expect(input).toHaveValue('05/03/1990');
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ birthDate: '1990-03-05' }));
    expect(onFinish).toHaveBeenCalledTimes(1);

    rerender(
      <Form disabled initialValues={{ birthDate: '1990-03-05' }}>
        <Form.Item label="Fecha de nacimiento" name="birthDate">
          <DateField />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByLabelText('Fecha de nacimiento')).toBeDisabled();
  });

  it('passes aria-required and aria-label to the input', () => {
    render(<DateField aria-label="Fecha de la medición" aria-required />);
    expect(screen.getByLabelText('Fecha de la medición')).toHaveAttribute('aria-required', 'true');
  });
});

describe('TimeField', () => {
  function Hour({ initial = '' }: { initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <TimeField aria-label="Hora de inicio" value={value} onChange={setValue} />
        <output>{`hora: ${value}`}</output>
        <button type="button">Después</button>
      </>
    );
  }

  it('shows HH:mm and takes a typed time on Enter or when it loses focus', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Hour initial="09:05" />);
    const input = screen.getByLabelText('Hora de inicio');
    expect(input).toHaveValue('09:05');
    expect(input).toHaveAttribute('placeholder', 'hh:mm');

    await user.clear(input);
    await user.type(input, '18:30{Enter}');
    expect(await screen.findByText('hora: 18:30')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '07:45');
    await user.tab();
    expect(await screen.findByText('hora: 07:45')).toBeInTheDocument();
  });

  it('says so when the typed text is not a time, and keeps the time it had', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Hour initial="09:05" />);
    const input = screen.getByLabelText('Hora de inicio');

    await user.clear(input);
    await user.type(input, '25:00{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('«25:00» no es una hora válida: escribila como hh:mm, de 00:00 a 23:59.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('hora: 09:05')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '10:15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('hora: 10:15')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a value that is not a time', () => {
    render(<TimeField aria-label="Hora" value="25:00" />);
    expect(screen.getByLabelText('Hora')).toHaveValue('');
  });
});
