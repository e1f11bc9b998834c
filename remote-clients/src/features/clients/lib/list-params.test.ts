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
