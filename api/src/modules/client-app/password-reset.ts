import { eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema';
import type { ResetAccounts } from '../auth/password-reset';
import { findAppClientByEmail } from '../clients/queries';

/**
 * The app's password reset (/auth/app/password-reset*): the trainer's rules for the clients registered
 * in the app. A disabled client gets no mail (its trainer turned its access off); the link opens the
 * app's screen, /app/restablecer.
 */
export const clientResetAccounts: ResetAccounts = {
  kind: 'client',
  findByEmail: async (db, email) => {
    const client = await findAppClientByEmail(db, email);
    if (!client?.active || client.email === null) return undefined;
    return { id: client.id, email: client.email, firstName: client.firstName };
  },
  linkPath: '/app/restablecer',
  setPassword: async (db, id, passwordHash) => {
    // A new password is not a change of the record the trainer sees: updated_at stays.
    await db.update(clients).set({ passwordHash, updatedAt: sql`${clients.updatedAt}` }).where(eq(clients.id, id));
  },
};
