import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every domain function of the trainer's app takes the member's Scope (scope.ts), so a query can't
 * forget the trainer's filter. This keeps it so: no trainer route reads the bare business id of the
 * token. The client app's routes (client tokens: their own client's rows) are the exception.
 */
const modules = path.resolve(__dirname, '..');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('routes.ts') ? [full] : [];
  });
}

const bareBusinessId = /request\.user\.gymId|gymId\s*}\s*=\s*request\.user\b/;

describe('the Scope of the trainer routes', () => {
  it('no trainer route takes the business id from the token: they pass request.scope', () => {
    const trainerRoutes = routeFiles(modules).filter((file) => !path.relative(modules, file).includes('client-app'));
    expect(trainerRoutes.length).toBeGreaterThan(20);
    const offenders = trainerRoutes
      .filter((file) => bareBusinessId.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(modules, file));
    expect(offenders).toEqual([]);
  });
});
