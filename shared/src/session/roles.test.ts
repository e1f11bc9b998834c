import { act, renderHook } from '@testing-library/react';
import { fakeAccessToken } from '../testing/fetch-stub';
import { isAdministrator, useIsAdmin } from './roles';
import { useSession } from './session-store';

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null });
});

describe('roles', () => {
  it('only AD administers; CO, an unknown role or no role do not', () => {
    expect(isAdministrator('AD')).toBe(true);
    expect(isAdministrator('CO')).toBe(false);
    expect(isAdministrator('CL')).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
    expect(isAdministrator(null)).toBe(false);
  });

  it("follows the signed-in member's role claim", () => {
    const { result } = renderHook(() => useIsAdmin());
    expect(result.current).toBe(false);
    act(() => void useSession.getState().signIn({ access: fakeAccessToken({ role: 'AD' }), refresh: 'r' }));
    expect(result.current).toBe(true);
    act(() => void useSession.getState().signIn({ access: fakeAccessToken({ role: 'CO' }), refresh: 'r' }));
    expect(result.current).toBe(false);
  });
});
