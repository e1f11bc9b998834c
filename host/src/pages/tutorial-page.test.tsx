import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TutorialPage } from './tutorial-page';

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tutoriales/:key" element={<TutorialPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('tutorial page', () => {
  it('plays the product’s film of the tutorial with its Spanish captions on, and links the other seven', () => {
    const { container } = at('/tutoriales/assignActivity');
    expect(screen.getByRole('heading', { level: 1, name: 'Asignar actividad' })).toBeInTheDocument();
    expect(container.querySelector('video source')).toHaveAttribute('src', '/tutoriales/assignActivity.webm');
    const track = container.querySelector('video track');
    expect(track).toHaveAttribute('src', '/tutoriales/assignActivity.vtt');
    expect(track).toHaveAttribute('srclang', 'es');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('default');
    const others = screen.getByRole('navigation', { name: 'Otros tutoriales' });
    expect(others.querySelectorAll('a')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Planes y pagos' })).toHaveAttribute('href', '/tutoriales/plansAndPayments');
  });

  it('answers an unknown tutorial with the 404 page', () => {
    at('/tutoriales/nada');
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});
