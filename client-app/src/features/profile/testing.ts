import type { ClientAppProfile } from '@coach/shared/contracts';

/** A registered client's own record as GET /api/v1/client-app/me answers it, in a business in Argentina (tests only). */
export const sampleProfile: ClientAppProfile = {
  id: 7,
  firstName: 'Rita',
  lastName: 'Sosa',
  email: 'rita@ejemplo.com',
  phone: null,
  birthdate: null,
  gender: null,
  address: null,
  goal: null,
  weightKg: null,
  heightCm: null,
  memberSince: '2026-01-05',
  active: true,
  subscriptionStatus: 'inactive',
  hasAppAccess: true,
  appRegisteredAt: '2026-01-05T12:00:00.000Z',
  appLastSeenAt: null,
  image: null,
  isSample: false,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  business: { name: 'Estudio Norte', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' },
};
