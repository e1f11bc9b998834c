// `pnpm start`: build what is not built yet, then one Node process serves the API and every app.
// The server applies migrations, seeds an empty database and prints the URL and demo credentials. Here
// (not in tests nor the e2e server) an empty database also gets the demo business, unless DEMO_DATA says otherwise.
// The demo account itself needs nothing from here: the server writes it unless NODE_ENV=production (then
// only with DEMO_ACCOUNT=1), so `pnpm start` on a fresh machine keeps the demo and a production host does not.
import { buildMissing } from './build-missing.mjs';
import { run } from './run.mjs';

await buildMissing();
process.exitCode = await run('node', ['api/dist/server.js'], { env: { DEMO_DATA: process.env.DEMO_DATA || 'business' } });
