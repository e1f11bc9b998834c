// Builds only the apps whose output is missing (`pnpm start` calls it; `pnpm build` rebuilds all).
import { missingBuilds } from './apps.mjs';
import { runOrExit } from './run.mjs';

export async function buildMissing() {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  console.log(`Compilando: ${missing.map((app) => app.dir).join(', ')}`);
  const filters = missing.flatMap((app) => ['--filter', app.pkg]);
  await runOrExit('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build']);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildMissing();
