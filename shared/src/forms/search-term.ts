// Control characters (a pasted tab or line break) and broken UTF-16 mean nothing in a search: they
// become spaces, so the search still runs instead of failing the API's text rules.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What a search box's text searches for: visible characters, single spaces, trimmed, at most `max`. */
export const searchTerm = (text: string, max = 80): string =>
  text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
