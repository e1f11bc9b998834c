import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { ACCESS_TOKEN_KEY, ONBOARDING_SESSION_KEY, useSession } from '@coach/shared';
import { fakeAccessToken, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import { renderAuth, resetBrowserState } from '../../../testing/render-auth';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn(() => Promise.resolve()) }));
const confettiMock = jest.mocked(confetti);

// Many form interactions per test: leave room for a loaded two-core CI machine.
jest.setTimeout(20_000);

const createButton = () => screen.getByRole('button', { name: 'Crear cuenta' });

function setReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  resetBrowserState();
  confettiMock.mockClear();
  setReducedMotion(false);
});

// Pasting fills a field with one input event: the same path as typing, far cheaper on a busy CI machine.
async function fillAccount({ password = 'Secreta123', confirm = 'Secreta123' } = {}) {
  const user = userEvent.setup();
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('Nombre', 'Ana');
  await fill('Apellido', 'Pérez');
  await fill('Correo electrónico', 'ana@ejemplo.com');
  await fill('Teléfono', '+54 11 5555 123');
  await fill('Contraseña', password);
  await fill('Repetir contraseña', confirm);
  return user;
}

/** The API: sign-up answers `signUp`, login answers a valid token pair. */
function api(signUp: Reply, login: Reply = { status: 200, body: { access: fakeAccessToken(), refresh: 'refresh-1' } }) {
  return stubFetch((call: FetchCall) => (call.url.startsWith('/auth/web/login') ? login : signUp));
}

describe('create account', () => {
  it('keeps "Crear cuenta" disabled until the password checklist is complete', async () => {
    renderAuth('/crear-cuenta');
    expect(createButton()).toBeDisabled();

    const user = await fillAccount({ password: 'Secreta123', confirm: 'Secreta12' });
    expect(createButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Repetir contraseña'), '3');
    expect(createButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'secreta123');
    expect(createButton()).toBeDisabled();
    const list = screen.getByRole('list', { name: 'Tu contraseña necesita:' });
    expect(within(list).getByText('Una letra mayúscula').closest('li')).toHaveTextContent('pendiente');
  });

  it('says "Las contraseñas no coinciden" on the repeat field', async () => {
    renderAuth('/crear-cuenta');
    await fillAccount({ password: 'Secreta123', confirm: 'Secreta124' });

    const message = await screen.findByText('Las contraseñas no coinciden');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Repetir contraseña'));
  });

  it('limits the lengths and asks for every field', async () => {
    const { spy } = api({ status: 201 });
    renderAuth('/crear-cuenta');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxlength', '80');
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('maxlength', '80');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('maxlength', '80');
    // 15 digits (SPEC.md) plus the + and the spaces that group them.
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('maxlength', '24');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'Secreta123');
    await user.click(createButton());

    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('El apellido es requerido')).toBeInTheDocument();
    expect(screen.getByText('El correo es requerido')).toBeInTheDocument();
    expect(screen.getByText('El teléfono es requerido')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows "Ya existe un usuario con este correo." on a 409', async () => {
    api({ status: 409, body: { code: 'EMAIL_ALREADY_EXISTS', message: 'Ya existe un usuario con este correo.' } });
    renderAuth('/crear-cuenta');
    const user = await fillAccount();

    await user.click(createButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ya existe un usuario con este correo.');
    expect(screen.queryByTestId('welcome-screen')).not.toBeInTheDocument();
  });

  it('puts the API validation messages on their fields and shows the generic error', async () => {
    api({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Revisá los datos ingresados',
        details: { fieldErrors: { phone: ['El teléfono solo puede tener números, espacios y el signo +'] } },
      },
    });
    renderAuth('/crear-cuenta');
    const user = await fillAccount();

    await user.click(createButton());

    expect(await screen.findByText('No pudimos crear tu cuenta')).toBeInTheDocument();
    const message = screen.getByText('El teléfono solo puede tener números, espacios y el signo +');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Teléfono'));
  });

  it('takes its own placeholder "+54 9 11 1234 5678" whole, and says when a phone has more than 15 digits', async () => {
    api({ status: 201 });
    renderAuth('/crear-cuenta');
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Teléfono');
    expect(phone).toHaveAttribute('placeholder', '+54 9 11 1234 5678');
    await user.type(phone, '+54 9 11 1234 5678');
    expect(phone).toHaveValue('+54 9 11 1234 5678');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('El teléfono puede tener hasta 15 números')).not.toBeInTheDocument();

    await user.type(phone, '901');
    expect(await screen.findByText('El teléfono puede tener hasta 15 números')).toBeInTheDocument();
  });

  it('creates the account with the origin code, welcomes with the trial and confetti, then starts onboarding', async () => {
    const { calls } = api({ status: 201, body: { id: 9, email: 'ana@ejemplo.com', firstName: 'Ana', lastName: 'Pérez', trialDays: 30 } });
    renderAuth('/crear-cuenta?code=feria-2025');
    const user = await fillAccount();

    await user.click(createButton());

    const welcome = await screen.findByTestId('welcome-screen');
    expect(welcome).toHaveTextContent('30 días de prueba gratis');
    expect(calls[0]).toEqual({
      url: '/api/v1/users/autonomous?code=feria-2025',
      method: 'POST',
      body: {
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@ejemplo.com',
        phone: '+54 11 5555 123',
        password: 'Secreta123',
        confirmPassword: 'Secreta123',
        // The browser's zone: the new business's first time zone.
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect(confettiMock).not.toHaveBeenCalled();
    await waitFor(() => expect(confettiMock).toHaveBeenCalledTimes(1));
    const particles = confettiMock.mock.calls[0]?.[0]?.particleCount ?? 0;
    expect(particles).toBeGreaterThanOrEqual(20);
    expect(particles).toBeLessThanOrEqual(40);

    await user.click(within(welcome).getByRole('button', { name: 'Comenzar' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      url: '/auth/web/login',
      method: 'POST',
      body: { username: 'ana@ejemplo.com', password: 'Secreta123' },
    });
    expect(sessionStorage.getItem(ONBOARDING_SESSION_KEY)).toBe('1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    expect(useSession.getState().user?.firstName).toBe('Ana');
  });

  it('sends no code when the link has none, and skips the confetti for reduced motion', async () => {
    setReducedMotion(true);
    const { calls } = api({ status: 201 });
    renderAuth('/crear-cuenta');
    const user = await fillAccount();

    await user.click(createButton());

    expect(await screen.findByTestId('welcome-screen')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/users/autonomous');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(confettiMock).not.toHaveBeenCalled();
  });

  it('shows "Algo no coincide" when the automatic sign-in fails', async () => {
    api({ status: 201 }, { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'El correo o la contraseña no coinciden' } });
    renderAuth('/crear-cuenta');
    const user = await fillAccount();
    await user.click(createButton());

    await user.click(within(await screen.findByTestId('welcome-screen')).getByRole('button', { name: 'Comenzar' }));

    expect(await screen.findByText('Algo no coincide')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/crear-cuenta');
    expect(sessionStorage.getItem(ONBOARDING_SESSION_KEY)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });
});
