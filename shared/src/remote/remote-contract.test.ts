/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteNames } from './remote-modules';

const workspace = join(__dirname, '../../..');
const contractKeys = readFileSync(join(__dirname, 'remote-modules.ts'), 'utf8')
  .match(/^ {2}'([a-z]+\/[A-Za-z]+)':/gm)!
  .map((line) => line.trim().slice(1, -2));

/** The exposes of one remote's webpack config, as `<name>/<Module>` ids. */
function exposedIds(remote: string): string[] {
  const config = readFileSync(join(workspace, `remote-${remote}`, 'webpack.config.cjs'), 'utf8');
  expect(config).toContain(`name: '${remote}'`);
  return [...config.matchAll(/'\.\/([A-Za-z]+)':/g)].map((match) => `${remote}/${match[1]}`);
}

describe('remote contracts', () => {
  it.each(remoteNames)('remote-%s exposes exactly the modules the typed contract names', (remote) => {
    const expected = contractKeys.filter((key) => key.startsWith(`${remote}/`)).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(exposedIds(remote).sort()).toEqual(expected);
  });
});
