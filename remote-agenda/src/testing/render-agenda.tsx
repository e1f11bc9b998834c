import { render } from '@testing-library/react';
import { AppProviders, createQueryClient, paths } from '@coach/shared';
import { LocationProbe } from '@coach/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** A screen of the agenda inside the providers and route the host gives it (at /agenda by default). */
export function renderAgenda(element: ReactElement, entry: string = paths.agenda) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
