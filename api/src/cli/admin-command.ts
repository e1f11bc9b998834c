import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { markPaid, setTrialDays, type TrialChange } from '../modules/gyms/trial-admin';
import { migrateLocalToBucket, type StorageMigration } from '../modules/storage/migrate';
import { S3Storage, StorageUnavailableError } from '../modules/storage/s3';

/**
 * The admin command (src/cli/admin.ts runs it). Exit codes: 0 done, 1 could not be done (unknown
 * email, database busy or missing), 2 bad usage.
 */

const USAGE = [
  'Uso:',
  '  pnpm --filter @coach/api admin trial --email <correo> --days <n>',
  '      La prueba gratuita del negocio termina dentro de n días (0 o negativo: ya terminó y la plataforma queda bloqueada).',
  '  pnpm --filter @coach/api admin paid --email <correo>',
  '      El negocio pasa a ser pago: sin prueba ni bloqueo.',
  '  pnpm --filter @coach/api admin storage migrate',
  '      Copia los archivos subidos de UPLOADS_DIR al bucket de S3_BUCKET (lo que ya está no se copia de nuevo; nada se borra).',
  '',
  'Usa la misma base de datos que el servidor: DATABASE_URL si está definida; si no, PGlite en DATA_DIR.',
].join('\n');

type Command = { name: 'trial'; email: string; days: number } | { name: 'paid'; email: string } | { name: 'storage-migrate' };

class UsageError extends Error {}

/** `--days -3` must work, which node's parseArgs refuses (a value starting with a dash). */
function readOptions(args: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new UsageError(`No entiendo «${arg}».`);
    const value = match[2] ?? args[++index];
    if (value === undefined || value === '') throw new UsageError(`Falta el valor de --${match[1]}.`);
    options.set(match[1], value);
  }
  return options;
}

export function parseCommand(argv: string[]): Command {
  // pnpm forwards a literal "--" when the user writes one before the arguments.
  const [name, ...rest] = argv.filter((arg) => arg !== '--');
  if (name === 'storage') {
    if (rest[0] !== 'migrate') throw new UsageError(rest[0] ? `No existe el comando «storage ${rest[0]}».` : 'Falta el subcomando: storage migrate.');
    if (rest.length > 1) throw new UsageError(`El comando storage migrate no usa «${rest[1]}».`);
    return { name: 'storage-migrate' };
  }
  if (name !== 'trial' && name !== 'paid') throw new UsageError(name ? `No existe el comando «${name}».` : 'Falta el comando.');
  const options = readOptions(rest);
  const allowed = name === 'trial' ? ['email', 'days'] : ['email'];
  const unknown = [...options.keys()].find((key) => !allowed.includes(key));
  if (unknown) throw new UsageError(`El comando ${name} no usa --${unknown}.`);
  const email = options.get('email');
  if (!email) throw new UsageError('Falta --email <correo>.');
  if (name === 'paid') return { name, email };
  const days = options.get('days');
  if (days === undefined || !/^-?\d{1,5}$/.test(days)) throw new UsageError('--days tiene que ser un número entero de días, por ejemplo --days 7 o --days 0.');
  return { name, email, days: Number(days) };
}

