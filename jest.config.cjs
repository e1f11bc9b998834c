// `pnpm test:unit`: every web package's unit and component tests in one run (the api has its own).
const registry = require('./shared/registry.cjs');

module.exports = {
  projects: ['shared', registry.host.dir, registry.clientApp.dir, ...registry.remotes.map((remote) => remote.dir)].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
