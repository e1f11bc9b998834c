const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'billing',
  port: 3105,
  title: 'Coach · Planes de pago',
  exposes: {
    './PlansPage': './src/exposes/plans-page.tsx',
  },
});
