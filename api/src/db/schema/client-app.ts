import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * A client app sign-up waiting for its email to be proven: the code sent to that address (stored
 * hashed) must come back before the invitation is redeemed and the address becomes an app login.
 * Until then nothing is claimed: another business can still invite and register that person.
 */
export const clientAppRegistrations = pgTable(
  'client_app_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Opaque handle the app sends back with the code (stored hashed, like every secret).
    handleHash: text('handle_hash').notNull(),
    invitationCode: text('invitation_code').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    verifiedAt: instant('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_app_registrations_handle_hash_unique').on(t.handleHash),
    index('client_app_registrations_expires_at_idx').on(t.expiresAt),
  ],
);

export type ClientAppRegistration = typeof clientAppRegistrations.$inferSelect;
