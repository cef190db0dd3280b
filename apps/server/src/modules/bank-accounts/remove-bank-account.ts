import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { bankAccounts } from '../../db/schema/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyWalletPassword } from '../wallet-password/verify-wallet-password.ts';
import { BANK_APPROVAL } from '@scoreline/contract/api/wallet';

/**
 * Removes a bank account (kept as history: withdrawals refer to it). A member keeps at least one
 * approved account once they have one, so withdrawals always have somewhere to go; an account
 * waiting for review or refused can always go (a refused one is of no use, and keeping it would
 * hold the member's name and a slot). An account with a withdrawal still in progress cannot go.
 */
export async function removeBankAccount(ctx: AppContext, memberId: number, input: { id: number; walletPassword: string }) {
  await verifyWalletPassword(ctx, memberId, input.walletPassword);
  await ctx.db.transaction(async (tx) => {
    // Lock the member's live accounts so two removals cannot both pass the "keep one" rule.
    const live = (await tx.execute(sql`
      select id, approval_status from bank_accounts where member_id = ${memberId} and removed_at is null order by id for update`)) as unknown as {
      rows: { id: number | string; approval_status: number }[];
    };
    const target = live.rows.find((r) => Number(r.id) === input.id);
    if (!target) throw new AppError('NOT_FOUND');
    const approved = live.rows.filter((r) => Number(r.approval_status) === BANK_APPROVAL.approved);
    if (Number(target.approval_status) === BANK_APPROVAL.approved && approved.length <= 1) throw new AppError('BANK_MUST_KEEP_ONE');
    const inUse = (await tx.execute(sql`
      select 1 from withdrawals where bank_account_id = ${input.id} and status in (0, 1, 4, 5, 6, 8) limit 1`)) as unknown as { rows: unknown[] };
    if (inUse.rows.length) throw new AppError('BANK_CARD_IN_USE');
    await tx
      .update(bankAccounts)
      .set({ removedAt: ctx.clock.now() })
      .where(and(eq(bankAccounts.id, input.id), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)));
  });
  return null;
}

