import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits, ledgerEntries } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findLedgerViolations } from './ledger-invariants.ts';
import { errorDetail, sqlState } from '../../db/client.ts';
import { transactionInFewRoundTrips } from '../../db/few-round-trips.ts';
import { HoldNotPendingError, placeFreshHoldsSql, placeHold, resolveHold } from './holds.ts';
import { memberAccountCode } from './member-accounts.ts';
import { InsufficientFundsError, ledgerRefusal, newTransactionId, postTransaction, postTransactions, type PostTransactionInput } from './post-transaction.ts';

const t = useTestApp();
let seq = 0;

function deposit(memberId: number, amount: bigint, key = `test-deposit-${++seq}`): PostTransactionInput {
  return {
    idempotencyKey: key,
    kind: 'deposit',
    billGroup: 'R',
    actor: 'test',
    at: t.clock.now(),
    postings: [
      { account: 'psp:sandbox:clearing', side: 'debit', amount },
      { account: memberAccountCode(memberId, 'available'), side: 'credit', amount },
    ],
  };
}

async function balances(memberId: number) {
  const rows = (await t.ctx.db.execute(sql`
    select code, (credits_posted - debits_posted)::text as balance from ledger_accounts where member_id = ${memberId}`)) as unknown as {
    rows: { code: string; balance: string }[];
  };
  const of = (part: string) => BigInt(rows.rows.find((r) => r.code.endsWith(part))!.balance);
  return { available: of(':available'), frozen: of(':frozen') };
}

