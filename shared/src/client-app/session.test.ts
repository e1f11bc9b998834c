import { fakeAccessToken } from '../testing/fetch-stub';
import { CLIENT_DATA_CACHES, useClientSession } from './session';

const tokensOf = (clientId: number) => ({ access: fakeAccessToken({ role: 'CL', client_id: clientId, id: clientId }), refresh: `refresh-${clientId}` });

describe("the client's session", () => {
  const deleted: string[] = [];
  beforeEach(() => {
    deleted.length = 0;
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: (name: string) => Promise.resolve(Boolean(deleted.push(name))) },
    });
    localStorage.clear();
    useClientSession.setState({ user: null });
  });

  it("empties the worker's copy of the client's data when the session ends, and before another client's starts", () => {
    useClientSession.getState().signIn(tokensOf(5));
    deleted.length = 0;
    // The same client again (a refresh, a second sign-in): nothing to forget.
    useClientSession.getState().signIn(tokensOf(5));
    expect(deleted).toEqual([]);
    useClientSession.getState().signIn(tokensOf(6));
    expect(deleted).toEqual([...CLIENT_DATA_CACHES]);
    deleted.length = 0;
    useClientSession.getState().signOut();
    expect(deleted).toEqual([...CLIENT_DATA_CACHES]);
  });

  it('refuses a token that is not a client’s', () => {
    expect(() => useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CO' }), refresh: 'r' })).toThrow('no es de un cliente');
    expect(useClientSession.getState().user).toBeNull();
  });
});
