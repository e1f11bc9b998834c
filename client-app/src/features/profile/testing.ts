import type { ClientAppProfile } from '@coach/shared/contracts';
import { aClientRecord } from '@coach/shared/testing';

/** A registered client's own record as GET /api/v1/client-app/me answers it, in a business in Argentina (tests only). */
export const sampleProfile: ClientAppProfile = {
  ...aClientRecord({ email: 'rita@ejemplo.com', hasAppAccess: true, appRegisteredAt: '2026-01-05T12:00:00.000Z' }),
  business: { name: 'Estudio Norte', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' },
};
