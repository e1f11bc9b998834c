const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'host', port: 3000, title: 'Coach' });
