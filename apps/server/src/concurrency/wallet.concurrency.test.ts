import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { findLedgerViolations } from '../modules/ledger/ledger-invariants.ts';
import { signedSandboxEvent } from '../providers/payments/sandbox-adapter.ts';
import { call, fundBySandboxDeposit, prepareWithdrawals, registerMember, setSetting, startCluster, waitForCaches, type Cluster } from './cluster.ts';

// ledger.md "How correctness is proven": several server processes on one PostgreSQL.
const PROCESSES = 3;
let cluster: Cluster;
const base = (i: number) => cluster.servers[i % PROCESSES]!.url;

async function balances(memberId: number) {
  const r = (await cluster.db.db.execute(sql`
    select code, (credits_posted - debits_posted)::text as b from ledger_accounts where member_id = ${memberId}`)) as unknown as { rows: { code: string; b: string }[] };
  const of = (part: string) => Number(r.rows.find((x) => x.code.endsWith(part))!.b);
  return { available: of(':available'), frozen: of(':frozen') };
}

beforeAll(async () => {
  cluster = await startCluster(PROCESSES);
  // Open the per-member limits wide, so only the money can stop a withdrawal here.
  await setSetting(cluster.db, 'withdrawal.maxOpen', 100);
  await setSetting(cluster.db, 'withdrawal.intervalMinutes', 0);
  await setSetting(cluster.db, 'limits.submitPerMinute', 10_000);
  await setSetting(cluster.db, 'vip.levels', [
    { level: 0, reachDepositsKobo: 0, oddsBonusBps: 0, dailyRewardKobo: 0, dailyBetLimitKobo: 1e9, dailyWithdrawCount: 1000, dailyWithdrawKobo: 1e11, dailyDepositKobo: 1e11 },
  ]);
  await waitForCaches();
});

afterAll(async () => {
  if (cluster) {
    expect(await findLedgerViolations(cluster.db.db)).toEqual([]);
    await cluster.drop();
  }
});

describe(`wallet under concurrency (${PROCESSES} server processes, one PostgreSQL)`, () => {
  it('50 parallel withdrawals against a balance that covers 7: exactly 7 hold, none overdraws', async () => {
    const m = await registerMember(base(0));
    const bankAccountId = await prepareWithdrawals(base(0), m.token);
    const each = 100_000; // ₦1,000, fee ₦50 on top -> 105,000 kobo held per withdrawal
    const covered = 7;
    await fundBySandboxDeposit(base(0), m.token, covered * 105_000 + 50_000);
    expect((await balances(m.memberId)).available).toBe(covered * 105_000 + 50_000);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(base(i), '/web/wallet/withdrawal', {
          body: { method: 'bank', amount: each, bankAccountId, walletPassword: '135790' },
          headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(covered);
    expect([...new Set(codes.filter((c) => c !== 200))]).toEqual([ERRORS.WITHDRAW_BALANCE_INSUFFICIENT.code]);
    expect(await balances(m.memberId)).toEqual({ available: 50_000, frozen: covered * 105_000 });
    const holds = (await cluster.db.db.execute(sql`select count(*)::int as n from holds where member_id = ${m.memberId} and status = 'pending'`)) as unknown as { rows: { n: number }[] };
    expect(holds.rows[0]!.n).toBe(covered);
  });

  it('one Idempotency-Key sent 50 times in parallel makes one withdrawal and one hold', async () => {
    const m = await registerMember(base(1));
    const bankAccountId = await prepareWithdrawals(base(1), m.token);
    await fundBySandboxDeposit(base(1), m.token, 1_000_000);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(base(i), '/web/wallet/withdrawal', {
          body: { method: 'bank', amount: 200_000, bankAccountId, walletPassword: '135790' },
          headers: { token: m.token, 'idempotency-key': key },
        }),
      ),
    );
    const ok = answers.filter((a) => a.body.code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.every((a) => a.body.code === 200 || a.body.code === ERRORS.IDEMPOTENCY_IN_FLIGHT.code)).toBe(true);
    const rows = (await cluster.db.db.execute(sql`select count(*)::int as n from withdrawals where member_id = ${m.memberId}`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(1);
    expect(await balances(m.memberId)).toEqual({ available: 1_000_000 - 205_000, frozen: 205_000 });
  });

  it('a provider webhook delivered 10 times in parallel credits the deposit once', async () => {
    const m = await registerMember(base(2));
    const created = await call(base(2), '/web/wallet/deposit', {
      body: { payType: 'online', amount: 750_000 },
      headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
    });
    const reference = created.body.data.deposit.reference as string;
    // The member paid at the (sandbox) provider; its event now arrives ten times at once.
    await cluster.db.db.execute(sql`update deposits set sandbox_outcome = 'success' where reference = ${reference}`);
    const signed = signedSandboxEvent({ event: 'charge.success', reference, amountKobo: 750_000n }, 'scoreline-sandbox-webhook-secret-dev');
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fetch(`${base(i)}/webhooks/sandbox`, { method: 'POST', headers: signed.headers, body: signed.body })),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect((await balances(m.memberId)).available).toBe(750_000);
    const credits = (await cluster.db.db.execute(sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`deposit:${reference}`}`)) as unknown as { rows: { n: number }[] };
    expect(credits.rows[0]!.n).toBe(1);
    const events = (await cluster.db.db.execute(sql`select deliveries from payment_events where reference = ${reference}`)) as unknown as { rows: { deliveries: number }[] };
    expect(events.rows[0]!.deliveries).toBe(10);
  });
});
