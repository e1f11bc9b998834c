// `pnpm dev`: the independent-deployment layout on one machine. Each app on its own port with its
// dev server, the API with reload, CORS between them.
import { spawn } from 'node:child_process';
import { api, root, webApps } from './apps.mjs';

const origins = webApps.map((app) => `http://localhost:${app.port}`).join(',');
const children = [
  spawn('pnpm', ['--filter', api.pkg, 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(api.port), CORS_ORIGINS: origins, APP_URL: 'http://localhost:3000', API_URL: `http://localhost:${api.port}`, EXPOSE_OUTBOX: '1' },
  }),
  ...webApps.map((app) =>
    spawn('pnpm', ['--filter', app.pkg, 'dev'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_URL: `http://localhost:${api.port}` },
    }),
  ),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Host en http://localhost:3000 · API en http://localhost:${api.port}`);
