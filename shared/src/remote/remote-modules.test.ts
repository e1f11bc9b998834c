import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, remoteLoader } from './remote-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loaded = jest.mocked(loadRemote);
const Today = () => null;

describe('remoteLoader', () => {
  it("answers the piece's component", async () => {
    loaded.mockResolvedValueOnce({ default: Today, other: 'ignored' });
    expect(await remoteLoader('agenda/ClientAppToday')()).toEqual({ default: Today });
    expect(loadRemote).toHaveBeenCalledWith('agenda/ClientAppToday');
  });

  it('fails with RemoteUnavailableError when the module has no component', async () => {
    loaded.mockResolvedValueOnce(null);
    await expect(remoteLoader('agenda/ClientAppToday')()).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
