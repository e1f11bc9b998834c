import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient } from '@coach/shared';
import { LocationProbe, resetBrowserState } from '@coach/shared/testing';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useUnsavedChanges } from './use-unsaved-changes';

beforeEach(resetBrowserState);

function Editor() {
  const [dirty, setDirty] = useState(false);
  const { dialog } = useUnsavedChanges(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Cambiar algo
      </button>
      <Link to="/formularios">Formularios</Link>
      {dialog}
    </>
  );
}

function renderEditor() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/formularios/1']}>
        <Routes>
          <Route path="/formularios/1" element={<Editor />} />
          <Route path="/formularios" element={<p>Lista</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('useUnsavedChanges', () => {
  it('lets the user leave freely while nothing changed', async () => {
    renderEditor();
    await userEvent.click(screen.getByText('Formularios'));
    expect(await screen.findByText('Lista')).toBeInTheDocument();
  });

  it('asks before leaving with changes, stays on "Seguir editando" and leaves on "Salir sin guardar"', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(screen.getByText('Cambiar algo'));
    const warned = jest.fn();
    window.addEventListener('beforeunload', warned);
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(warned).toHaveBeenCalled();

    await user.click(screen.getByText('Formularios'));
    expect(await screen.findByText('Tenés cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByText('Seguir editando'));
    expect(screen.getByTestId('location')).toHaveTextContent('/formularios/1');

    await user.click(screen.getByText('Formularios'));
    await user.click(await screen.findByText('Salir sin guardar'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/formularios$/));
  });
});
