import { clientListQuerySchema } from '@coach/shared/contracts';
import { searchTerm } from '@coach/shared';
import { readListParams, toListQuery, writeListParams } from './list-params';

describe('the clients search', () => {
  it('turns pasted tabs, line breaks and other invisible characters into spaces, so the search still runs', () => {
    expect(searchTerm('  ana\tpérez\n')).toBe('ana pérez');
    expect(searchTerm('ana\u0000pérez')).toBe('ana pérez');
    expect(searchTerm('\ud800ana')).toBe('ana');
    expect(searchTerm('ana 👋')).toBe('ana 👋');

    const state = { ...readListParams(new URLSearchParams()), search: 'ana\tpérez' };
    const query = toListQuery(state);
    expect(query.search).toBe('ana pérez');
    // The API's rules accept what the list sends.
    expect(clientListQuerySchema.safeParse(query).success).toBe(true);
    expect(writeListParams(state).get('q')).toBe('ana pérez');
  });
});

describe('the trainer filter in the URL', () => {
  it('reads ?entrenador= as a member id, writes it back, and asks the API for that trainer', () => {
    const state = readListParams(new URLSearchParams('entrenador=12&status=active'));
    expect(state.trainer).toBe(12);
    expect(writeListParams(state).toString()).toBe('status=active&entrenador=12');
    expect(toListQuery(state)).toMatchObject({ trainerId: 12, status: 'active' });
    expect(clientListQuerySchema.safeParse(toListQuery(state)).success).toBe(true);
  });

  it('ignores what is not an id, so a mistyped link lists every client', () => {
    for (const value of ['', '0', '-3', '1.5', 'laura', '99999999999']) {
      const state = readListParams(new URLSearchParams({ entrenador: value }));
      expect(state.trainer).toBeNull();
      expect(toListQuery(state).trainerId).toBeUndefined();
      expect(writeListParams(state).has('entrenador')).toBe(false);
    }
  });
});
