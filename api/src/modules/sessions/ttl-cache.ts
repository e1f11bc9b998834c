/**
 * A small in-process cache: at most `maxEntries` keys (the least recently used goes first), each kept
 * for `ttlMs`. It holds the load's promise, so requests that arrive while a key is loading share one
 * query. `delete` drops a key, loading or loaded: whoever asks afterwards reads the database again,
 * so a result read before a change never lands in the cache after it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  /** Loads started (cache misses); tests read it to prove that a hit costs no query. */
  loads = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now: () => number }) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.options.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.expiresAt > now) {
        // Re-inserted at the end: Map keeps insertion order, so the first key is the least recently used.
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    this.loads += 1;
    const entry = { value: load(), expiresAt: now + this.options.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failed load is not remembered: the next request tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
