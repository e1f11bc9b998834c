import type { Client } from '../contracts/clients';

/**
 * A client's record as the API answers it (GET /api/v1/clients, the client app's /me without its business),
 * with nothing filled but the name: tests pass what they look at.
 */
export function aClientRecord(overrides: Partial<Client> = {}): Client {
  const stamp = '2026-01-05T12:00:00.000Z';
  return {
    id: 7,
    firstName: 'Rita',
    lastName: 'Sosa',
    email: null,
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
    hasAppAccess: false,
    appRegisteredAt: null,
    appLastSeenAt: null,
    image: null,
    isSample: false,
    trainerId: 1,
    trainer: { id: 1, firstName: 'Laura', lastName: 'Gómez', image: null },
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
    // The trainer given names the id too, as the API answers them together.
    ...('trainer' in overrides && !('trainerId' in overrides) ? { trainerId: overrides.trainer?.id ?? null } : {}),
  };
}
