import { formatKobo } from '@scoreline/contract/display';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TRequestWithdrawalRequest } from '@scoreline/contract/api/wallet';
import type { AppContext } from '../../app-context.ts';
import { bankAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { placeHold } from '../ledger/holds.ts';
import { InsufficientFundsError } from '../ledger/post-transaction.ts';
import { verifyWalletPassword } from '../wallet-password/verify-wallet-password.ts';
import { assertBalanceCovers, balanceInsufficient, quoteWithdrawal } from './withdrawal-amount.ts';
import { loadWithdrawalRules, memberWithdrawalState, refuseWhileBarred, usdtWindowOpen } from './withdrawal-limits.ts';
import { withdrawalView } from './withdrawal-view.ts';
import { newReference } from '../../random-references.ts';

const USDT_MICROS = 1_000_000n;

/** 24 characters of a-z 0-9 _ : valid as a provider transfer reference (16-50 of a-z 0-9 - _). */
const newWithdrawalReference = () => newReference('wdr');

/**
 * Requests a withdrawal: checks the rules of product-rules.md, then holds amount + fee
 * (available -> frozen) and records the request for review, in one transaction. The member's
 * row is locked first, so two requests at once cannot both pass "one pending at a time", the
 * interval, or the daily limits. The ledger key comes from the request's Idempotency-Key.
 */
export async function requestWithdrawal(ctx: AppContext, memberId: number, input: TRequestWithdrawalRequest, idempotencyKey: string) {
  await verifyWalletPassword(ctx, memberId, input.walletPassword);
  const rules = await loadWithdrawalRules(ctx);
  const now = ctx.clock.now();
  const amount = BigInt(input.amount);

  if (input.method === 'usdt' && !usdtWindowOpen(now, ctx.config.OPERATOR_TZ, rules.usdt)) throw new AppError('WITHDRAW_USDT_HOURS');
  // The amount's own rules and its fee, as the preview checks them (withdrawal-amount.ts).
  const quote = quoteWithdrawal(rules, input.method, amount);
  const fee = quote.fee;
  const usdtMicros = quote.wholeUsdt === null ? null : quote.wholeUsdt * USDT_MICROS;
  if (input.method === 'usdt' && (!input.usdtAddress || !/^[A-Za-z0-9]{26,64}$/.test(input.usdtAddress))) {
    throw new AppError('VALIDATION_FAILED', {}, { field: 'usdtAddress' });
  }

  let bank: { id: number; bankName: string; accountNumber: string } | null = null;
  if (input.method === 'bank') {
    const [row] = await ctx.db
      .select({ id: bankAccounts.id, bankName: bankAccounts.bankName, accountNumber: bankAccounts.accountNumber, approvalStatus: bankAccounts.approvalStatus })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, input.bankAccountId ?? -1), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)));
    if (!row) throw new AppError('NOT_FOUND', {}, { field: 'bankAccountId' });
    if (row.approvalStatus !== 1) throw new AppError('BANK_ACCOUNT_NOT_APPROVED', {}, { field: 'bankAccountId' });
    bank = row;
  }

  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from members where id = ${memberId} for update`);
    const [already] = await tx.select().from(withdrawals).where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestKey, idempotencyKey)));
    if (already) return already;
    const state = await memberWithdrawalState(ctx, tx, memberId, rules);
    // The clock is read after the member lock: a request that waited behind another must not
    // see that one's time as "in the future" (nor another process's slightly faster clock).
    refuseWhileBarred(state, ctx.clock.now(), rules.intervalMinutes);
    // What is left names the way forward, as the daily betting limit's refusal does (QA: "reached" with all of it left).
    const dailyLimit = BigInt(state.vip.dailyWithdrawKobo);
    if (state.amountToday + amount > dailyLimit) {
      const left = dailyLimit > state.amountToday ? dailyLimit - state.amountToday : 0n;
      throw new AppError('WITHDRAW_DAILY_LIMIT', { limit: formatKobo(dailyLimit), left: formatKobo(left) }, { field: 'amount' });
    }
    assertBalanceCovers(state, quote);
    const resetsVip = state.streak + 1 > rules.vipResetAfter && state.vipLevel > 0;
    if (resetsVip && !input.acceptVipReset) throw new AppError('WITHDRAW_VIP_RESET_CONFIRM', { count: rules.vipResetAfter });

    const [created] = await tx
      .insert(withdrawals)
      .values({
        memberId,
        reference: newWithdrawalReference(),
        requestKey: idempotencyKey,
        method: input.method,
        bankAccountId: bank?.id ?? null,
        usdtAddress: input.method === 'usdt' ? input.usdtAddress! : null,
        amount,
        fee,
        usdtMicros,
        exchangeRate: input.method === 'usdt' ? BigInt(rules.usdtRate) : null,
        vipReset: resetsVip ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    try {
      await placeHold(tx, {
        purpose: 'withdrawal',
        refId: String(created!.id),
        memberId,
        amount: amount + fee,
        kind: 'withdrawal_hold',
        billGroup: 'W',
        actor: `member:${memberId}`,
        at: now,
        // The reference the member sees in their records; the bill line is titled "Withdrawal" in their language.
        memo: created!.reference,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw balanceInsufficient(state, input.method);
      throw error;
    }
    // Every request moves the count on; whether it stays in the streak is up to how it ends (streakSql).
    await tx
      .update(members)
      .set({ withdrawalsSinceBet: sql`${members.withdrawalsSinceBet} + 1`, ...(resetsVip ? { vipLevel: 0, vipResetAt: now } : {}) })
      .where(eq(members.id, memberId));
    return created!;
  });
  return withdrawalView(row, bank);
}
