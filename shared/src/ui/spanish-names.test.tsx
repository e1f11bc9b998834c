import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Pagination from 'antd/es/pagination';
import Rate from 'antd/es/rate';
import Select from 'antd/es/select';
import { useState } from 'react';
import { DateField } from '../date-field';
import { AppProviders, createQueryClient } from '../index';

/** Every name a screen reader could read that antd wrote in English, outside what is hidden. */
function englishNames(): string[] {
  const names: string[] = [];
  for (const element of document.body.querySelectorAll('[aria-label]')) {
    if (element.closest('[aria-hidden="true"]')) continue;
    const label = element.getAttribute('aria-label')!;
    // An icon named after itself ("down" on anticon-down), or one of the labels antd hard-codes.
    if (element.classList.contains(`anticon-${label}`) || ['Increase Value', 'Decrease Value', 'Clear'].includes(label)) names.push(label);
  }
  return names;
}

function Later() {
  const [shown, setShown] = useState(false);
  return shown ? <InputNumber aria-label="Más tarde" value={2} /> : <Button onClick={() => setShown(true)}>Mostrar</Button>;
}

function renderAll() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <InputNumber aria-label="Peso" value={3} />
      <InputNumber aria-label="Series" mode="spinner" value={3} />
      <Select aria-label="Grupo" value="a" options={[{ value: 'a', label: 'Piernas' }]} allowClear />
      <Input aria-label="Buscar clientes" allowClear defaultValue="Ana" />
      <Rate value={3} count={5} />
      <DateField aria-label="Fecha" />
      <DateField aria-label="Fecha con valor" value="2026-01-01" />
      <Pagination total={100} />
      <Alert title="Guardado" showIcon closable type="success" />
      <Button icon={<PlusOutlined aria-hidden />}>Agregar</Button>
      <EllipsisOutlined aria-label="Más pestañas" />
      <Later />
    </AppProviders>,
  );
}

describe('antd in Spanish for screen readers', () => {
  it('hides the icons antd names after themselves and InputNumber’s arrows, and says "Limpiar" for Select’s "Clear"', async () => {
    renderAll();
    await waitFor(() => expect(englishNames()).toEqual([]));
    expect(document.querySelectorAll('.ant-input-number-action:not([aria-hidden="true"])')).toHaveLength(0);
    expect(document.querySelector('.ant-select-clear')).toHaveAccessibleName('Limpiar');
    // A name a screen gave an icon stays; a button named by its text is still named by it alone.
    expect(screen.getByRole('img', { name: 'Más pestañas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
  });

  it('names in Spanish the controls an icon was the only name of: clear, close, pages, stars', async () => {
    renderAll();
    await waitFor(() => expect(englishNames()).toEqual([]));
    const input = screen.getByRole('textbox', { name: 'Buscar clientes' });
    expect(within(input.parentElement!).getByRole('button', { name: 'Limpiar' })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual(['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas']);
  });

  it('never hides an icon one can tab to', async () => {
    renderAll();
    await waitFor(() => expect(englishNames()).toEqual([]));
    const icon = document.createElement('span');
    icon.className = 'anticon anticon-delete';
    icon.setAttribute('role', 'img');
    icon.setAttribute('aria-label', 'delete');
    icon.setAttribute('tabindex', '0');
    const plain = icon.cloneNode() as Element;
    plain.removeAttribute('tabindex');
    act(() => void document.body.append(icon, plain));
    // The watcher has run on both: the one that is not a control is hidden.
    await waitFor(() => expect(plain).toHaveAttribute('aria-hidden', 'true'));
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon).toHaveAttribute('aria-label', 'delete');
    icon.remove();
    plain.remove();
  });

  it('keeps up with what a screen renders later', async () => {
    renderAll();
    await waitFor(() => expect(englishNames()).toEqual([]));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(await screen.findByRole('spinbutton', { name: 'Más tarde' })).toBeInTheDocument();
    await waitFor(() => expect(englishNames()).toEqual([]));
  });

  it('stops watching with the last app that watched', async () => {
    const { unmount } = renderAll();
    await waitFor(() => expect(englishNames()).toEqual([]));
    unmount();
    const icon = document.createElement('span');
    icon.className = 'anticon anticon-down';
    icon.setAttribute('role', 'img');
    icon.setAttribute('aria-label', 'down');
    act(() => void document.body.append(icon));
    // A watcher's callbacks run before the next task: none came.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(icon).toHaveAttribute('aria-label', 'down');
    icon.remove();
  });
});
