// Stylesheets are injected by webpack's style-loader (and stubbed in jest).
declare module '*.css';
