/**
 * Runs a bench on PGlite, then on PostgreSQL when TEST_DATABASE_URL (an admin URL) is set, after
 * printing its title; exits with 1 on any error. Every API bench of `pnpm bench` ends with this.
 * BENCH_DRIVER=PostgreSQL skips PGlite (while working on a query).
 */
export function benchOnEachDriver(title: string, bench: (driver: 'PGlite' | 'PostgreSQL') => Promise<void>): void {
  const run = async () => {
    console.log(`\n${title}`);
    const postgresUrl = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    if (process.env.BENCH_DRIVER !== 'PostgreSQL') await bench('PGlite');
    if (postgresUrl) {
      process.env.TEST_DATABASE_URL = postgresUrl;
      await bench('PostgreSQL');
    } else {
      console.log('PostgreSQL: sin TEST_DATABASE_URL ni initdb, se omite');
    }
  };
  void run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
