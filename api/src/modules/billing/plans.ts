import { billingMessages, type Plan, type planCreateSchema, type planListQuerySchema, type planUpdateSchema } from '@coach/shared/contracts';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { transactionWithRetry } from '../../db/retry';
import { PLANS_GYM_NAME_UNIQUE, plans, type PlanRow } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { containsPattern } from '../clients/search-text';
import { nameKeyOf } from '../library/names';
import type { Scope } from '../team/scope';
import { catchUpBilling, type BillingDeps } from './catch-up';

type PlanCreate = z.output<typeof planCreateSchema>;
type PlanUpdate = z.output<typeof planUpdateSchema>;
type PlanListQuery = z.output<typeof planListQuerySchema>;

/**
 * How many clients use each plan: a subscription that has not ended (current or to start) on it,
 * or a scheduled change to it. The number PLAN_IN_USE names and the plans list shows. (The outer
 * columns are written qualified: drizzle leaves a one-table select's columns bare, and inside this
 * subquery a bare "id" would be the subscription's.)
 */
const clientCountOf = (today: string) => sql<number>`(
  select count(distinct s.client_id)::integer from subscriptions s
  where s.gym_id = "plans"."gym_id" and (s.plan_id = "plans"."id" or s.scheduled_plan_id = "plans"."id")
    and (s.end_date is null or s.end_date >= ${today}::date)
)`;

const toPlan = (row: PlanRow, clientCount: number): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  recurrence: row.recurrence,
  amount: row.amount,
  clientCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const orderings: Record<PlanListQuery['sort'], SQL[]> = {
  name: [asc(sql`${plans.nameKey} collate "C"`), asc(plans.id)],
  '-name': [desc(sql`${plans.nameKey} collate "C"`), desc(plans.id)],
  amount: [asc(plans.amount), asc(plans.id)],
  '-amount': [desc(plans.amount), desc(plans.id)],
  createdAt: [asc(plans.createdAt), asc(plans.id)],
  '-createdAt': [desc(plans.createdAt), desc(plans.id)],
};

async function today(deps: BillingDeps, gymId: number): Promise<string> {
  return (await catchUpBilling(deps, gymId)).today;
}

