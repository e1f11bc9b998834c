import { AppProviders, createQueryClient } from '@coach/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WordmarkLink } from './wordmark-link';

const renderLink = (showName: boolean) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <WordmarkLink withMark showName={showName} fontSize={18} />
      </MemoryRouter>
    </AppProviders>,
  );

describe('the wordmark link', () => {
  it('is named by the text it shows (axe label-content-name-mismatch, WCAG 2.5.3), and says where it goes in its title', () => {
    renderLink(true);
    const link = screen.getByRole('link', { name: 'Coach' });
    expect(link).toHaveTextContent(/^Coach$/);
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAttribute('title', 'Ir al dashboard');
    expect(link).toHaveAttribute('href', '/dashboard');
  });

  it('with the mark alone (collapsed sidebar), a label names it and says where it goes', () => {
    renderLink(false);
    expect(screen.getByRole('link', { name: 'Coach, ir al dashboard' })).toHaveTextContent('');
  });
});
