import { runAdmin } from './admin-command';

/**
 * Support tasks on a trainer's business, run with the server's own config and database code
 * (DATABASE_URL, or PGlite in DATA_DIR):
 *   pnpm --filter @coach/api admin trial --email <correo> --days <n>
 *   pnpm --filter @coach/api admin paid --email <correo>
 *   pnpm --filter @coach/api admin storage migrate   (UPLOADS_DIR into S3_BUCKET)
 */
void runAdmin(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then((code) => {
  process.exitCode = code;
});
