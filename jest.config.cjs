// `pnpm test:unit`: every web package's unit and component tests in one run (the api has its own).
module.exports = {
  projects: ['shared', 'host', 'remote-auth', 'remote-clients', 'remote-library', 'remote-agenda', 'remote-billing'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
