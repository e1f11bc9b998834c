export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
/** The e2e server signs with this secret, so a test can mint an already-expired access token. */
export const E2E_JWT_SECRET = 'e2e-secret-only-for-tests-0123456789abcdef';
export const DEMO = { email: 'demo@coach.app', password: 'Demo1234' };