describe('postTransaction', () => {
  it('moves money with balanced entries, account versions and balances after', async () => {
    const m = await t.register();
    const posted = await postTransaction(t.ctx.db, deposit(m.member.uid, 150_000n));
    await postTransaction(t.ctx.db, deposit(m.member.uid, 50_000n));
    expect(posted.replayed).toBe(false);
    expect(await balances(m.member.uid)).toEqual({ available: 200_000n, frozen: 0n });
    const entries = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.accountId} = (select id from ledger_accounts where code = ${memberAccountCode(m.member.uid, 'available')})`)
      .orderBy(ledgerEntries.accountVersion);
    expect(entries.map((e) => [e.accountVersion, e.balanceAfter])).toEqual([
      [1, 150_000n],
      [2, 200_000n],
    ]);
    const me = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } });
    expect(me.body.data.balance).toBe(200_000);
  });

  it('replays the same idempotency key without moving money twice', async () => {
    const m = await t.register();
    const input = deposit(m.member.uid, 10_000n, 'same-key-1');
    const first = await postTransaction(t.ctx.db, input);
    const second = await postTransaction(t.ctx.db, { ...input, at: new Date(input.at.getTime() + 5000) });
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    expect((await balances(m.member.uid)).available).toBe(10_000n);
  });

  it('refuses the same key with a different request', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n, 'same-key-2'));
    await expect(postTransaction(t.ctx.db, deposit(m.member.uid, 10_001n, 'same-key-2'))).rejects.toMatchObject({ key: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses to overdraw a member and writes nothing', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 5_000n));
    const before = (await t.ctx.db.execute(sql`select count(*)::int as n from ledger_transactions`)) as unknown as { rows: { n: number }[] };
    const attempt = t.ctx.db.transaction((tx) =>
      postTransaction(tx, {
        idempotencyKey: `overdraw-${++seq}`,
        kind: 'withdrawal_hold',
        billGroup: 'W',
        actor: 'test',
        at: t.clock.now(),
        postings: [
          { account: memberAccountCode(m.member.uid, 'available'), side: 'debit', amount: 5_001n },
          { account: memberAccountCode(m.member.uid, 'frozen'), side: 'credit', amount: 5_001n },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    const after = (await t.ctx.db.execute(sql`select count(*)::int as n from ledger_transactions`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await balances(m.member.uid)).toEqual({ available: 5_000n, frozen: 0n });
  });

  it('posts a batch in its order: an account touched several times gets its versions and balances in turn', async () => {
    const m = await t.register();
    const available = memberAccountCode(m.member.uid, 'available');
    // Money in from the sandbox clearing account and out as fees: kinds no invariant ties to other rows.
    const move = (from: string, to: string, amount: bigint): PostTransactionInput => ({
      idempotencyKey: `batch-move-${++seq}`,
      kind: 'test_move',
      billGroup: 'X',
      actor: 'test',
      at: t.clock.now(),
      postings: [
        { account: from, side: 'debit', amount },
        { account: to, side: 'credit', amount },
      ],
    });
    await t.ctx.db.transaction((tx) =>
      postTransactions(tx, [move('psp:sandbox:clearing', available, 30_000n), move(available, 'house:fees', 10_000n), move(available, 'house:fees', 15_000n)]),
    );
    const entries = (await t.ctx.db.execute(sql`
      select e.account_version, e.balance_after::text as b from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.code = ${available} order by e.account_version`)) as unknown as { rows: { account_version: number; b: string }[] };
    expect(entries.rows.map((r) => [Number(r.account_version), r.b])).toEqual([
      [1, '30000'],
      [2, '20000'],
      [3, '5000'],
    ]);
  });

  it('refuses a whole batch in which an account would dip below zero on the way, even if it ends above', async () => {
    const m = await t.register();
    const available = memberAccountCode(m.member.uid, 'available');
    const spend: PostTransactionInput = {
      idempotencyKey: `dip-${++seq}`,
      kind: 'test_move',
      billGroup: 'X',
      actor: 'test',
      at: t.clock.now(),
      postings: [
        { account: available, side: 'debit', amount: 10_000n },
        { account: 'house:fees', side: 'credit', amount: 10_000n },
      ],
    };
    const before = (await t.ctx.db.execute(sql`select count(*)::int as n from ledger_entries`)) as unknown as { rows: { n: number }[] };
    await expect(t.ctx.db.transaction((tx) => postTransactions(tx, [spend, deposit(m.member.uid, 20_000n)]))).rejects.toBeInstanceOf(InsufficientFundsError);
    const after = (await t.ctx.db.execute(sql`select count(*)::int as n from ledger_entries`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    expect(await balances(m.member.uid)).toEqual({ available: 0n, frozen: 0n });
    await expect(t.ctx.db.transaction((tx) => postTransaction(tx, { ...deposit(m.member.uid, 1n), postings: [{ account: 'nowhere:1', side: 'debit', amount: 1n }, { account: available, side: 'credit', amount: 1n }] }))).rejects.toThrow(/unknown ledger account/);
  });

  it('refuses unbalanced, empty and non-positive postings before touching the database', async () => {
    const m = await t.register();
    const base = deposit(m.member.uid, 100n);
    await expect(postTransaction(t.ctx.db, { ...base, postings: [{ ...base.postings[0]!, amount: 101n }, base.postings[1]!] })).rejects.toThrow(/unbalanced/);
    await expect(postTransaction(t.ctx.db, { ...base, postings: [base.postings[0]!] })).rejects.toThrow(/two postings/);
    await expect(
      postTransaction(t.ctx.db, { ...base, postings: [{ ...base.postings[0]!, amount: 0n }, { ...base.postings[1]!, amount: 0n }] }),
    ).rejects.toThrow(/positive/);
  });

  it('keeps history append-only: entries and transactions cannot be updated or deleted', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 100n));
    await expect(t.ctx.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`update ledger_transactions set kind = 'x'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });

  it('reverses a transaction at most once, and numbers an account entry once per version', async () => {
    const m = await t.register();
    const paid = await postTransaction(t.ctx.db, deposit(m.member.uid, 500n));
    const reversal = (key: string) => ({
      ...deposit(m.member.uid, 200n, key),
      kind: 'correction',
      billGroup: 'X' as const,
      reversesId: paid.transactionId,
      postings: [
        { account: memberAccountCode(m.member.uid, 'available'), side: 'debit' as const, amount: 200n },
        { account: 'psp:sandbox:clearing', side: 'credit' as const, amount: 200n },
      ],
    });
    await postTransaction(t.ctx.db, reversal(`reverse-once-${++seq}`));
    const again = await postTransaction(t.ctx.db, reversal(`reverse-twice-${seq}`)).then(() => null, (error: unknown) => error);
    expect(sqlState(again)).toBe('23505');
    // Transactions that reverse nothing are any number (the uniqueness is only where one is named).
    await postTransaction(t.ctx.db, deposit(m.member.uid, 100n));
    await postTransaction(t.ctx.db, deposit(m.member.uid, 100n));
    const balance = (await t.ctx.db.execute(sql`
      select (credits_posted - debits_posted)::int as b, version::int as v from ledger_accounts where code = ${memberAccountCode(m.member.uid, 'available')}`)) as unknown as { rows: { b: number; v: number }[] };
    expect(balance.rows[0]).toEqual({ b: 500, v: 4 });

    // An account's version is the entries' key: a second entry with a version taken is refused.
    const duplicate = await t.ctx.db.execute(sql`
      insert into ledger_entries (transaction_id, account_id, side, amount, account_version, balance_after, created_at)
      select transaction_id, account_id, side, amount, account_version, balance_after, created_at from ledger_entries
      where account_id = (select id from ledger_accounts where code = ${memberAccountCode(m.member.uid, 'available')}) and account_version = 1`).then(() => null, (error: unknown) => error);
    expect(sqlState(duplicate)).toBe('23505');
  });

  it('refuses entries and holds that name a transaction or an account that does not exist, and keeps accounts from being deleted', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 100n));
    const [{ tx, account }] = ((await t.ctx.db.execute(sql`
      select max(transaction_id)::int as tx, max(account_id)::int as account from ledger_entries`)) as unknown as { rows: { tx: number; account: number }[] }).rows as [
      { tx: number; account: number },
    ];
    const entriesBefore = await t.ctx.db.$count(ledgerEntries);
    // One good row and one bad in the same statement: the statement is refused as a whole.
    const entry = (transactionId: number, accountId: number, version: number) =>
      sql`(${transactionId}, ${accountId}, 'debit', 1, ${version}, 0, now())`;
    const insertEntries = (...rows: ReturnType<typeof entry>[]) =>
      t.ctx.db.execute(sql`insert into ledger_entries (transaction_id, account_id, side, amount, account_version, balance_after, created_at) values ${sql.join(rows, sql`, `)}`);
    for (const [rows, missing] of [
      [[entry(tx, account, 1000), entry(tx + 1000, account, 1001)], `transaction ${tx + 1000}`],
      [[entry(tx, account + 1000, 1000)], `account ${account + 1000}`],
    ] as const) {
      const refused = await insertEntries(...rows).then(() => null, (error: unknown) => error);
      expect(sqlState(refused)).toBe('23503');
      expect(errorDetail(refused)).toBe(missing);
    }
    expect(await t.ctx.db.$count(ledgerEntries)).toBe(entriesBefore);

    const hold = (createdTx: number) => sql`insert into holds (purpose, ref_id, member_id, amount, created_tx_id, created_at) values ('withdrawal', ${`ref-check-${++seq}`}, ${m.member.uid}, 1, ${createdTx}, now())`;
    expect(sqlState(await t.ctx.db.execute(hold(tx + 1000)).then(() => null, (error: unknown) => error))).toBe('23503');
    await t.ctx.db.execute(hold(tx));
    const resolve = (resolvedTx: number) => sql`update holds set status = 'voided', resolved_tx_id = ${resolvedTx}, resolved_at = now() where ref_id = ${`ref-check-${seq}`}`;
    expect(sqlState(await t.ctx.db.execute(resolve(tx + 1000)).then(() => null, (error: unknown) => error))).toBe('23503');
    await t.ctx.db.execute(resolve(tx));

    await expect(t.ctx.db.execute(sql`delete from ledger_accounts where id = ${account}`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`truncate ledger_accounts cascade`)).rejects.toThrow();
    // The hold made by hand above is not money the ledger froze: drop it so the invariants hold.
    await t.ctx.db.execute(sql`delete from holds where ref_id = ${`ref-check-${seq}`}`);
  });
});

