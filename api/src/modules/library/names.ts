import { MAX_NAME_LENGTH } from '@coach/shared/contracts';
import { normalizeForSearch } from '../clients/search-text';

/** One space between words, none around them. */
const collapseSpaces = (value: string) => value.trim().replace(/\s+/gu, ' ');

/**
 * The key names are unique by (per business and kind): "Sentadilla", "sentadilla " and
 * "SENTADÍLLA" are one name. Written on every insert and update (see db/schema/library.ts).
 */
export const nameKeyOf = (name: string) => collapseSpaces(normalizeForSearch(name));

/** What a list's `search` matches: the name and the keywords, accent- and case-free. */
export const searchTextOf = (name: string, keywords: readonly string[] = []) => nameKeyOf([name, ...keywords].join(' '));

/** The columns the API derives from a name (and keywords) on every write. */
export const nameColumns = (name: string, keywords: readonly string[] = []) => ({
  name,
  nameKey: nameKeyOf(name),
  searchText: searchTextOf(name, keywords),
});

const COPY_PREFIX = 'Copia de ';

/**
 * The name of a copy: "Copia de <name>", or with " (2)", " (3)"… when a live item of the business
 * already has it; cut so that it fits the name's 80 characters. `isTaken` answers by name key.
 */
export function copyName(original: string, isTaken: (nameKey: string) => boolean): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    // Cut by UTF-16 units (what the 80-character limit counts), never through a surrogate pair.
    const base = `${COPY_PREFIX}${original}`
      .slice(0, MAX_NAME_LENGTH - suffix.length)
      .replace(/[\uD800-\uDBFF]$/u, '')
      .trimEnd();
    const candidate = `${base}${suffix}`;
    if (!isTaken(nameKeyOf(candidate))) return candidate;
  }
}

/** Every name key copyName() may try starts with this (its bases are cut at 80 characters minus a suffix). */
export const copyNameKeyPrefix = (original: string) => nameKeyOf(`${COPY_PREFIX}${original}`.slice(0, MAX_NAME_LENGTH / 2));
