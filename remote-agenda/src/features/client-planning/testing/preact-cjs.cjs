/* global jest */
// FullCalendar's CommonJS build requires preact, whose "browser" export (the one jsdom's conditions
// pick) is an ES module Jest cannot require. Tests that render a calendar map preact to its CommonJS
// files with this (jest.mock in the test file); the proper home is moduleNameMapper in jest.config.cjs.
const path = require('node:path');

const root = path.dirname(require.resolve('preact/package.json', { paths: [path.dirname(require.resolve('@fullcalendar/core'))] }));

module.exports = {
  preact: () => jest.requireActual(path.join(root, 'dist/preact.js')),
  hooks: () => jest.requireActual(path.join(root, 'hooks/dist/hooks.js')),
  compat: () => jest.requireActual(path.join(root, 'compat/dist/compat.js')),
};
