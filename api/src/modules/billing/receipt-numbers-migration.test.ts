import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { idempotencyKeys, payments, receiptCounters } from '../../db/schema';
import { migrationsBefore, rawId, rawRows } from '../../test/migrations-before';
import { TestClock } from '../../test/test-clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createPayment } from './payments';

const UPGRADE = '0030_receipt_numbers';

const clock = new TestClock();
let testDb: TestDatabase;
let workDir: string;

/** Raw SQL, because the tables are as an older migration left them. */
const rowsOf = <T>(query: SQL) => rawRows<T>(testDb.database.db, query);
const idOf = (query: SQL) => rawId(testDb.database.db, query);

/** A business with an administrator, a client and one period of 1.000.000 to pay, as the schema of 0029 holds them. */
async function oldBusiness(name: string) {
  const gymId = await idOf(sql`insert into gyms (name) values (${name}) returning id`);
  const userId = await idOf(sql`
    insert into users (gym_id, email, password_hash, first_name, last_name, role)
    values (${gymId}, ${`${name}@example.com`}, 'x', 'Lucía', 'Pérez', 'AD') returning id`);
  const clientId = await idOf(sql`insert into clients (gym_id, first_name, last_name, member_since) values (${gymId}, 'Ana', 'Gómez', '2026-01-01') returning id`);
  const planId = await idOf(sql`
    insert into plans (gym_id, name, name_key, recurrence, amount) values (${gymId}, 'Mensual', 'mensual', 'monthly', 1000000) returning id`);
  const subscriptionId = await idOf(sql`
    insert into subscriptions (gym_id, client_id, plan_id, start_date, anchor_date) values (${gymId}, ${clientId}, ${planId}, '2026-03-01', '2026-03-01') returning id`);
  const periodId = await idOf(sql`
    insert into payment_periods (gym_id, client_id, subscription_id, plan_id, start_date, end_date, amount)
    values (${gymId}, ${clientId}, ${subscriptionId}, ${planId}, '2026-03-01', '2026-03-31', 1000000) returning id`);
  const pay = async (amount: number) => {
    await rowsOf(sql`update payment_periods set paid = paid + ${amount}, status = 'partial' where id = ${periodId}`);
    return idOf(sql`
      insert into payments (gym_id, client_id, period_id, created_by_user_id, date, method, amount)
      values (${gymId}, ${clientId}, ${periodId}, ${userId}, '2026-03-02', 'cash', ${amount}) returning id`);
  };
  return { gymId, userId, periodId, pay };
}

let norte: Awaited<ReturnType<typeof oldBusiness>>;
let sur: Awaited<ReturnType<typeof oldBusiness>>;
const ids: { norte: number[]; sur: number[] } = { norte: [], sur: [] };

/** The stored answers of the payments' Idempotency-Keys, as 0030 leaves them (0031 moves them elsewhere). */
let keysAfterUpgrade: Array<{ key: string; response: unknown }> = [];

/**
 * Runs the history up to 0029, records payments of two businesses interleaved (the platform's ids mix
 * them) with the Idempotency-Keys their requests left, then applies 0030 and, after it, the rest, as a
 * starting server does.
 */
beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'coach-upgrade-'));
  testDb = await createTestDatabase({ migrate: false });
  await testDb.database.migrate({ migrationsFolder: migrationsBefore(UPGRADE, path.join(workDir, 'drizzle')) });
  norte = await oldBusiness('norte');
  sur = await oldBusiness('sur');
  ids.norte.push(await norte.pay(1000));
  ids.sur.push(await sur.pay(1000));
  ids.norte.push(await norte.pay(2000));
  ids.norte.push(await norte.pay(3000));
  ids.sur.push(await sur.pay(2000));
  const answer = (paymentId: number) => JSON.stringify({ payment: { id: paymentId, amount: 2000 }, period: { id: norte.periodId } });
  await rowsOf(sql`
    insert into payment_idempotency_keys (gym_id, key, request_hash, payment_id, response) values
      (${norte.gymId}, 'kept', 'h1', ${ids.norte[1]!}, ${answer(ids.norte[1]!)}::jsonb),
      (${norte.gymId}, 'deleted', 'h2', null, ${answer(999)}::jsonb),
      (${norte.gymId}, 'in-progress', 'h3', null, null)`);
  await testDb.database.migrate({ migrationsFolder: migrationsBefore('0031_idempotency_keys', path.join(workDir, 'drizzle-0030')) });
  keysAfterUpgrade = await rowsOf(sql`select key, response from payment_idempotency_keys where gym_id = ${norte.gymId} order by key`);
  await testDb.database.migrate();
});

afterAll(async () => {
  await testDb?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe(`migration ${UPGRADE} (receipts numbered per business)`, () => {
  it("numbers each business's existing payments from 1, in the order they were recorded", async () => {
    const rows = await testDb.database.db.select({ id: payments.id, gymId: payments.gymId, receiptNumber: payments.receiptNumber }).from(payments).orderBy(asc(payments.id));
    const numbersOf = (gymId: number) => rows.filter((row) => row.gymId === gymId).map((row) => [row.id, row.receiptNumber]);
    expect(numbersOf(norte.gymId)).toEqual([
      [ids.norte[0], 1],
      [ids.norte[1], 2],
      [ids.norte[2], 3],
    ]);
    expect(numbersOf(sur.gymId)).toEqual([
      [ids.sur[0], 1],
      [ids.sur[1], 2],
    ]);
    expect(await testDb.database.db.select().from(receiptCounters).orderBy(asc(receiptCounters.gymId))).toEqual([
      { gymId: norte.gymId, lastNumber: 3 },
      { gymId: sur.gymId, lastNumber: 2 },
    ]);
  });

  it("gives a retried key's stored answer its receipt number; forgets only the answer of a payment already deleted", async () => {
    const kept = { payment: { id: ids.norte[1], amount: 2000, receiptNumber: 2 }, period: { id: norte.periodId } };
    expect(keysAfterUpgrade.map((key) => [key.key, key.response])).toEqual([
      ['in-progress', null],
      ['kept', kept],
    ]);
    // 0031 (every write's keys in one table) carries the numbered answer along.
    const moved = await testDb.database.db.select({ key: idempotencyKeys.key, body: idempotencyKeys.body }).from(idempotencyKeys).where(eq(idempotencyKeys.gymId, norte.gymId));
    expect(moved).toEqual([{ key: 'kept', body: kept }]);
  });

  it("the next payment takes the number after the business's last one; a business with none starts at 1", async () => {
    const deps = { db: testDb.database.db, now: clock.now };
    const input = { date: '2026-03-02', method: 'cash' as const, amount: 100, closePeriod: false };
    const next = await createPayment(deps, { gymId: norte.gymId, userId: norte.userId, role: 'AD' }, norte.periodId, input);
    expect(next.payment.receiptNumber).toBe(4);
    const fresh = await oldBusiness('nuevo');
    const first = await createPayment(deps, { gymId: fresh.gymId, userId: fresh.userId, role: 'AD' }, fresh.periodId, input);
    expect(first.payment.receiptNumber).toBe(1);
    expect((await createPayment(deps, { gymId: sur.gymId, userId: sur.userId, role: 'AD' }, sur.periodId, input)).payment.receiptNumber).toBe(3);
  });
});
