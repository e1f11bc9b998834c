const path = require('node:path');
const { webJestConfig } = require('@coach/shared/build/jest-web.cjs');

const config = webJestConfig(__dirname);

// FullCalendar renders with preact, whose "browser" export (the one jsdom picks) is ESM; Jest runs
// CommonJS. Point preact at its CommonJS build, found from FullCalendar's own folder (pnpm keeps it there).
const fullCalendarDir = path.dirname(require.resolve('@fullcalendar/core'));
const preactCjs = (request) => require.resolve(request, { paths: [fullCalendarDir] });

module.exports = {
  ...config,
  moduleNameMapper: {
    ...config.moduleNameMapper,
    '^preact$': preactCjs('preact'),
    '^preact/compat$': preactCjs('preact/compat'),
    '^preact/hooks$': preactCjs('preact/hooks'),
    '^preact/jsx-runtime$': preactCjs('preact/jsx-runtime'),
  },
};
