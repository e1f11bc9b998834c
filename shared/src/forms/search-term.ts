// Control characters (a pasted tab or line break) and broken UTF-16 mean nothing in a search: they
// become spaces, so the search still runs instead of failing the API's text rules.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What a search box's text searches for: visible characters, single spaces, trimmed, at most `max`. */
export const searchTerm = (text: string, max = 80): string =>
  text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();

/** Lower case without accents or tildes' marks: "Bíceps" and "biceps" compare equal, as a person expects. */
export const foldForSearch = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `label` contains what was typed, ignoring case and accents ("gluteos" finds "Glúteos"). */
export const includesIgnoringAccents = (label: string, typed: string): boolean => foldForSearch(label).includes(foldForSearch(typed.trim()));
