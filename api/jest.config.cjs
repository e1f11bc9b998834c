const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// ESM-only dependencies that Node 20 loads with require(esm) but jest's module system does not.
const esmOnly = ['content-disposition', 'cookie'];

/** API tests run the real Fastify app against a real database (see src/test/test-db.ts). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.m?js$': swc('ecmascript'),
  },
  // pnpm paths hold two node_modules segments (.pnpm/<pkg>@<v>/node_modules/<pkg>); both must pass.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${esmOnly.join('|')})[/@])`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // A fresh PGlite (WASM) takes a few seconds to boot and migrate.
  testTimeout: 30000,
};
