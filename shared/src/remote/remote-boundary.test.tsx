import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteView } from './remote-boundary';

const Screen = () => <h1>Clientes</h1>;

describe('RemoteView', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows four grey blocks while loading, then the screen', async () => {
    let resolve: (mod: { default: typeof Screen }) => void = () => undefined;
    const load = () => new Promise<{ default: typeof Screen }>((r) => (resolve = r));
    render(<RemoteView load={load} area="los clientes" />);
    expect(screen.getByTestId('page-skeleton').children).toHaveLength(4);
    await act(async () => resolve({ default: Screen }));
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('shows the error panel when the area cannot load; Reintentar loads it again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    render(<RemoteView load={load} area="los clientes" />);
    expect(await screen.findByText('No pudimos cargar los clientes')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(() => Promise.resolve({ default: Screen }) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
