import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { seedDemoBusiness } from './demo';
import { seedDemoPhotos } from './demo/photos';
import type { PhotoDeps } from './modules/progress/photos';
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
  // With the storage and the media URLs, the demo business gets its progress photos too.
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger } & Partial<Pick<PhotoDeps, 'storage' | 'urls'>>,
  config: Pick<AppConfig, 'demoAccount' | 'demoData'>,
): Promise<Seeded> {
  if (!config.demoAccount) return 'none';
  const account = await seedIfEmpty(deps.db, deps.now());
  if (!account) return 'none';
  if (config.demoData !== 'business') return 'account';
  const started = Date.now();
  const summary = await seedDemoBusiness(deps.db, { ...account, now: deps.now() });
  if (!summary) return 'account';
  const { storage, urls } = deps;
  const photos = storage && urls ? await seedDemoPhotos({ ...deps, storage, urls }, account) : 0;
  deps.log.info({ ms: Date.now() - started, ...summary, photos }, 'demo business seeded');
  return 'business';
}
