// The auth remote: public screens (login, forgot/reset password, create account + welcome).
// The exposed keys must match the 'auth/*' entries of RemoteModules in @coach/shared (contract test).
const { createAppConfig } = require('@coach/shared/build/webpack-app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'auth',
  port: 3101,
  title: 'Coach · Acceso',
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
    './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
    './CreateAccountPage': './src/exposes/create-account-page.tsx',
  },
});
