import path from 'node:path';
import { buildApp } from './app.ts';
import { offsetClock, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoData } from './demo/seed.ts';
import { startPeriodicJobs } from './jobs/periodic-jobs.ts';
import { ensureOperatorAccounts } from './modules/ledger/operator-accounts.ts';

// Process entry: config -> database -> migrations -> demo data -> listen.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  let database;
  try {
    database = openDatabase(config);
  } catch (error) {
    // Another server (or the fixtures script) holds the embedded database's folder.
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  await database.migrate();
  await ensureOperatorAccounts(database.db, new Date());
  // Browser tests (TEST_CLOCK_CONTROL, refused in production) move this process's clock forward.
  const clock = config.TEST_CLOCK_CONTROL ? offsetClock() : systemClock;
  const { app, ctx } = await buildApp({ config, database, clock });

  const stopJobs = startPeriodicJobs(ctx, app.log);
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close(); // closes the database too (onClose hook)
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seed = config.demoSeed ? await seedDemoData(ctx) : { seeded: false, inviteCode: null };
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = address.replace('://0.0.0.0', '://localhost').replace('://127.0.0.1', '://localhost');

  const lines = [
    '',
    // The folder itself, as the database opened it: a relative DATA_DIR said as given misled (QA).
    `Scoreline is running (${database.kind}${database.kind === 'pglite' ? `, data in ${path.resolve(config.DATA_DIR)}` : ''})`,
    `  Member app:  ${url}/`,
    `  Back office: ${url}/admin/`,
    `  API docs:    ${url}/docs`,
    `  Health:      ${url}/health`,
    `  Payments:    ${ctx.payments.name}${ctx.payments.isSandbox ? ' (sandbox: no real money)' : ''}`,
  ];
  if (config.demoSeed) {
    lines.push(`  Demo member: ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}${seed.seeded ? ' (created now)' : ''}`);
    lines.push(`  Demo admin:  ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password} (back office; its API is ${url}/admin/api with the admin-token header)`);
    lines.push(`               then the code of an authenticator app set up with the key ${DEMO_ADMIN.totpSecret} (time-based, 6 digits)`);
  }
  lines.push('');
  console.log(lines.join('\n'));
  // Machine-readable line for scripts that start the server on a free port.
  console.log(`SCORELINE_LISTENING ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
