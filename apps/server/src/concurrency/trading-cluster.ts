import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertLedgerInvariants } from '../modules/ledger/ledger-invariants.ts';
import { createAdminSession } from './betting-fixtures-bulk.ts';
import { setSetting, startCluster, waitForCaches, type Cluster } from './cluster.ts';

// Test hooks only (vitest): kept apart from betting-fixtures-bulk.ts, which the settlement
// benchmark imports outside vitest.
/**
 * The suites' shared setting: `processes` server processes on a fresh PostgreSQL, a super admin's
 * session, the submit limit raised to `submitPerMinute` (per session or address), and the ledger invariants
 * asserted after every test. Read `cluster` and `adminToken` inside tests (set before the first).
 */
export function useTradingCluster(processes: number, submitPerMinute: number): { cluster: Cluster; adminToken: string } {
  const env = {} as { cluster: Cluster; adminToken: string };
  beforeAll(async () => {
    env.cluster = await startCluster(processes);
    env.adminToken = await createAdminSession(env.cluster.db.db, new Date());
    await setSetting(env.cluster.db, 'limits.submitPerMinute', submitPerMinute);
    await waitForCaches();
  });
  afterEach(async () => {
    if (env.cluster) await assertLedgerInvariants(env.cluster.db.db);
  });
  afterAll(async () => {
    await env.cluster?.drop();
  });
  return env;
}