/** The business's plans (every member reads them: a CO assigns them to their clients). */
export async function listPlans(deps: BillingDeps, scope: Scope, query: PlanListQuery): Promise<{ items: Plan[]; total: number }> {
  const day = await today(deps, scope.gymId);
  const conditions: SQL[] = [eq(plans.gymId, scope.gymId), isNull(plans.archivedAt)];
  if (query.search) conditions.push(sql`${plans.nameKey} like ${containsPattern(query.search)}`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ plan: plans, clientCount: clientCountOf(day) })
      .from(plans)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::integer` }).from(plans).where(where),
  ]);
  return { items: rows.map((row) => toPlan(row.plan, row.clientCount)), total: counted?.total ?? 0 };
}

/** The business's live plan (a deleted one is as missing as another business's). */
export async function findPlanInGym(db: Db, gymId: number, id: number, lock?: 'update' | 'share'): Promise<PlanRow | undefined> {
  const query = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.gymId, gymId), isNull(plans.archivedAt)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** One plan of the business (the export reads each through here; GET /plans/:id through getPlan). */
export async function getPlanOfGym(deps: BillingDeps, gymId: number, id: number): Promise<Plan> {
  const day = await today(deps, gymId);
  const [row] = await deps.db
    .select({ plan: plans, clientCount: clientCountOf(day) })
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.gymId, gymId), isNull(plans.archivedAt)))
    .limit(1);
  if (!row) throw notFound();
  return toPlan(row.plan, row.clientCount);
}

/** A plan as the export writes it: deleted ones too (periods and payments name them), with when. */
export type ExportedPlan = Plan & { deletedAt: string | null };

/**
 * The business's plans after `afterId`, by id, `limit` at a time, deleted ones included: the export's
 * plans file (a business that ever deleted a plan takes it with its data too).
 */
export async function planBatchForExport(deps: BillingDeps, gymId: number, afterId: number, limit: number): Promise<ExportedPlan[]> {
  const day = await today(deps, gymId);
  const rows = await deps.db
    .select({ plan: plans, clientCount: clientCountOf(day) })
    .from(plans)
    .where(and(eq(plans.gymId, gymId), gt(plans.id, afterId)))
    .orderBy(asc(plans.id))
    .limit(limit);
  return rows.map((row) => ({ ...toPlan(row.plan, row.clientCount), deletedAt: row.plan.archivedAt?.toISOString() ?? null }));
}

/** GET /plans/:id: one plan of the caller's business. */
export const getPlan = (deps: BillingDeps, scope: Scope, id: number): Promise<Plan> => getPlanOfGym(deps, scope.gymId, id);

async function withUniqueName<T>(on: 'create' | 'update', write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PLANS_GYM_NAME_UNIQUE)) {
      throw new ApiError(409, 'RESOURCE_ALREADY_EXIST', on === 'create' ? billingMessages.planNameTaken : billingMessages.planNameTakenOnUpdate);
    }
    throw error;
  }
}

export async function createPlan(deps: BillingDeps, scope: Scope, input: PlanCreate): Promise<Plan> {
  const now = deps.now();
  const [row] = await withUniqueName('create', () =>
    deps.db
      .insert(plans)
      .values({
        gymId: scope.gymId,
        name: input.name,
        nameKey: nameKeyOf(input.name),
        description: input.description ?? null,
        recurrence: input.recurrence,
        amount: input.amount,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return toPlan(row!, 0);
}

/**
 * A new amount applies to periods that start after the change: the periods already due are written
 * first (with the old amount), so a period that started before today but was not read yet keeps it.
 * The recurrence of a plan in use cannot change (its clients' periods count by it).
 */
export async function updatePlan(deps: BillingDeps, scope: Scope, id: number, changes: PlanUpdate): Promise<Plan> {
  const { gymId } = scope;
  const day = await today(deps, gymId);
  await withUniqueName('update', () =>
    transactionWithRetry(deps.db, async (tx) => {
      const row = await findPlanInGym(tx, gymId, id, 'update');
      if (!row) throw notFound();
      if (changes.recurrence !== undefined && changes.recurrence !== row.recurrence) {
        const clients = await clientsUsing(tx, gymId, id, day);
        if (clients > 0) throw new ApiError(409, 'PLAN_IN_USE', billingMessages.planRecurrenceInUse(clients), { clients });
      }
      await tx
        .update(plans)
        .set({
          ...(changes.name !== undefined ? { name: changes.name, nameKey: nameKeyOf(changes.name) } : {}),
          description: changes.description,
          recurrence: changes.recurrence,
          amount: changes.amount,
          updatedAt: deps.now(),
        })
        .where(eq(plans.id, id));
    }),
  );
  return getPlan(deps, scope, id);
}

async function clientsUsing(tx: Db, gymId: number, planId: number, day: string): Promise<number> {
  const [row] = await tx
    .select({ clientCount: clientCountOf(day) })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.gymId, gymId)));
  return row?.clientCount ?? 0;
}

/**
 * A plan no client uses (now or from a scheduled change) is archived: finished subscriptions keep
 * its name. One in use: 409 PLAN_IN_USE naming how many clients. The plan row is locked, and
 * assigning a plan locks it too, so an assignment cannot slip in between the count and the deletion.
 */
export async function deletePlan(deps: BillingDeps, scope: Scope, id: number): Promise<void> {
  const { gymId } = scope;
  const day = await today(deps, gymId);
  await transactionWithRetry(deps.db, async (tx) => {
    const row = await findPlanInGym(tx, gymId, id, 'update');
    if (!row) throw notFound();
    const clients = await clientsUsing(tx, gymId, id, day);
    if (clients > 0) throw new ApiError(409, 'PLAN_IN_USE', billingMessages.planInUse(clients), { clients });
    await tx.update(plans).set({ archivedAt: deps.now(), updatedAt: deps.now() }).where(eq(plans.id, id));
  });
}
