import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, remoteLoader } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loaded = jest.mocked(loadRemote);
const Today = () => null;

describe('remoteLoader', () => {
  it("passes on a piece's prefetch, the data its screen opens with, for the client app's warm-up", async () => {
    const prefetch = jest.fn(() => Promise.resolve());
    loaded.mockResolvedValueOnce({ default: Today, prefetch });
    const module = await remoteLoader('agenda/ClientAppToday')();
    expect(loadRemote).toHaveBeenCalledWith('agenda/ClientAppToday');
    expect(module.default).toBe(Today);
    expect(module.prefetch).toBe(prefetch);
  });

  it('answers the component alone when the piece has nothing to prefetch (or exports something else by that name)', async () => {
    loaded.mockResolvedValueOnce({ default: Today });
    expect(await remoteLoader('agenda/ClientAppToday')()).toEqual({ default: Today });
    loaded.mockResolvedValueOnce({ default: Today, prefetch: 'no es una función' });
    expect(await remoteLoader('agenda/ClientAppToday')()).toEqual({ default: Today });
  });

  it('fails with RemoteUnavailableError when the module has no component', async () => {
    loaded.mockResolvedValueOnce(null);
    await expect(remoteLoader('agenda/ClientAppToday')()).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
