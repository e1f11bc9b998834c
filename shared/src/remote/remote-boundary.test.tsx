import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDistance } from '../format/measures';
import { followBusinessCountry } from '../format/numbers';
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

  it("draws the area's screen again when the business's country arrives, keeping its state", async () => {
    const Distance = () => <p data-testid="distance">{formatDistance(1234.5)}</p>;
    render(<RemoteView load={() => Promise.resolve({ default: Distance })} />);
    expect(await screen.findByTestId('distance')).toHaveTextContent('1.234,5 km');
    const shown = screen.getByTestId('distance');
    act(() => followBusinessCountry('MX'));
    expect(screen.getByTestId('distance')).toHaveTextContent('1,234.5 km');
    expect(screen.getByTestId('distance')).toBe(shown);
    act(() => followBusinessCountry('AR'));
    localStorage.clear();
  });
});
