const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'agenda',
  port: 3104,
  title: 'Coach · Agenda',
  exposes: {
    './AgendaPage': './src/exposes/agenda-page.tsx',
  },
});
