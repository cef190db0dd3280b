import { and, eq, isNull, sql } from 'drizzle-orm';
import { isValidNuban } from '@scoreline/contract/nuban';
import type { z } from 'zod';
import { BANK_APPROVAL, type ZAddBankAccountRequest } from '@scoreline/contract/api/wallet';
import type { AppContext } from '../../app-context.ts';
import { sqlState } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { AccountNotResolvedError, ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import { verifyWalletPassword } from '../wallet-password/verify-wallet-password.ts';
import { activeBanks } from './bank-list.ts';
import { bankAccountView } from './bank-account-view.ts';
import { matchAccountName } from './name-match.ts';
import { asBindingMember } from './sandbox-account-names.ts';

/**
 * Binds a bank account (product rules "Wallet"): a supported bank; 10 digits entered twice
 * (checked by the contract); the NUBAN check digit as a soft pre-check; the provider's resolved
 * name compared with the member's name — all words match: approved; some: waiting for review;
 * none: refused. At most N accounts; an account can be live for one member only.
 */
export async function addBankAccount(ctx: AppContext, memberId: number, input: z.output<typeof ZAddBankAccountRequest>) {
  await verifyWalletPassword(ctx, memberId, input.walletPassword);
  const banks = await activeBanks(ctx);
  const bank = banks.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('BANK_TYPE_NOT_SUPPORTED', {}, { field: 'bankCode' });

  const [member] = await ctx.db.select({ realName: members.realName }).from(members).where(eq(members.id, memberId));
  if (!member?.realName) throw new AppError('BANK_HOLDER_MISMATCH', {}, { field: 'realName' });

  const [existing, [count]] = await Promise.all([
    ctx.db
      .select({ memberId: bankAccounts.memberId })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.bankCode, bank.code), eq(bankAccounts.accountNumber, input.accountNumber), isNull(bankAccounts.removedAt)))
      .limit(1),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankAccounts).where(and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt))),
  ]);
  if (existing[0]) throw new AppError(existing[0].memberId === memberId ? 'BANK_CARD_ALREADY_BOUND' : 'BANK_CARD_EXISTS', {}, { field: 'accountNumber' });
  const maxAccounts = await ctx.settings.get('bank.maxAccounts');
  if ((count?.n ?? 0) >= maxAccounts) throw new AppError('BANK_ACCOUNT_LIMIT', { max: maxAccounts });

  // Wallet banks (OPay, PalmPay) number accounts after phone numbers, without a check digit.
  const nubanBank = /^\d{3}$|^\d{5}$/.test(bank.code);
  if (nubanBank && !isValidNuban(input.accountNumber, bank.code)) throw new AppError('BANK_ACCOUNT_OR_NAME_INCORRECT', {}, { field: 'accountNumber' });

  let accountName: string;
  try {
    ({ accountName } = await asBindingMember(member.realName, () => ctx.payments.resolveAccount(input.accountNumber, bank.code)));
  } catch (error) {
    if (error instanceof AccountNotResolvedError) throw new AppError('BANK_ACCOUNT_OR_NAME_INCORRECT', {}, { field: 'accountNumber' });
    if (error instanceof ProviderUnavailableError) throw new AppError('SYSTEM_BUSY');
    throw error;
  }
  const match = matchAccountName(member.realName, accountName);
  if (match === 'none') throw new AppError('BANK_HOLDER_MISMATCH', {}, { field: 'accountNumber' });

  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db
      .insert(bankAccounts)
      .values({
        memberId,
        bankCode: bank.code,
        bankName: bank.name,
        branchName: input.branchName ?? null,
        accountNumber: input.accountNumber,
        accountHolder: accountName,
        approvalStatus: match === 'match' ? BANK_APPROVAL.approved : BANK_APPROVAL.waiting,
        reviewedBy: match === 'match' ? 'auto:name-match' : null,
        createdAt: now,
        approvedAt: match === 'match' ? now : null,
      })
      .returning();
    return bankAccountView(row!);
  } catch (error) {
    // Two bindings of the same account racing: the unique index lets one through.
    if (sqlState(error) === '23505') throw new AppError('BANK_REPEATED_BINDING');
    throw error;
  }
}
