const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

// Compiled to CommonJS for jest: ESM-only packages (Node 20 loads them with require(esm), jest's
// module system does not) and PGlite, whose CJS build uses import() for Node built-ins, which jest
// only supports behind --experimental-vm-modules.
const transpiledDependencies = ['content-disposition', 'cookie', '@electric-sql', '@apidevtools'];

/** API tests run the real Fastify app against a real database (see src/test/test-db.ts). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.[mc]?js$': swc('ecmascript'),
  },
  // pnpm paths hold two node_modules segments (.pnpm/<pkg>@<v>/node_modules/<pkg>); both must pass.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${transpiledDependencies.join('|')})[/@])`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // A fresh PGlite (WASM) takes a few seconds to boot and migrate.
  testTimeout: 30000,
};
