const path = require('node:path');
const { webJestConfig } = require('@coach/shared/build/jest-web.cjs');

const base = webJestConfig(__dirname, 'remote-auth');

module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'jest.setup.cjs')] };
