import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** './LoginPage': './src/exposes/login-page.tsx' pairs of the webpack exposes block. */
function exposedModules(): Map<string, string> {
  const config = read('webpack.config.cjs');
  const block = /exposes:\s*\{([\s\S]*?)\}/.exec(config)?.[1] ?? '';
  return new Map([...block.matchAll(/'\.\/(\w+)':\s*'([^']+)'/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/** The 'auth/*' keys of RemoteModules in the shared contract. */
function contractModules(): string[] {
  const contract = read('../shared/src/remote/remote-modules.ts');
  const body = /export interface RemoteModules \{([\s\S]*?)\n\}/.exec(contract)?.[1] ?? '';
  return [...body.matchAll(/'auth\/(\w+)'\s*:/g)].map((match) => match[1] ?? '');
}

describe('auth remote contract', () => {
  it('exposes exactly the auth modules the shared RemoteModules declares', () => {
    const contract = contractModules();
    expect(contract.length).toBeGreaterThan(0);
    expect([...exposedModules().keys()].sort()).toEqual([...contract].sort());
  });

  it('points every exposed module at a file that default-exports a component', async () => {
    const exposes = exposedModules();
    expect(exposes.size).toBeGreaterThan(0);
    for (const file of exposes.values()) {
      const mod = (await import(join(root, file))) as { default?: unknown };
      expect(typeof mod.default).toBe('function');
    }
  });
});
