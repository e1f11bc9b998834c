import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteView } from './remote-boundary';

const Screen = () => <h1>Clientes</h1>;

describe('RemoteView', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows four grey blocks while loading, then the screen', async () => {
    let resolve: (mod: { default: typeof Screen }) => void = () => undefined;
    const load = () => new Promise<{ default: typeof Screen }>((r) => (resolve = r));
    render(<RemoteView load={load} area="los clientes" />);
    expect(screen.getByTestId('page-skeleton').children).toHaveLength(4);
    await act(async () => resolve({ default: Screen }));
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('retries 3 times, 1 s apart, then shows the error panel; Reintentar loads again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    render(<RemoteView load={load} area="los clientes" />);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(async () => jest.advanceTimersByTimeAsync(1000));
    }
    expect(load).toHaveBeenCalledTimes(4);
    expect(await screen.findByText('No pudimos cargar los clientes')).toBeInTheDocument();

    load.mockImplementation(() => Promise.resolve({ default: Screen }) as never);
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(5);
  });
});
