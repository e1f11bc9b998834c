/** Lower case without diacritics: "José" and "JOSE" both become "jose". */
export const normalizeForSearch = (value: string) =>
  value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export interface SearchableClient {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/**
 * What `search` matches, written on every insert and update. It is computed here rather than with
 * Postgres' unaccent() so the same code runs on PGlite and PostgreSQL without extensions. The phone
 * goes in twice, as typed and as digits only, so "11 5555" and "115555" both find "+54 11 5555…".
 */
export function searchTextOf(client: SearchableClient): string {
  const phoneDigits = client.phone?.replace(/\D/g, '') ?? '';
  return normalizeForSearch([client.firstName, client.lastName, client.email, client.phone, phoneDigits].filter(Boolean).join(' '));
}

// Below every printable character, so "López, Zoe" sorts before "López Ana, Eva": last name first.
const SORT_SEPARATOR = '\u0001';

/** The name sort key (clients_gym_sort_name_idx), accent- and case-free like the search. */
export const sortNameOf = (client: Pick<SearchableClient, 'firstName' | 'lastName'>) =>
  normalizeForSearch(`${client.lastName}${SORT_SEPARATOR}${client.firstName}`);

/** The columns the API derives from a client's name, email and phone on every write. */
export const derivedColumns = (client: SearchableClient) => ({ searchText: searchTextOf(client), sortName: sortNameOf(client) });

/** A LIKE pattern that finds `term` anywhere; %, _ and \ typed by the user match themselves. */
export const containsPattern = (term: string) => `%${normalizeForSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
