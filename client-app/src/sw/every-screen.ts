/**
 * What the service worker keeps so that every screen of the app opens offline after one online visit, whatever
 * screen the client opened first (see keepEveryScreen in ../sw.ts). Plain functions: no worker globals here.
 */

/** What each build writes beside its manifest (shared/build/offline-files.cjs). */
export interface OfflineFiles {
  /** The app's client-facing chunks (the client app's entry and its pages; a remote's `ClientApp*` pieces). */
  files: string[];
  /** The share keys those chunks consume. */
  consumes: string[];
  /** The app's own copy of each shared module: its chunks and the share keys they consume. */
  provides: Record<string, { files: string[]; consumes: string[] }>;
}

/** One app's list, with the address its files are relative to (the folder of its manifest). */
export interface OfflineSource {
  base: string;
  list: OfflineFiles;
}

/**
 * Every file a screen may need: each app's own files, and for every shared module they reach (directly or
 * through another shared module), every app's copy of it, since which app supplies a shared module depends on
 * the order in which the screens were opened. Absolute URLs, each once.
 */
export function everyScreenFiles(sources: readonly OfflineSource[]): string[] {
  const urls = new Set<string>();
  const reached = new Set<string>();
  const pending: string[] = [];
  const reach = (keys: readonly string[]) => {
    for (const key of keys) {
      if (reached.has(key)) continue;
      reached.add(key);
      pending.push(key);
    }
  };
  for (const { base, list } of sources) {
    for (const file of list.files) urls.add(new URL(file, base).href);
    reach(list.consumes);
  }
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const { base, list } of sources) {
      const copy = list.provides[key];
      if (!copy) continue;
      for (const file of copy.files) urls.add(new URL(file, base).href);
      reach(copy.consumes);
    }
  }
  return [...urls];
}

/** Whether a JSON answer is a build's offline list (an older build of a remote has none: its folder answers 404). */
export function isOfflineFiles(value: unknown): value is OfflineFiles {
  if (typeof value !== 'object' || value === null) return false;
  const { files, consumes, provides } = value as Partial<Record<keyof OfflineFiles, unknown>>;
  return Array.isArray(files) && Array.isArray(consumes) && typeof provides === 'object' && provides !== null;
}

/** The fields of the app's answers that hold a picture (covers and thumbnails; never a video). */
const PICTURE_FIELD = /^(cover|thumbnail)Url$/;

/**
 * The pictures an answer of the client's data names (the day's workouts' exercise thumbnails, the activities'
 * covers), as absolute same-origin URLs, each once: the worker keeps them with the answer, so a workout shows
 * its exercises' pictures offline even if they were never on screen.
 */
export function picturesIn(answer: unknown, origin: string): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && PICTURE_FIELD.test(key)) {
        const url = new URL(field, origin);
        if (url.origin === origin) found.add(url.href);
      } else visit(field, depth + 1);
    }
  };
  visit(answer, 0);
  return [...found];
}
