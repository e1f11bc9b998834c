import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/** A business (a trainer's studio). Every row that belongs to a business carries its gym_id. */
export const gyms = pgTable('gyms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('ARS'),
  timeZone: text('time_zone').notNull().default('America/Argentina/Buenos_Aires'),
  // Null means the business pays: there is no trial to count down.
  trialEndsAt: instant('trial_ends_at'),
  originCode: text('origin_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Gym = typeof gyms.$inferSelect;
