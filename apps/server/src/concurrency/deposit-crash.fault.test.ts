import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../../e2e/support/server.ts';
import { findLedgerViolations } from '../modules/ledger/ledger-invariants.ts';
import { signedSandboxEvent } from '../providers/payments/sandbox-adapter.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { call, clusterEnv, createScratchDatabase, registerMember, setSetting } from './cluster.ts';

// ledger.md "Faults": a process killed between the provider's success and our crediting must,
// after restart, credit the deposit exactly once — through the provider's webhook retry, or
// through the timeout job that verifies with the provider before giving up on a deposit.

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  db = openPostgres(scratch.url, 2);
});

afterAll(async () => {
  if (db) {
    expect(await findLedgerViolations(db.db)).toEqual([]);
    await db.close();
  }
  await scratch?.drop();
});

async function creditsFor(reference: string) {
  const r = (await db.db.execute(sql`
    select (select count(*)::int from ledger_transactions where idempotency_key = ${`deposit:${reference}`}) as credits,
           (select status from deposits where reference = ${reference}) as status`)) as unknown as { rows: { credits: number; status: number }[] };
  return r.rows[0]!;
}

/** Pays a deposit on the sandbox checkout of a server that dies (SIGKILL) right before crediting. */
async function payOnDoomedServer(): Promise<{ token: string; memberId: number; reference: string }> {
  const doomed = await startServer(clusterEnv(scratch.url, { FAULT_POINT: 'deposit-before-credit' }));
  const m = await registerMember(doomed.url);
  const created = await call(doomed.url, '/web/wallet/deposit', {
    body: { payType: 'online', amount: 420_000 },
    headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
  });
  const reference = created.body.data.deposit.reference as string;
  const died = await fetch(`${doomed.url}/sandbox/checkout/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reference, outcome: 'pay' }).toString(),
  }).then(
    () => false,
    () => true,
  );
  expect(died).toBe(true);
  await doomed.stop();
  // The provider (sandbox) has the member's payment; we have credited nothing.
  expect(await creditsFor(reference)).toEqual({ credits: 0, status: 0 });
  return { ...m, reference };
}

describe('a server killed between provider success and crediting', () => {
  it('credits the deposit exactly once when the provider redelivers the webhook after restart', async () => {
    const { reference, memberId } = await payOnDoomedServer();
    const restarted = await startServer(clusterEnv(scratch.url));
    try {
      const signed = signedSandboxEvent({ event: 'charge.success', reference, amountKobo: 420_000n }, 'scoreline-sandbox-webhook-secret-dev');
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${restarted.url}/webhooks/sandbox`, { method: 'POST', headers: signed.headers, body: signed.body });
        expect(res.status).toBe(200);
      }
      expect(await creditsFor(reference)).toEqual({ credits: 1, status: 1 });
      const bal = (await db.db.execute(sql`select (credits_posted - debits_posted)::text as b from ledger_accounts where code = ${`member:${memberId}:available`}`)) as unknown as { rows: { b: string }[] };
      expect(bal.rows[0]!.b).toBe('420000');
    } finally {
      await restarted.stop();
    }
  });

  it('credits it exactly once through the timeout job when no webhook comes', async () => {
    const { reference } = await payOnDoomedServer();
    // The deposit's 30 minutes are up; the job must ask the provider before timing it out.
    await db.db.execute(sql`update deposits set expires_at = now() - interval '1 minute' where reference = ${reference}`);
    await setSetting(db, 'deposit.timeoutMinutes', 30);
    const restarted = await startServer(clusterEnv(scratch.url, { JOBS_INTERVAL_MS: '300' }));
    const second = await startServer(clusterEnv(scratch.url, { JOBS_INTERVAL_MS: '300' }));
    try {
      const deadline = Date.now() + 20_000;
      let state = await creditsFor(reference);
      while (state.status === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        state = await creditsFor(reference);
      }
      // Two processes run the job at once; still one credit.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await creditsFor(reference)).toEqual({ credits: 1, status: 1 });
    } finally {
      await Promise.all([restarted.stop(), second.stop()]);
    }
  });
});
