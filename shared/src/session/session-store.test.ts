import { useSession, SignInError } from './session-store';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-storage';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Partial<Record<string, unknown>> = {}) =>
  `${encode({ alg: 'HS256' })}.${encode({
    id: 1,
    username: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'López',
    email: 'ana@example.com',
    role: 'CO',
    gym_id: 9,
    image: null,
    remainingDays: 30,
    ...claims,
  })}.sig`;

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null });
});

describe('session store', () => {
  it('signs in: stores both tokens and exposes the decoded user', () => {
    const user = useSession.getState().signIn({ access: token(), refresh: 'r1' });
    expect(user).toMatchObject({ displayName: 'Ana López', initials: 'AL', gymId: 9, remainingDays: 30 });
    expect(useSession.getState().user).toEqual(user);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token());
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
  });

  it('refuses an undecodable token and stores nothing', () => {
    expect(() => useSession.getState().signIn({ access: 'basura', refresh: 'r1' })).toThrow(SignInError);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('treats a storage failure as a failed sign-in', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => useSession.getState().signIn({ access: token(), refresh: 'r1' })).toThrow(SignInError);
      expect(useSession.getState().user).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('signs out: clears the user and both tokens', () => {
    useSession.getState().signIn({ access: token(), refresh: 'r1' });
    useSession.getState().signOut();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('reloads the user from a token another part of the app stored', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, token({ first_name: 'Sofía' }));
    useSession.getState().reloadFromStorage();
    expect(useSession.getState().user?.displayName).toBe('Sofía López');
  });

  it('merges updated fields and recomputes the display name and initials', () => {
    useSession.getState().signIn({ access: token(), refresh: 'r1' });
    useSession.getState().mergeUser({ firstName: 'Beatriz', image: '/a.png' });
    expect(useSession.getState().user).toMatchObject({ displayName: 'Beatriz López', initials: 'BL', image: '/a.png' });
  });
});
