import { measurementAuthors, type MeasurementAuthor } from '@coach/shared/contracts';
import { desc, sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { gyms } from './gyms';
import { users } from './users';

/** A figure of a measurement: up to 999.99 with two decimals (the contracts keep them in their ranges). */
const figure = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * A client's body measurement on one day (issue 26): weight, body fat and circumferences, each
 * optional but at least one. Entered by the trainer (created_by_user_id) or by the client in the app;
 * the client's `weight_kg` follows the newest measurement with a weight (modules/progress/latest-weight.ts).
 */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gymId: integer('gym_id')
      .notNull()
      .references(() => gyms.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: figure('weight_kg'),
    bodyFatPct: figure('body_fat_pct'),
    waistCm: figure('waist_cm'),
    hipCm: figure('hip_cm'),
    chestCm: figure('chest_cm'),
    armCm: figure('arm_cm'),
    thighCm: figure('thigh_cm'),
    note: text('note'),
    enteredBy: text('entered_by').$type<MeasurementAuthor>().notNull(),
    // The trainer who entered it (null when the client did, or once that trainer is removed).
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The id the app generated for this measurement (its retries send it again), unique per client.
    uid: uuid('uid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The client's measurements newest first (the list, the latest of each figure, the weight rule).
    index('body_measurements_client_date_idx').on(t.clientId, desc(t.date), desc(t.id)),
    uniqueIndex('body_measurements_client_uid_unique').on(t.clientId, t.uid).where(sql`${t.uid} is not null`),
    check('body_measurements_entered_by_check', sql`${t.enteredBy} in (${sql.raw(measurementAuthors.map((author) => `'${author}'`).join(', '))})`),
    check(
      'body_measurements_some_figure_check',
      sql`num_nonnulls(${t.weightKg}, ${t.bodyFatPct}, ${t.waistCm}, ${t.hipCm}, ${t.chestCm}, ${t.armCm}, ${t.thighCm}) > 0`,
    ),
  ],
);

export type BodyMeasurementRow = typeof bodyMeasurements.$inferSelect;