describe('holds', () => {
  it('freezes money, then voiding returns it to available exactly once', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n));
    const hold = await t.ctx.db.transaction((tx) =>
      placeHold(tx, { purpose: 'withdrawal', refId: `w-${++seq}`, memberId: m.member.uid, amount: 4_000n, kind: 'withdrawal_hold', billGroup: 'W', actor: 'test', at: t.clock.now() }),
    );
    expect(await balances(m.member.uid)).toEqual({ available: 6_000n, frozen: 4_000n });
    const refId = `w-${seq}`;
    await t.ctx.db.transaction((tx) => resolveHold(tx, { purpose: 'withdrawal', refId, outcome: 'void', kind: 'withdrawal_void', billGroup: 'W', actor: 'test', at: t.clock.now() }));
    expect(await balances(m.member.uid)).toEqual({ available: 10_000n, frozen: 0n });
    await expect(
      t.ctx.db.transaction((tx) => resolveHold(tx, { purpose: 'withdrawal', refId, outcome: 'void', kind: 'withdrawal_void', billGroup: 'W', actor: 'test', at: t.clock.now() })),
    ).rejects.toBeInstanceOf(HoldNotPendingError);
    expect(hold.replayed).toBe(false);
  });

  it('posts a hold to where the money goes, with a fee line', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n));
    const refId = `w-${++seq}`;
    await t.ctx.db.transaction((tx) =>
      placeHold(tx, { purpose: 'withdrawal', refId, memberId: m.member.uid, amount: 5_050n, kind: 'withdrawal_hold', billGroup: 'W', actor: 'test', at: t.clock.now() }),
    );
    await t.ctx.db.transaction((tx) =>
      resolveHold(tx, {
        purpose: 'withdrawal',
        refId,
        outcome: 'post',
        credits: [
          { account: 'psp:sandbox:clearing', amount: 5_000n },
          { account: 'house:fees', amount: 50n },
        ],
        kind: 'withdrawal_post',
        billGroup: 'W',
        actor: 'test',
        at: t.clock.now(),
      }),
    );
    expect(await balances(m.member.uid)).toEqual({ available: 4_950n, frozen: 0n });
  });

  it('places fresh holds sent with the commit in one message, and a member short of money commits nothing', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n));
    const ids = async (n: number) =>
      ((await t.ctx.db.execute(sql`select ${newTransactionId} as id from generate_series(1, ${n}::int)`)) as unknown as { rows: { id: string }[] }).rows.map((r) => Number(r.id));
    const [a, b, c, d, e, f] = await ids(6);
    const hold = (amount: bigint, transactionId: number) => ({ purpose: 'withdrawal' as const, refId: `w-${++seq}`, memberId: m.member.uid, amount, kind: 'withdrawal_hold', billGroup: 'W' as const, actor: 'test', at: t.clock.now(), transactionId });
    const first = hold(4_000n, a!);
    await transactionInFewRoundTrips(t.ctx.db, (trips) => trips.commit(placeFreshHoldsSql([first, hold(1_000n, b!)])));
    expect(await balances(m.member.uid)).toEqual({ available: 5_000n, frozen: 5_000n });

    // 3,000 then 3,000 more: the second dips below zero, so neither is kept although the COMMIT went with them.
    const refused = await transactionInFewRoundTrips(t.ctx.db, (trips) => trips.commit(placeFreshHoldsSql([hold(3_000n, c!), hold(3_000n, d!)]))).then(
      () => null,
      (error: unknown) => ledgerRefusal(error),
    );
    expect(refused).toBeInstanceOf(InsufficientFundsError);
    expect((refused as InsufficientFundsError).accounts).toEqual([memberAccountCode(m.member.uid, 'available')]);
    expect(await balances(m.member.uid)).toEqual({ available: 5_000n, frozen: 5_000n });
    // A reference held before fails the fresh statements (no replay there), and nothing moves.
    await expect(transactionInFewRoundTrips(t.ctx.db, (trips) => trips.commit(placeFreshHoldsSql([hold(100n, e!), { ...first, transactionId: f! }])))).rejects.toSatisfy((e) => sqlState(e) === '23505');
    expect(await balances(m.member.uid)).toEqual({ available: 5_000n, frozen: 5_000n });
    expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
  });

  it('placing the same hold twice holds the money once', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n));
    const input = { purpose: 'bet_stake' as const, refId: `b-${++seq}`, memberId: m.member.uid, amount: 1_000n, kind: 'stake_hold', billGroup: 'B' as const, actor: 'test', at: t.clock.now() };
    const a = await t.ctx.db.transaction((tx) => placeHold(tx, input));
    const b = await t.ctx.db.transaction((tx) => placeHold(tx, input));
    expect(b).toEqual({ transactionId: a.transactionId, replayed: true });
    const held = (await t.ctx.db.execute(sql`select count(*)::int as n from holds where ref_id = ${input.refId}`)) as unknown as { rows: { n: number }[] };
    expect(held.rows[0]!.n).toBe(1);
    expect(await balances(m.member.uid)).toEqual({ available: 9_000n, frozen: 1_000n });
  });

  it('lets exactly one of two racing resolutions win', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 10_000n));
    const refId = `b-${++seq}`;
    await t.ctx.db.transaction((tx) =>
      placeHold(tx, { purpose: 'bet_stake', refId, memberId: m.member.uid, amount: 2_000n, kind: 'stake_hold', billGroup: 'B', actor: 'test', at: t.clock.now() }),
    );
    const results = await Promise.allSettled([
      t.ctx.db.transaction((tx) => resolveHold(tx, { purpose: 'bet_stake', refId, outcome: 'void', kind: 'bet_void', billGroup: 'B', actor: 'cancel', at: t.clock.now() })),
      t.ctx.db.transaction((tx) =>
        resolveHold(tx, { purpose: 'bet_stake', refId, outcome: 'post', credits: [{ account: 'house:betting', amount: 2_000n }], kind: 'bet_settle', billGroup: 'B', actor: 'settle', at: t.clock.now() }),
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(HoldNotPendingError);
    const { frozen } = await balances(m.member.uid);
    expect(frozen).toBe(0n);
  });
});

