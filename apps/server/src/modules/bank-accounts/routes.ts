import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { bankAccounts } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { addBankAccount } from './add-bank-account.ts';
import { bankAccountView } from './bank-account-view.ts';
import { BANK_APPROVAL } from '@scoreline/contract/api/wallet';
import { activeBanks } from './bank-list.ts';
import { removeBankAccount } from './remove-bank-account.ts';

export function bankAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const memberId = (r: Parameters<typeof signedInMember>[0]) => signedInMember(r).memberId;
  defineRoute(app, ctx, walletEndpoints.banks, async () => (await activeBanks(ctx)).map((b) => ({ code: b.code, name: b.name })));
  defineRoute(app, ctx, walletEndpoints.bankAccounts, async ({ request }) => {
    const rows = await ctx.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.memberId, memberId(request)), isNull(bankAccounts.removedAt)))
      .orderBy(desc(bankAccounts.createdAt));
    return rows.map(bankAccountView);
  });
  defineRoute(app, ctx, walletEndpoints.bankAccount, async ({ query, request }) => {
    const [row] = await ctx.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, query.id), eq(bankAccounts.memberId, memberId(request)), isNull(bankAccounts.removedAt)));
    if (!row) throw new AppError('NOT_FOUND');
    return bankAccountView(row);
  });
  defineRoute(app, ctx, walletEndpoints.addBankAccount, ({ body, request }) => addBankAccount(ctx, memberId(request), body));
  defineRoute(app, ctx, walletEndpoints.deleteBankAccount, ({ body, request }) => removeBankAccount(ctx, memberId(request), body));
  defineRoute(app, ctx, walletEndpoints.setRealName, async ({ body, request }) => {
    // Until identity verification exists the member states their name; it can be changed only
    // while no account matched to it is bound (approved or waiting for review), so such an
    // account cannot be "re-matched" to another name. Refused accounts do not hold it: a member
    // whose account was refused for a misspelt name can correct it.
    const id = memberId(request);
    // The name it already has is no change, bound account or not (QA: re-sent, it was refused).
    const [current] = await ctx.db.select({ realName: members.realName }).from(members).where(eq(members.id, id));
    if (current?.realName === body.realName) return { realName: body.realName };
    const [bound] = await ctx.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.memberId, id), isNull(bankAccounts.removedAt), ne(bankAccounts.approvalStatus, BANK_APPROVAL.rejected)))
      .limit(1);
    if (bound) throw new AppError('REAL_NAME_HELD_BY_BANK', {}, { field: 'realName' });
    await ctx.db.update(members).set({ realName: body.realName }).where(eq(members.id, id));
    return { realName: body.realName };
  });
}
