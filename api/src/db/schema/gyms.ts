import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/** A business (a trainer's studio). Every row that belongs to a business carries its gym_id. */
export const gyms = pgTable('gyms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('ARS'),
  timeZone: text('time_zone').notNull().default('America/Argentina/Buenos_Aires'),
  // ISO 3166-1 alpha-2: how the web writes dates and numbers, and the calling code of phones.
  country: text('country').notNull().default('AR'),
  // The public path of the logo (stored like profile photos), shown in the client app and receipts.
  logo: text('logo'),
  // How clients pay ("Mi negocio"), shown in the client app's "Mi plan" and in reminders. Which of the
  // transfer details apply, and how each is checked, is the country's (paymentFieldsOf): the account is
  // a CBU/CVU in Argentina, a CLABE in Mexico, an IBAN in Spain; the type and the RUT are Chile's.
  transferAlias: text('transfer_alias'),
  transferAccount: text('transfer_account'),
  transferAccountType: text('transfer_account_type'),
  transferHolder: text('transfer_holder'),
  transferHolderTaxId: text('transfer_holder_tax_id'),
  transferBank: text('transfer_bank'),
  paymentLink: text('payment_link'),
  paymentNotes: text('payment_notes'),
  // Null means the business pays: there is no trial to count down.
  trialEndsAt: instant('trial_ends_at'),
  originCode: text('origin_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Gym = typeof gyms.$inferSelect;
