// `pnpm start`: build what is not built yet, then one Node process serves the API and every app.
// The server applies migrations, seeds an empty database and prints the URL and demo credentials. Here
// (not in tests nor the e2e server) an empty database also gets the demo business, unless DEMO_DATA says otherwise.
import { buildMissing } from './build-missing.mjs';
import { run } from './run.mjs';

await buildMissing();
process.exitCode = await run('node', ['api/dist/server.js'], { env: { DEMO_DATA: process.env.DEMO_DATA || 'business' } });
