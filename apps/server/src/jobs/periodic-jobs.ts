import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { forgetPastWindows } from '../http/request-gate.ts';
import { rollUpDashboardDays } from '../modules/admin-dashboard/daily-rollup.ts';
import { expireDeposits } from '../modules/deposits/expire-deposits.ts';
import { checkStalePayouts } from '../modules/withdrawals/payouts.ts';
import { workPendingRuns } from '../modules/settlement/settlement-worker.ts';
import { voidExpiredPostponements } from '../modules/settlement/void-match.ts';

// Scheduled work, run by every server process: each job is safe to run in several processes at
// once (its updates are guarded and its money moves are idempotent), so no leader is needed.
const STALE_PAYOUT_MINUTES = 30;

export function startPeriodicJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const deposits = await expireDeposits(ctx);
      if (deposits.credited || deposits.timedOut) log.info({ job: 'expire-deposits', ...deposits }, 'job done');
      await checkStalePayouts(ctx, STALE_PAYOUT_MINUTES);
      // Settlement runs a crashed process left (their lease has expired), then postponements due.
      const runs = await workPendingRuns(ctx);
      if (runs) log.info({ job: 'settlement', runs }, 'job done');
      await voidExpiredPostponements(ctx);
      // The dashboard's finished days (once each) and the past days late changes touched.
      const rolled = await rollUpDashboardDays(ctx);
      if (rolled?.length) log.info({ job: 'dashboard-rollup', days: rolled.length, from: rolled[0], to: rolled.at(-1) }, 'job done');
      await forgetPastWindows(ctx);
    } catch (error) {
      log.error({ err: error }, 'periodic job failed; it runs again next minute');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), ctx.config.JOBS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
