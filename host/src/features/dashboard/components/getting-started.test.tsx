import type { Dashboard } from '@coach/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { allStepsDone, GettingStarted } from './getting-started';

const nothingDone: Dashboard['gettingStarted'] = { tourCompleted: false, profileCompleted: false, photoUploaded: false, clientsCount: 0, businessConfirmed: false };
const restDone = { tourCompleted: true, profileCompleted: true, photoUploaded: true, clientsCount: 3 };

function renderSteps(data: Dashboard['gettingStarted']) {
  render(
    <MemoryRouter>
      <GettingStarted data={data} onStartTour={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('list', { name: 'Primeros pasos' });
}

const step = (list: HTMLElement, title: string) => within(list).getByText(title).closest('li') as HTMLElement;

describe('"Configurá tu negocio" among the first steps', () => {
  it('comes first for an administrator, and leads to Mi negocio until the settings are confirmed', () => {
    const list = renderSteps(nothingDone);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Configurá tu negocio');
    const business = step(list, 'Configurá tu negocio');
    expect(business).toHaveTextContent('Confirmá el país, la zona horaria y la moneda que propusimos.');
    expect(within(business).getByRole('img', { name: 'Pendiente' })).toBeInTheDocument();
    expect(within(business).getByRole('link', { name: 'Ir a Mi negocio' })).toHaveAttribute('href', '/perfil/negocio');
    expect(screen.getByLabelText('0 de 5 pasos hechos')).toBeInTheDocument();
  });

  it('is ticked, without its link, once an administrator confirmed them', () => {
    const list = renderSteps({ ...nothingDone, businessConfirmed: true });
    const business = step(list, 'Configurá tu negocio');
    expect(business).toHaveAttribute('data-done', 'true');
    expect(within(business).getByRole('img', { name: 'Hecho' })).toBeInTheDocument();
    expect(within(business).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText('1 de 5 pasos hechos')).toBeInTheDocument();
  });

  it('is not a step of an Entrenador, who cannot change Mi negocio', () => {
    const list = renderSteps({ ...nothingDone, businessConfirmed: null });
    expect(within(list).queryByText('Configurá tu negocio')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByLabelText('0 de 4 pasos hechos')).toBeInTheDocument();
  });

  it('keeps the first steps on the dashboard while it is pending', () => {
    expect(allStepsDone({ ...restDone, businessConfirmed: false })).toBe(false);
    expect(allStepsDone({ ...restDone, businessConfirmed: true })).toBe(true);
    expect(allStepsDone({ ...restDone, businessConfirmed: null })).toBe(true);
    // An API from before the step sends nothing: no step, nothing pending.
    expect(allStepsDone(restDone)).toBe(true);
  });
});
