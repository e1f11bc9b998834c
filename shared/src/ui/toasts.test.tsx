import { act, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { QuietBoundary } from './quiet-boundary';
import { toast, useToastQueue } from './use-toast';

describe('toasts', () => {
  it('load their viewport with the first toast and show every queued one', async () => {
    render(
      <AppThemeProvider>
        <p>Contenido</p>
      </AppThemeProvider>,
    );
    expect(useToastQueue.getState().requested).toBe(false);

    act(() => {
      toast.error('Algo no coincide', 'Revisá tu email y contraseña.');
      toast.success('Cliente creado');
    });

    expect(await screen.findByText('Algo no coincide')).toBeInTheDocument();
    expect(screen.getByText('Revisá tu email y contraseña.')).toBeInTheDocument();
    expect(await screen.findByText('Cliente creado')).toBeInTheDocument();
    expect(useToastQueue.getState().pending).toEqual([]);
  });
});

describe('toasts on a phone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('show at the top, not over the content at the bottom-left, and fit the screen', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    render(
      <AppThemeProvider>
        <p>Contenido</p>
      </AppThemeProvider>,
    );
    act(() => toast.success('Plan asignado'));
    const notice = await screen.findByText('Plan asignado');
    expect(notice.closest('.ant-notification')).toHaveClass('ant-notification-top');
    expect(notice.closest('.ant-notification-notice-wrapper, .ant-notification-notice')?.closest('.ant-notification-bottomLeft')).toBeNull();
  });
});

describe('QuietBoundary', () => {
  function Broken(): never {
    throw new Error('chunk load failed');
  }

  it('drops only the part that failed and says so through onError', () => {
    const onError = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>Página</p>
        <QuietBoundary part="un diálogo" onError={onError}>
          <Broken />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText('Página')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
