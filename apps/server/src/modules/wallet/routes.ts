import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { members } from '../../db/schema.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/member-auth.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { walletPasswordStatus } from '../wallet-password/wallet-password-status.ts';
import { memberBill } from './member-bill.ts';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, walletEndpoints.walletSummary, async ({ request }) => {
    const memberId = signedInMember(request).memberId;
    const balance = (code: string) => sql<string>`(select (credits_posted - debits_posted)::text from ledger_accounts where code = ${code})`;
    const [[row], password] = await Promise.all([
      ctx.db
        .select({ vipLevel: members.vipLevel, available: balance(memberAccountCode(memberId, 'available')), frozen: balance(memberAccountCode(memberId, 'frozen')) })
        .from(members)
        .where(eq(members.id, memberId)),
      walletPasswordStatus(ctx, memberId),
    ]);
    return {
      available: Number(row?.available ?? 0),
      frozen: Number(row?.frozen ?? 0),
      vipLevel: row?.vipLevel ?? 0,
      sandbox: ctx.payments.isSandbox,
      walletPasswordSet: password.isSet,
    };
  });
  defineRoute(app, ctx, walletEndpoints.bill, ({ query, request }) => memberBill(ctx, signedInMember(request).memberId, query));
}
