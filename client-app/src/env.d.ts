// Replaced at build time by webpack's DefinePlugin: the API base, and the service worker's file (empty in dev).
declare const process: { env: { API_URL: string; SERVICE_WORKER: string } };