describe('ledger invariants', () => {
  it('notice money credited for a deposit that is not marked credited', async () => {
    const m = await t.register();
    const [row] = await t.ctx.db
      .insert(deposits)
      .values({ memberId: m.member.uid, reference: `dep_inv_${++seq}`, payType: 'online', channel: 'sandbox', amount: 900n, createdAt: t.clock.now(), expiresAt: t.clock.now() })
      .returning();
    const posted = await postTransaction(t.ctx.db, { ...deposit(m.member.uid, 900n), kind: 'deposit', refType: 'deposit', refId: String(row!.id) });
    expect((await findLedgerViolations(t.ctx.db)).map((v) => v.invariant)).toEqual([expect.stringMatching(/^6\. every credited deposit/)]);
    // Mark it credited by that transaction, as confirmDeposit would have: consistent again.
    await t.ctx.db.update(deposits).set({ status: 1, actualAmount: 900n, ledgerTransactionId: posted.transactionId }).where(eq(deposits.id, row!.id));
    expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
  });

  it('notice an account whose totals no longer match its entries', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 700n));
    const code = memberAccountCode(m.member.uid, 'available');
    await t.ctx.db.execute(sql`update ledger_accounts set credits_posted = credits_posted + 1 where code = ${code}`);
    try {
      const violations = await findLedgerViolations(t.ctx.db);
      expect(violations.map((v) => v.invariant)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^1\. sum of debits_posted/), expect.stringMatching(/^3\. each account's totals/)]),
      );
    } finally {
      await t.ctx.db.execute(sql`update ledger_accounts set credits_posted = credits_posted - 1 where code = ${code}`);
    }
  });

  it('notice frozen money without a pending hold', async () => {
    const m = await t.register();
    await postTransaction(t.ctx.db, deposit(m.member.uid, 700n));
    // A posting that freezes money outside placeHold breaks invariant 5; the fix is a reversal.
    const freeze = await postTransaction(t.ctx.db, {
      idempotencyKey: `stray-freeze-${++seq}`,
      kind: 'correction',
      billGroup: 'X',
      actor: 'test',
      at: t.clock.now(),
      postings: [
        { account: memberAccountCode(m.member.uid, 'available'), side: 'debit', amount: 300n },
        { account: memberAccountCode(m.member.uid, 'frozen'), side: 'credit', amount: 300n },
      ],
    });
    expect((await findLedgerViolations(t.ctx.db)).map((v) => v.invariant)).toContain("5. each member's frozen balance equals the sum of their pending holds");
    await postTransaction(t.ctx.db, {
      idempotencyKey: `stray-freeze-reversal-${seq}`,
      kind: 'correction',
      billGroup: 'X',
      actor: 'test',
      at: t.clock.now(),
      reversesId: freeze.transactionId,
      postings: [
        { account: memberAccountCode(m.member.uid, 'frozen'), side: 'debit', amount: 300n },
        { account: memberAccountCode(m.member.uid, 'available'), side: 'credit', amount: 300n },
      ],
    });
    expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
  });
});
