const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'clients',
  port: 3102,
  title: 'Coach · Clientes',
  exposes: {
    './ClientsPage': './src/exposes/clients-page.tsx',
    './ClientDetailPage': './src/exposes/client-detail-page.tsx',
    './ChatsPage': './src/exposes/chats-page.tsx',
  },
});
