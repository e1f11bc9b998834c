import { exportStatuses, type ExportStatus } from '@coach/shared/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { gyms } from './gyms';

/**
 * "Exportar mis datos" (issue 28 §5): one ZIP of a business's data, produced in the background by
 * the instance that accepted it. Its state lives here so that any instance answers its progress; an
 * export `running` without a heartbeat for a while was left by an instance that stopped (it fails).
 */
export const businessExports = pgTable(
  'business_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExportStatus>().notNull(),
    // The files of the ZIP written so far, of `total_steps`: the screen's progress bar.
    doneSteps: smallint('done_steps').notNull().default(0),
    totalSteps: smallint('total_steps').notNull(),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: createdAt(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // After this the file is removed and the export answers 404.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('business_exports_gym_idx').on(t.gymId, t.id),
    // One export in progress per business: a second request answers that one.
    uniqueIndex('business_exports_one_running').on(t.gymId).where(sql`${t.status} in ('pending', 'running')`),
    index('business_exports_expires_idx').on(t.expiresAt),
    check('business_exports_status_check', sql`${t.status} in (${sql.raw(exportStatuses.map((status) => `'${status}'`).join(', '))})`),
  ],
);

export type BusinessExportRow = typeof businessExports.$inferSelect;
