// Jest settings for the web packages (shared, host, remotes): swc, jsdom, Testing Library.
const path = require('node:path');

/** @param {string} dir the package's folder; its name is the project's name in Jest's output */
function webJestConfig(dir, displayName = path.basename(dir)) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|png|jpe?g|webp|gif|svg)$': path.join(__dirname, 'jest-file-stub.cjs'),
      // @ant-design/icons' CommonJS build requires the ESM build of @ant-design/colors.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // The web imports antd per component from its ESM build (antd/es/<component>); Jest runs CommonJS.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    // Jest's default of 5 s per test is less than what a long component test (a whole dialog typed
    // through) takes on a loaded two-core CI machine beside the API suite; a hang still fails.
    testTimeout: 30_000,
  };
}

module.exports = { webJestConfig };
