import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import type { Db } from './client';
import { isDatabaseUnavailable, isTransactionConflict } from './errors';
import { CONFLICT_ATTEMPTS, retryOnConflict, transactionWithRetry } from './retry';

/** How Drizzle hands a driver's error over: wrapped, the SQLSTATE on its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });

describe('retryOnConflict', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers its result', async () => {
    const failures = [wrapped('40P01'), wrapped('40001')];
    const work = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'hecho';
    });
    await expect(retryOnConflict(work)).resolves.toBe('hecho');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once, and the last conflict once its attempts are spent (a 503)', async () => {
    const other = jest.fn(async () => {
      throw wrapped('23505');
    });
    await expect(retryOnConflict(other)).rejects.toThrow('Failed query');
    expect(other).toHaveBeenCalledTimes(1);

    const always = jest.fn(async () => {
      throw wrapped('40P01');
    });
    const error: unknown = await retryOnConflict(always).catch((caught: unknown) => caught);
    expect(always).toHaveBeenCalledTimes(CONFLICT_ATTEMPTS);
    expect(isTransactionConflict(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres('transactionWithRetry on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.close();
  });

  /**
   * Two transactions that update rows 1 and 2 in opposite orders, each waiting (on its first attempt
   * only) until the other holds its first row: PostgreSQL finds the deadlock and rolls one back.
   */
  async function crossedUpdates(transaction: (db: Db, run: (tx: Db) => Promise<void>) => Promise<void>) {
    const { db } = testDb.database;
    await db.execute(sql`drop table if exists crossed_rows`);
    await db.execute(sql`create table crossed_rows (id integer primary key, n integer not null)`);
    await db.execute(sql`insert into crossed_rows values (1, 0), (2, 0)`);
    let attempts = 0;
    let holding = 0;
    const bothHolding = async () => {
      holding += 1;
      while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const side = (first: number, second: number) =>
      transaction(db, async (tx) => {
        attempts += 1;
        const firstAttempt = attempts <= 2;
        await tx.execute(sql`update crossed_rows set n = n + 1 where id = ${first}`);
        if (firstAttempt) await bothHolding();
        await tx.execute(sql`update crossed_rows set n = n + 1 where id = ${second}`);
      });
    const outcomes = await Promise.allSettled([side(1, 2), side(2, 1)]);
    const rows = await db.execute(sql`select id, n from crossed_rows order by id`);
    return { outcomes, attempts, rows: (rows as { rows: Array<{ id: number; n: number }> }).rows };
  }

  it('without it, PostgreSQL rolls back one of two crossed transactions (40P01)', async () => {
    const { outcomes } = await crossedUpdates((db, run) => db.transaction(run));
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(isTransactionConflict((failed[0] as PromiseRejectedResult).reason)).toBe(true);
  });

  it('with it, the rolled-back one runs again and both land', async () => {
    const { outcomes, attempts, rows } = await crossedUpdates(transactionWithRetry);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(attempts).toBe(3);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });
});
