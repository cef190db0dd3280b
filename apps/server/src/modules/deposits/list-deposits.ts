import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListQuery } from '@scoreline/contract/api/wallet';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { ownDeposit } from './how-to-pay.ts';
import { depositView } from './deposit-view.ts';

/** Recharge record: the member's deposits in a time range (operator days), newest first. */
export async function listDeposits(ctx: AppContext, memberId: number, query: z.output<typeof ZListQuery>) {
  const { from, to } = timeRangeBounds(query.range, ctx.clock.now(), ctx.config.OPERATOR_TZ);
  const conditions: SQL[] = [eq(deposits.memberId, memberId), gte(deposits.createdAt, from), lt(deposits.createdAt, to)];
  if (query.status !== undefined) conditions.push(eq(deposits.status, query.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    ctx.db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(deposits).where(where),
  ]);
  return { items: rows.map(depositView), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getDeposit(ctx: AppContext, memberId: number, id: number) {
  return depositView(await ownDeposit(ctx, memberId, id));
}
