/**
 * @jest-environment node
 */
// The layer rules are lint (eslint.config.mjs, scripts/eslint/layers.mjs): a crossing fails `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const workspace = join(__dirname, '../..');

/** Lints each snippet as if it were the given file, in one ESLint run; answers the layer messages. */
function layerErrors(cases: Array<{ file: string; code: string }>): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const { file, code } of cases) {
        const [result] = await eslint.lintText(code, { filePath: file });
        out.push(result.messages.filter((m) => m.ruleId === 'layers/no-cross-layer').map((m) => m.message));
      }
      console.log(JSON.stringify(out));
    })();`;
  const output = execFileSync('node', ['-e', script, JSON.stringify(cases)], { cwd: workspace, encoding: 'utf8' });
  return JSON.parse(output) as string[][];
}

it('refuses imports across layers and allows the ones inside a layer', () => {
  const [agendaIntoClients, remoteIntoHost, remoteByPackage, ownFolder, hostIntoRemote, sharedIntoApi, sharedOwnApi, dbIntoModules, moduleIntoDb] =
    layerErrors([
      { file: 'remote-agenda/src/exposes/x.tsx', code: "import { a } from '../../../remote-clients/src/lib/format';\nexport { a };\n" },
      { file: 'remote-agenda/src/exposes/x.tsx', code: "import { a } from '../../../host/src/app/router';\nexport { a };\n" },
      { file: 'remote-billing/src/x.ts', code: "import { a } from '@coach/remote-clients/src/lib/format';\nexport { a };\n" },
      { file: 'remote-clients/src/exposes/x.tsx', code: "import { a } from '../lib/format';\nexport { a };\n" },
      { file: 'host/src/app/x.tsx', code: "import { a } from '../../../remote-clients/src/lib/format';\nexport { a };\n" },
      { file: 'shared/src/x.ts', code: "import { a } from '../../api/src/config';\nexport { a };\n" },
      { file: 'shared/src/tour/x.ts', code: "import { a } from '../api/client';\nexport { a };\n" },
      { file: 'api/src/db/x.ts', code: "import { a } from '../modules/users/queries';\nexport { a };\n" },
      { file: 'api/src/modules/users/x.ts', code: "import { a } from '../../db/client';\nexport { a };\n" },
    ]);
  expect(agendaIntoClients).toEqual([expect.stringContaining('a remote never imports another remote or the host')]);
  expect(remoteIntoHost).toHaveLength(1);
  expect(remoteByPackage).toHaveLength(1);
  expect(ownFolder).toEqual([]);
  expect(hostIntoRemote).toEqual([expect.stringContaining('a host loads remotes at run time')]);
  expect(sharedIntoApi).toEqual([expect.stringContaining('shared is imported by the apps and the API')]);
  expect(sharedOwnApi).toEqual([]);
  expect(dbIntoModules).toEqual([expect.stringContaining('db/ holds the tables')]);
  expect(moduleIntoDb).toEqual([]);
});
