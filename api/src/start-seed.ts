import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { seedDemoBusiness } from './demo';
import { seedIfEmpty } from './seed';

/** What start wrote into the database: nothing, the demo account, or the account and its demo business. */
export type Seeded = 'none' | 'account' | 'business';

/**
 * What an empty database gets at start. The demo account has public credentials (README, banner), so
 * it is written only when the configuration asks for it: always outside production, in production only
 * with DEMO_ACCOUNT=1 (config.ts). The demo business goes only into the account just created, and
 * uses the product library: call this after it was synced.
 */
export async function seedOnStart(
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
  config: Pick<AppConfig, 'demoAccount' | 'demoData'>,
): Promise<Seeded> {
  if (!config.demoAccount) return 'none';
  const account = await seedIfEmpty(deps.db, deps.now());
  if (!account) return 'none';
  if (config.demoData !== 'business') return 'account';
  const started = Date.now();
  const summary = await seedDemoBusiness(deps.db, { ...account, now: deps.now() });
  if (!summary) return 'account';
  deps.log.info({ ms: Date.now() - started, ...summary }, 'demo business seeded');
  return 'business';
}
