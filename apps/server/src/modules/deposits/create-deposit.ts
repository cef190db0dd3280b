import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCreateDepositRequest } from '@scoreline/contract/api/wallet';
import { formatKobo } from '@scoreline/contract/display';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { howToPay } from './how-to-pay.ts';
import { newReference } from '../../random-references.ts';

/**
 * The deposits that use up a member's daily limit: paid (1, 8, 9) and still waiting for payment
 * (0, until paid or timed out). The refusal here and the recharge page's figures (deposit-options.ts) count the same.
 */
export const COUNTS_TOWARD_DAILY_LIMIT = sql`status in (0, 1, 8, 9)`;

/** 24 lower-case characters: valid as a checkout reference and as a transfer reference everywhere. */
export function newDepositReference(): string {
  return newReference('dep');
}

const USDT_MICROS = 1_000_000n;

/**
 * Starts a deposit. Online deposits get a provider checkout; bank transfers get the operator's
 * account and the reference to quote; USDT gets the address, network and the USDT to send at
 * today's rate. Nothing is credited here: only a verified payment credits (confirm-deposit.ts).
 */
/** `origin`: where the member's app is served (scheme + host), for the provider's absolute callback URL. */
export async function createDeposit(ctx: AppContext, memberId: number, input: TCreateDepositRequest, origin = '') {
  const now = ctx.clock.now();
  const s = ctx.settings;
  const [payTypes, min, max, timeoutMinutes, resubmitSeconds, perMinute, maxPending, levels] = await Promise.all([
    s.get('deposit.payTypes'),
    s.get('deposit.minKobo'),
    s.get('deposit.maxKobo'),
    s.get('deposit.timeoutMinutes'),
    s.get('deposit.resubmitSeconds'),
    s.get('deposit.perMinute'),
    s.get('deposit.maxPending'),
    s.get('vip.levels'),
  ]);
  if (!payTypes[input.payType]) throw new AppError('DEPOSIT_TYPE_UNAVAILABLE', {}, { field: 'payType' });
  if (input.amount < min || input.amount > max) {
    throw new AppError('DEPOSIT_AMOUNT_RANGE', { min: formatKobo(min), max: formatKobo(max) }, { field: 'amount' });
  }

  const [member] = await ctx.db.select({ vipLevel: members.vipLevel, blocked: members.depositBlockedChannels }).from(members).where(eq(members.id, memberId));
  // The back office black-lists a channel (pay type) for one member.
  if (member?.blocked.includes(input.payType)) throw new AppError('DEPOSIT_BLACK_ACCOUNT', {}, { field: 'payType' });
  const today = timeRangeBounds(0, now, ctx.config.OPERATOR_TZ);
  const [recent] = (
    (await ctx.db.execute(sql`
      select
        count(*) filter (where created_at >= ${new Date(now.getTime() - 60_000)})::int as last_minute,
        count(*) filter (where status = 0 and expires_at > ${now})::int as pending,
        min(expires_at) filter (where status = 0 and expires_at > ${now}) as oldest_pending_expiry,
        count(*) filter (where status = 0 and pay_type = ${input.payType} and amount = ${BigInt(input.amount)}
                         and created_at >= ${new Date(now.getTime() - resubmitSeconds * 1000)})::int as same_pending,
        coalesce(sum(amount) filter (where ${COUNTS_TOWARD_DAILY_LIMIT} and created_at >= ${today.from}), 0)::text as today_amount
      from deposits where member_id = ${memberId}`)) as unknown as {
      rows: { last_minute: number; pending: number; oldest_pending_expiry: Date | string | null; same_pending: number; today_amount: string }[];
    }
  ).rows;
  if (!recent) throw new Error('deposit statistics query returned nothing');
  if (recent.same_pending > 0) throw new AppError('DEPOSIT_DO_NOT_RESUBMIT');
  if (recent.last_minute >= perMinute) throw new AppError('DEPOSIT_TOO_FAST');
  if (recent.pending >= maxPending && recent.oldest_pending_expiry) {
    const minutes = Math.max(1, Math.ceil((new Date(recent.oldest_pending_expiry).getTime() - now.getTime()) / 60_000));
    throw new AppError('DEPOSIT_GAP_LIMIT', { minutes });
  }
  const dailyLimit = vipRow(levels, member?.vipLevel ?? 0).dailyDepositKobo;
  const used = BigInt(recent.today_amount);
  if (used + BigInt(input.amount) > BigInt(dailyLimit)) {
    // How much is left is what the member can act on (QA: "reached" read wrong with ₦498,999.45 left).
    const left = used < BigInt(dailyLimit) ? BigInt(dailyLimit) - used : 0n;
    throw new AppError('DEPOSIT_DAILY_LIMIT', { limit: formatKobo(BigInt(dailyLimit)), left: formatKobo(left) }, { field: 'amount', left: Number(left) });
  }

  const reference = newDepositReference();
  const expiresAt = new Date(now.getTime() + timeoutMinutes * 60_000);
  const usdtRate = input.payType === 'usdt' ? BigInt(await s.get('deposit.usdtRateKobo')) : null;
  const [row] = await ctx.db
    .insert(deposits)
    .values({
      memberId,
      reference,
      payType: input.payType,
      channel: input.payType === 'online' ? ctx.payments.name : input.payType,
      amount: BigInt(input.amount),
      exchangeRate: usdtRate,
      // Round up to the micro-USDT so the operator is never short.
      usdtAmountMicros: usdtRate ? (BigInt(input.amount) * USDT_MICROS + usdtRate - 1n) / usdtRate : null,
      createdAt: now,
      expiresAt,
    })
    .returning();
  let deposit = row!;

  if (input.payType === 'online') {
    try {
      const session = await ctx.payments.initializeCheckout({
        reference,
        amountKobo: deposit.amount,
        email: `member-${memberId}@members.scoreline.invalid`,
        callbackUrl: `${ctx.config.PUBLIC_API_BASE || origin}/#/pages/home/payweb?id=${deposit.id}`,
        metadata: { memberId, depositId: deposit.id },
      });
      [deposit] = await ctx.db
        .update(deposits)
        .set({ checkoutUrl: session.checkoutUrl, providerReference: session.providerReference })
        .where(eq(deposits.id, deposit.id))
        .returning() as [typeof deposit];
      return howToPay(ctx, deposit);
    } catch (error) {
      await ctx.db.update(deposits).set({ status: 3, failureReason: 'provider_unavailable', completedAt: now }).where(and(eq(deposits.id, deposit.id), inArray(deposits.status, [0])));
      if (error instanceof ProviderUnavailableError) throw new AppError('DEPOSIT_SYSTEM_BUSY');
      throw new AppError('DEPOSIT_FAILED');
    }
  }
  return howToPay(ctx, deposit);
}

