import { timestamp } from 'drizzle-orm/pg-core';

/** Instants are always stored with their time zone (ARCHITECTURE.md: instants are UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
