const { webJestConfig } = require('@coach/shared/build/jest-web.cjs');

module.exports = webJestConfig(__dirname);
