import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateDepositResponse } from '@scoreline/contract/api/wallet';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import { depositView } from './deposit-view.ts';

type DepositRow = typeof deposits.$inferSelect;
type TCreateDepositResponse = z.infer<typeof ZCreateDepositResponse>;

/**
 * Where the member sends the money for a deposit: the provider's checkout (online), the
 * operator's account with the deposit's reference (transfer), or the address and network (USDT).
 * The account and address are the ones in force now: one the operator has retired must not be
 * shown again, even for a deposit started before the change.
 */
export async function howToPay(ctx: AppContext, row: DepositRow): Promise<TCreateDepositResponse> {
  const deposit = depositView(row);
  if (row.payType === 'online') return { deposit, checkoutUrl: row.checkoutUrl, transfer: null, usdt: null };
  if (row.payType === 'transfer') {
    const account = await ctx.settings.get('deposit.transferAccount');
    return { deposit, checkoutUrl: null, transfer: { ...account, reference: row.reference }, usdt: null };
  }
  return { deposit, checkoutUrl: null, transfer: null, usdt: await ctx.settings.get('deposit.usdtAddress') };
}

/** One of the member's own deposits (another member's is "not found", as a missing one). */
export async function ownDeposit(ctx: AppContext, memberId: number, id: number): Promise<DepositRow> {
  const [row] = await ctx.db.select().from(deposits).where(and(eq(deposits.id, id), eq(deposits.memberId, memberId))).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A deposit started and left (the member went to their bank's app and came back, reloaded the
 * page, closed the checkout): how to pay it again while it still waits for payment by the server
 * clock; once paid, failed or timed out, nothing to pay (a late transfer to the account would have
 * no deposit to credit).
 */
export async function depositPayment(ctx: AppContext, memberId: number, id: number): Promise<TCreateDepositResponse> {
  const row = await ownDeposit(ctx, memberId, id);
  const awaiting = row.status === 0 && row.expiresAt.getTime() > ctx.clock.now().getTime();
  if (!awaiting) return { deposit: depositView(row), checkoutUrl: null, transfer: null, usdt: null };
  return howToPay(ctx, row);
}
