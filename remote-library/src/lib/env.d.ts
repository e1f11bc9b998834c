// Replaced at build time by webpack's DefinePlugin (shared/build/webpack-app.cjs): the API's base URL.
declare const process: { env: { API_URL?: string } };
