// `pnpm test`: every suite, then one closing line `N passed, N failed`.
// Two lanes side by side (CI has two cores; each lane uses about one): lint → unit (web packages;
// Jest's default workers: one on two cores, where two made the date-picker tests time out) → API on
// PostgreSQL, beside API on PGlite → typecheck (the API suites in band: every test file has its own
// database). Then,
// alone: API reliability (real server processes; a PostgreSQL of its own stopped, crashed and frozen;
// PGlite killed) → end-to-end in Chromium against the built product (two workers).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './apps.mjs';
import { buildMissing } from './build-missing.mjs';
import { run, runLabelled } from './run.mjs';

const startedAt = Date.now();
const artifacts = join(root, '.artifacts');
mkdirSync(artifacts, { recursive: true });

function readJestReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedNames = [];
  const retriedNames = [];
  for (const testFile of report.testResults) {
    const where = relative(root, testFile.name);
    // A file that failed to run has no assertions: its message says why.
    if (testFile.status === 'failed' && testFile.assertionResults.every((t) => t.status !== 'failed')) failedNames.push(where);
    for (const t of testFile.assertionResults) {
      if (t.status === 'failed') failedNames.push(`${where} › ${t.fullName}`);
      else if (t.status === 'passed' && t.retryReasons?.length) retriedNames.push(`${where} › ${t.fullName}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, failedNames, retriedNames };
}

function readPlaywrightReport(file) {
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failedNames = [];
  const retriedNames = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} › ${spec.title}`;
        if (test.status === 'unexpected') failedNames.push(name);
        else if (test.status === 'flaky') retriedNames.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failedNames, retriedNames };
}

/** Runs one suite and answers its counts; `label` prefixes its output when it runs beside another. */
async function suite(name, command, args, reportFile, readReport, { env = {}, label = null } = {}) {
  rmSync(reportFile, { force: true });
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = label ? await runLabelled(label, command, args, { env }) : await run(command, args, { env });
  const counts = readReport(reportFile) ?? { passed: 0, failed: 0 };
  // A runner that crashed before reporting still counts as a failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return { name, ...counts, ms: Date.now() - started };
}

/** A command that passes or fails as a whole (lint, typecheck): one check. */
async function check(name, command, args, label) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await runLabelled(label, command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ms: Date.now() - started };
}

async function webLane() {
  const done = [];
  done.push(await check('lint', 'pnpm', ['lint'], '[web]'));
  const unitReport = join(artifacts, 'unit.json');
  done.push(await suite('unit', 'npx', ['jest', '--json', `--outputFile=${unitReport}`], unitReport, readJestReport, { label: '[web]' }));
  // The web checks take about half as long as the API on PGlite: this lane then runs the API on PostgreSQL.
  done.push(...(await postgresSuite()));
  return done;
}

const pgScript = join(root, 'api/scripts/pg-throwaway.sh');

/** The API suite on one database driver ('' for PGlite, a URL for PostgreSQL). */
async function apiSuite(driver, file, databaseUrl) {
  const report = join(artifacts, file);
  const args = ['--filter', '@coach/api', 'exec', 'jest', '--runInBand', '--json', `--outputFile=${report}`];
  return suite(`api (${driver})`, 'pnpm', args, report, readJestReport, { env: { TEST_DATABASE_URL: databaseUrl }, label: `[${driver}]` });
}

async function postgresSuite() {
  let pgUrl = process.env.TEST_DATABASE_URL;
  let startedPg = false;
  if (!pgUrl && existsSync('/usr/lib/postgresql') && process.env.SKIP_POSTGRES !== '1') {
    try {
      pgUrl = execFileSync('bash', [pgScript, 'start'], { encoding: 'utf8' }).trim().split('\n').pop();
      startedPg = true;
    } catch (error) {
      console.error('No se pudo iniciar PostgreSQL de prueba:', error.message);
      return [{ name: 'api (PostgreSQL)', passed: 0, failed: 1 }];
    }
  }
  if (!pgUrl) {
    console.log('\n(PostgreSQL no está instalado: se omite la suite de la API contra PostgreSQL)');
    return [];
  }
  try {
    return [await apiSuite('PostgreSQL', 'api-postgres.json', pgUrl)];
  } finally {
    if (startedPg) await run('bash', [pgScript, 'stop']);
  }
}

// The web lane (lint, unit, then the API on PostgreSQL) is the longer one: the typecheck follows PGlite here.
const apiLane = async () => [await apiSuite('PGlite', 'api-pglite.json', ''), await check('typecheck', 'pnpm', ['typecheck'], '[tipos]')];

const results = (await Promise.all([webLane(), apiLane()])).flat();

// After the other API suites, alone: it starts servers and takes its own PostgreSQL down.
const reliabilityReport = join(artifacts, 'api-reliability.json');
results.push(
  await suite(
    'api (fiabilidad)',
    'pnpm',
    ['--filter', '@coach/api', 'exec', 'jest', '--config', 'reliability/jest.config.cjs', '--runInBand', '--json', `--outputFile=${reliabilityReport}`],
    reliabilityReport,
    readJestReport,
  ),
);

await buildMissing();
results.push(await suite('e2e', 'pnpm', ['--filter', '@coach/e2e', 'test'], join(artifacts, 'e2e.json'), readPlaywrightReport));

console.log('\n━━ Resumen ━━');
// Each suite's time beside its counts: where CI's minutes go.
const minutes = (ms) => (ms === undefined ? '' : `  (${(ms / 60_000).toFixed(1)} min)`);
for (const r of results) {
  console.log(`${r.name.padEnd(18)} ${r.passed} passed, ${r.failed} failed${minutes(r.ms)}`);
  // Named here, at the end of a long log, so a failure is found without scrolling back through it.
  for (const name of r.failedNames ?? []) console.log(`  ✗ ${name}`);
  for (const name of r.retriedNames ?? []) console.log(`  ↻ pasó al reintentar: ${name}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`(todas las suites: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