const formatInstant = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function describeChange(change: TrialChange, now: Date): string {
  const who = `«${change.gymName}» (${change.email})`;
  const lines: string[] = [];
  if (change.trialEndsAt === null) {
    lines.push(`Listo: ${who} quedó como negocio pago, sin prueba ni bloqueo.`);
  } else if (change.trialEndsAt.getTime() <= now.getTime()) {
    lines.push(`Listo: la prueba de ${who} terminó el ${formatInstant(change.trialEndsAt)}.`);
    lines.push('La API ya responde 402 TRIAL_EXPIRED a sus pedidos (salvo perfil, registro de acciones y /auth).');
  } else {
    const left = change.remainingDays === 1 ? 'queda 1 día' : `quedan ${change.remainingDays} días`;
    lines.push(`Listo: la prueba de ${who} termina el ${formatInstant(change.trialEndsAt)} (${left}).`);
  }
  lines.push('La web lo muestra cuando renueva el token (en menos de 15 minutos) o al volver a iniciar sesión.');
  return lines.join('\n');
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;

export function describeMigration(result: StorageMigration, from: string, bucket: string): string {
  const lines = [
    `Listo: de ${from} al bucket «${bucket}».`,
    `  Copiados: ${result.copied} archivo${result.copied === 1 ? '' : 's'} (${megabytes(result.copiedBytes)}).`,
    `  Ya estaban en el bucket: ${result.present}.`,
  ];
  if (result.skipped.length > 0) {
    lines.push(`  Sin copiar, porque no son archivos de la app: ${result.skipped.length} (${result.skipped.slice(0, 5).join(', ')}${result.skipped.length > 5 ? ', …' : ''}).`);
  }
  lines.push('Los archivos locales siguen en su lugar: borralos cuando todas las instancias usen el bucket.');
  return lines.join('\n');
}

/** `storage migrate`: needs no database, only the two stores. */
async function runStorageMigration(config: AppConfig, io: AdminIo): Promise<number> {
  if (!config.s3) {
    io.err('Falta S3_BUCKET (y S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY si hacen falta): es el bucket al que se copian los archivos.');
    return 1;
  }
  if (!existsSync(config.uploadsDir)) {
    io.err(`No hay archivos que copiar: ${config.uploadsDir} no existe. Revisá UPLOADS_DIR o DATA_DIR.`);
    return 1;
  }
  const bucket = new S3Storage(config.s3);
  try {
    await bucket.check();
    const result = await migrateLocalToBucket({ uploadsDir: config.uploadsDir, bucket });
    io.out(describeMigration(result, config.uploadsDir, config.s3.bucket));
    return 0;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    io.err(error instanceof StorageUnavailableError ? `No se puede usar el bucket: ${detail}` : `No se pudo completar la copia: ${detail}`);
    return 1;
  } finally {
    bucket.close();
  }
}

function databaseOf(config: AppConfig): { target: Parameters<typeof openDatabase>[0]; where: string } {
  if (config.databaseUrl) return { target: { kind: 'postgres', url: config.databaseUrl, timeouts: config.databaseTimeouts }, where: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = path.join(config.dataDir, 'pgdata');
  return { target: { kind: 'pglite', dataDir }, where: `PGlite en ${dataDir}` };
}

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

/** The whole command; answers its exit code instead of exiting, and never prints a stack trace. */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv, io: AdminIo, now: () => Date = () => new Date()): Promise<number> {
  let command: Command;
  let config: AppConfig;
  try {
    command = parseCommand(argv);
    // pnpm runs the script inside api/; a relative DATA_DIR means the directory the user typed it in.
    config = loadConfig(env, env.INIT_CWD || process.cwd());
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }

  if (command.name === 'storage-migrate') return runStorageMigration(config, io);

  const { target, where } = databaseOf(config);
  if (target.kind === 'pglite' && !existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    io.err(`No hay una base de datos en ${target.dataDir}. Iniciá el servidor una vez (pnpm start) o revisá DATA_DIR.`);
    return 1;
  }

  let database: Database | undefined;
  try {
    database = await openDatabase(target);
    await database.migrate();
    const change =
      command.name === 'trial'
        ? await setTrialDays(database.db, command.email, command.days, now())
        : await markPaid(database.db, command.email, now());
    if (!change) {
      io.err(`No hay ningún usuario con el correo ${command.email} en ${where}.`);
      return 1;
    }
    io.out(describeChange(change, now()));
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(
        [
          `La base de datos ${where} está abierta por otro proceso${error.pid ? ` (pid ${error.pid})` : ''}, seguramente el servidor.`,
          'Detené el servidor (Ctrl+C en su terminal), corré este comando de nuevo y volvé a iniciarlo.',
          `Si no hay ningún servidor corriendo, borrá ${error.lockFile} y reintentá.`,
        ].join('\n'),
      );
      return 1;
    }
    const detail = error instanceof Error ? error.message : String(error);
    io.err(`No se pudo completar el comando: ${detail}`);
    return 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
}
