// Name, dev port, title and exposed modules: shared/registry.cjs.
const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig(__dirname);
