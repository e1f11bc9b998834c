import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement of a hot read, built by drizzle once per database and named: building a select cost
 * more CPU than PostgreSQL spent running it (bench/hot-path.ts), and a named statement is parsed and
 * planned once per connection. `name` is the PostgreSQL statement's name, so one name, one text.
 * Only for the app's database object (a transaction is another object and builds its own).
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
