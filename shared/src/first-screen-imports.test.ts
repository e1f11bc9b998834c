import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every package a module and the modules it imports (relatively, as values) import. */
function packagesImportedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(entry);
  return packages;
}

describe("what the shared package's index loads with every first screen", () => {
  it("does not bring antd's Form, Input, InputNumber or Typography (they live in @coach/shared/account-forms and the areas)", () => {
    const packages = packagesImportedBy(join(__dirname, 'index.ts'));
    expect(packages).toContain('antd/es/config-provider');
    for (const heavy of ['antd/es/form', 'antd/es/input', 'antd/es/input-number', 'antd/es/typography']) expect(packages).not.toContain(heavy);
  });

  it('the client app piece (session, tasks, outbox) brings no antd component at all', () => {
    const packages = [...packagesImportedBy(join(__dirname, 'client-app/index.ts'))];
    expect(packages.filter((name) => name.startsWith('antd'))).toEqual([]);
  });
});
