import { useSession, type SessionUser } from '@coach/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublicOnly, RequireTrainer } from './guards';

const user = (role: string): SessionUser => ({
  id: 1,
  username: 'a@b.co',
  firstName: 'Ana',
  lastName: 'López',
  email: 'a@b.co',
  displayName: 'Ana López',
  initials: 'AL',
  role,
  gymId: 1,
  image: null,
  remainingDays: null,
});

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login{from ? ` desde ${from}` : ''}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/" element={<LoginProbe />} />
          <Route path="/login" element={<LoginProbe />} />
        </Route>
        <Route element={<RequireTrainer />}>
          <Route path="/dashboard" element={<p>dashboard</p>} />
          <Route path="/agenda" element={<p>agenda</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('session guards', () => {
  beforeEach(() => useSession.setState({ user: null }));

  it('sends a signed-out user to the login, remembering where they were going', () => {
    renderAt('/agenda');
    expect(screen.getByText('login desde /agenda')).toBeInTheDocument();
  });

  it.each(['AD', 'CO'])('lets role %s into private pages and away from the login', (role) => {
    useSession.setState({ user: user(role) });
    renderAt('/agenda');
    expect(screen.getByText('agenda')).toBeInTheDocument();
    renderAt('/login');
    expect(screen.getByText('dashboard')).toBeInTheDocument();
  });

  it('sends any other role to the index and ends its session', () => {
    useSession.setState({ user: user('CL') });
    renderAt('/dashboard');
    expect(screen.getByText(/^login/)).toBeInTheDocument();
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });
});

describe('signing in on a public page', () => {
  it('returns to the origin the private guard saved', () => {
    useSession.setState({ user: user('CO') });
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: { pathname: '/agenda', search: '', hash: '' } } }]}>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path="/login" element={<LoginProbe />} />
          </Route>
          <Route path="/agenda" element={<p>agenda</p>} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('agenda')).toBeInTheDocument();
  });
});
