/**
 * @jest-environment node
 */
// Every place that needs the list of apps reads shared/registry.cjs; this fails if one disagrees.
// (The typed contract of exposed modules is checked by the compiler: `ContractMatchesRegistry`.)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, clientApp, host, remoteNames, remotes } from './registry';

const workspace = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(workspace, file), 'utf8');
const folderOf = (dir: string) => join(workspace, dir);

/** What a webpack config of ours returns for a production build. */
interface AppConfig {
  output: { uniqueName: string; publicPath: string };
  devServer: { port: number };
  plugins: Array<{ constructor: { name: string }; _options?: { name: string; exposes: Record<string, string> } }>;
}
const webpackConfig = (dir: string): AppConfig =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(join(folderOf(dir), 'webpack.config.cjs')) as (env: object, argv: object) => AppConfig)({}, { mode: 'production' });

describe('the registry of apps', () => {
  it('names each remote once, each with its own folder and dev port', () => {
    expect(new Set(remoteNames).size).toBe(remotes.length);
    const ports = [host.devPort, clientApp.devPort, api.devPort, ...remotes.map((remote) => remote.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    for (const remote of remotes) expect(existsSync(join(folderOf(remote.dir), 'package.json'))).toBe(true);
  });

  it('pnpm-workspace.yaml holds exactly the registry folders', () => {
    const globs = [...read('pnpm-workspace.yaml').split('allowBuilds:')[0]!.matchAll(/^\s+- (\S+)$/gm)].map((match) => match[1]!);
    const folders = readdirSync(workspace, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(workspace, entry.name, 'package.json')))
      .map((entry) => entry.name)
      .filter((name) => globs.some((glob) => new RegExp(`^${glob.replace('*', '.*')}$`).test(name)));
    expect(folders.sort()).toEqual(['shared', 'e2e', host.dir, clientApp.dir, api.dir, ...remotes.map((remote) => remote.dir)].sort());
  });

  it.each(remotes.map((remote) => [remote.name, remote] as const))(
    "remote-%s: its webpack config takes name, port and exposes from the registry, and its exposed files exist",
    (_name, remote) => {
      const config = webpackConfig(remote.dir);
      expect(config.output.uniqueName).toBe(remote.name);
      expect(config.devServer.port).toBe(remote.devPort);
      const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!;
      expect(federation._options!.name).toBe(remote.name);
      expect(Object.keys(federation._options!.exposes).sort()).toEqual(Object.keys(remote.exposes).map((key) => `./${key}`).sort());
      for (const file of Object.values(remote.exposes)) expect(existsSync(join(folderOf(remote.dir), file))).toBe(true);
      // Nothing in src/exposes that the registry does not expose.
      const exposedFiles = readdirSync(join(folderOf(remote.dir), 'src/exposes')).map((file) => `./src/exposes/${file}`);
      expect(exposedFiles.sort()).toEqual(Object.values(remote.exposes).sort());
    },
  );

  it("the host's webpack config and its development remotes file", () => {
    const config = webpackConfig(host.dir);
    expect(config.devServer.port).toBe(host.devPort);
    expect(existsSync(join(folderOf(host.dir), 'public/remotes.json'))).toBe(false);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { devRemotesFile } = require('../build/webpack-app.cjs') as { devRemotesFile: () => Record<string, string> };
    expect(devRemotesFile()).toEqual(
      Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`])),
    );
  });

  it("the clients' app builds as a second host served under its basePath", () => {
    const config = webpackConfig(clientApp.dir);
    expect(config.devServer.port).toBe(clientApp.devPort);
    expect(config.output.uniqueName).toBe(clientApp.name);
    expect(config.output.publicPath).toBe(clientApp.basePath);
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!;
    expect(federation._options!.exposes).toEqual({});
    expect(existsSync(join(folderOf(clientApp.dir), 'public/manifest.webmanifest'))).toBe(true);
  });

  it('the scripts (build, start, dev, bench) see the same apps and ports', () => {
    const script = `import('./scripts/apps.mjs').then(({ webApps, api }) => console.log(JSON.stringify({ webApps, api })))`;
    const { webApps, api: apiApp } = JSON.parse(execFileSync('node', ['-e', script], { cwd: workspace, encoding: 'utf8' })) as {
      webApps: Array<{ dir: string; port: number }>;
      api: { dir: string; port: number };
    };
    expect(webApps.map(({ dir, port }) => ({ dir, port }))).toEqual([
      { dir: host.dir, port: host.devPort },
      { dir: clientApp.dir, port: clientApp.devPort },
      ...remotes.map((remote) => ({ dir: remote.dir, port: remote.devPort })),
    ]);
    expect(apiApp).toMatchObject({ dir: api.dir, port: api.devPort });
  });

  it("Jest's projects and the used-exports scan cover every web app", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jestConfig = require(join(workspace, 'jest.config.cjs')) as { projects: string[] };
    expect(jestConfig.projects).toEqual(
      ['shared', host.dir, clientApp.dir, ...remotes.map((remote) => remote.dir)].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
    );
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sourceDirs } = require('../build/used-exports.cjs') as { sourceDirs: string[] };
    expect([...sourceDirs].sort()).toEqual(['shared', host.dir, clientApp.dir, ...remotes.map((remote) => remote.dir)].sort());
  });

  it("the API serves every remote and lists it in the default /remotes.json", () => {
    const layout = read('api/src/modules/web-apps/layout.ts');
    expect(layout).toContain("from '@coach/shared/registry'");
    for (const name of remoteNames) expect(layout).not.toContain(`'${name}'`);
  });

  it('no other file lists the remotes by hand', () => {
    // A remote's name next to its folder or port, outside the registry, means a second list.
    const pattern = remotes.map((remote) => `${remote.dir}'|:${remote.devPort}\\b`).join('|');
    const globs = ['*.ts', '*.tsx', '*.cjs', '*.mjs', '*.json', '*.yaml'];
    let listing = '';
    try {
      listing = execFileSync('git', ['grep', '--untracked', '-l', '-E', pattern, '--', ...globs], { cwd: workspace, encoding: 'utf8' });
    } catch {
      // git grep exits with 1 when nothing matches.
    }
    const hits = listing
      .split('\n')
      .filter(Boolean)
      .filter((file) => !['shared/registry.cjs', 'pnpm-lock.yaml'].includes(file) && !file.endsWith('package.json') && !file.endsWith('.test.ts'));
    expect(hits).toEqual([]);
  });
});
