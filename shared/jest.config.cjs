const { webJestConfig } = require('./build/jest-web.cjs');

module.exports = webJestConfig(__dirname);
