import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { findLedgerViolations } from './ledger-invariants.ts';
import { HoldNotPendingError, placeHold, resolveHold } from './holds.ts';
import { memberAccountCode } from './member-accounts.ts';
import { InsufficientFundsError, postTransaction } from './post-transaction.ts';

// Model-based test of the money flows of design/ledger.md: random sequences of deposit
// (sometimes delivered twice), withdrawal request, reject, fail, pay (with a fee) and reversal
// after payment run against the real ledger and a plain in-memory model; after every step the
// balances must agree, and at the end the ledger invariants must hold. fast-check prints the
// seed and the shrunk sequence of a failure, so `fc.assert(..., { seed, path })` replays it.
// The deposit and withdrawal services will take these operations over as they arrive.

const t = useTestApp();

type Op =
  | { op: 'deposit'; member: number; amount: number; redeliver: boolean }
  | { op: 'request'; member: number; amount: number }
  | { op: 'reject' | 'fail'; pick: number }
  | { op: 'pay'; pick: number; feeBps: number }
  | { op: 'reverse'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), member: fc.nat(2), amount: fc.integer({ min: 1, max: 500_000 }), redeliver: fc.boolean() }),
  fc.record({ op: fc.constant('request' as const), member: fc.nat(2), amount: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({ op: fc.constantFrom('reject' as const, 'fail' as const), pick: fc.nat(20) }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(20), feeBps: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat(20) }),
);

let run = 0;

async function balance(memberId: number, part: 'available' | 'frozen'): Promise<number> {
  const r = (await t.ctx.db.execute(
    sql`select (credits_posted - debits_posted)::text as b from ledger_accounts where code = ${memberAccountCode(memberId, part)}`,
  )) as unknown as { rows: { b: string }[] };
  return Number(r.rows[0]!.b);
}

describe('money flows against an in-memory model', () => {
  it('agree after every step, and the ledger invariants hold', async () => {
    const members = [await t.register(), await t.register(), await t.register()].map((m) => m.member.uid as number);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const model = new Map(members.map((id) => [id, { available: 0, frozen: 0 }]));
        // Start from the ledger's own balances: runs share the database.
        for (const id of members) model.set(id, { available: await balance(id, 'available'), frozen: await balance(id, 'frozen') });
        const withdrawals: { ref: string; member: number; amount: number; state: 'pending' | 'voided' | 'paid' | 'reversed'; net: number }[] = [];
        const at = t.clock.now();
        let n = 0;

        for (const o of ops) {
          n++;
          if (o.op === 'deposit') {
            const id = members[o.member]!;
            const input = {
              idempotencyKey: `prop-${run}-dep-${n}`,
              kind: 'deposit',
              billGroup: 'R' as const,
              actor: 'psp',
              at,
              postings: [
                { account: 'psp:sandbox:clearing', side: 'debit' as const, amount: BigInt(o.amount) },
                { account: memberAccountCode(id, 'available'), side: 'credit' as const, amount: BigInt(o.amount) },
              ],
            };
            await postTransaction(t.ctx.db, input);
            if (o.redeliver) expect((await postTransaction(t.ctx.db, input)).replayed).toBe(true);
            model.get(id)!.available += o.amount;
          } else if (o.op === 'request') {
            const id = members[o.member]!;
            const ref = `prop-${run}-w-${n}`;
            const m = model.get(id)!;
            const attempt = t.ctx.db.transaction((tx) =>
              placeHold(tx, { purpose: 'withdrawal', refId: ref, memberId: id, amount: BigInt(o.amount), kind: 'withdrawal_hold', billGroup: 'W', actor: 'member', at }),
            );
            if (m.available >= o.amount) {
              await attempt;
              m.available -= o.amount;
              m.frozen += o.amount;
              withdrawals.push({ ref, member: id, amount: o.amount, state: 'pending', net: 0 });
            } else {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
            }
          } else if (withdrawals.length) {
            const w = withdrawals[o.pick % withdrawals.length]!;
            const m = model.get(w.member)!;
            if (o.op === 'reject' || o.op === 'fail') {
              const attempt = t.ctx.db.transaction((tx) =>
                resolveHold(tx, { purpose: 'withdrawal', refId: w.ref, outcome: 'void', kind: 'withdrawal_void', billGroup: 'W', actor: o.op, at }),
              );
              if (w.state === 'pending') {
                await attempt;
                m.frozen -= w.amount;
                m.available += w.amount;
                w.state = 'voided';
              } else await expect(attempt).rejects.toBeInstanceOf(HoldNotPendingError);
            } else if (o.op === 'pay') {
              const fee = Math.floor((w.amount * o.feeBps) / 10_000);
              const attempt = t.ctx.db.transaction((tx) =>
                resolveHold(tx, {
                  purpose: 'withdrawal',
                  refId: w.ref,
                  outcome: 'post',
                  credits: [
                    { account: 'psp:sandbox:clearing', amount: BigInt(w.amount - fee) },
                    { account: 'house:fees', amount: BigInt(fee) },
                  ],
                  kind: 'withdrawal_post',
                  billGroup: 'W',
                  actor: 'psp',
                  at,
                }),
              );
              if (w.state === 'pending') {
                await attempt;
                m.frozen -= w.amount;
                w.state = 'paid';
                w.net = w.amount - fee;
              } else await expect(attempt).rejects.toBeInstanceOf(HoldNotPendingError);
            } else if (o.op === 'reverse' && (w.state === 'paid' || w.state === 'reversed') && w.net > 0) {
              // The provider reports a reversal after success (possibly twice): re-credit once.
              await postTransaction(t.ctx.db, {
                idempotencyKey: `reverse:${w.ref}`,
                kind: 'withdrawal_reversal',
                billGroup: 'W',
                actor: 'psp',
                at,
                postings: [
                  { account: 'psp:sandbox:clearing', side: 'debit', amount: BigInt(w.net) },
                  { account: memberAccountCode(w.member, 'available'), side: 'credit', amount: BigInt(w.net) },
                ],
              });
              if (w.state === 'paid') m.available += w.net;
              w.state = 'reversed';
            }
          }
          for (const id of members) {
            expect(await balance(id, 'available'), `available of ${id} after step ${n}`).toBe(model.get(id)!.available);
            expect(await balance(id, 'frozen'), `frozen of ${id} after step ${n}`).toBe(model.get(id)!.frozen);
          }
        }
        expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
