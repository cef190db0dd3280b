import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAuditQuery } from '@scoreline/contract/api/admin-audit-endpoints';
import type { AppContext } from '../../../app-context.ts';
import { adminAuditLog } from '../../../db/schema.ts';

/** One page of the audit log, newest first, by admin, action, target and time range. */
export async function searchAuditLog(ctx: AppContext, query: z.output<typeof ZAuditQuery>) {
  const conditions: SQL[] = [];
  if (query.adminId !== undefined) conditions.push(eq(adminAuditLog.adminId, query.adminId));
  if (query.adminUsername) conditions.push(sql`lower(${adminAuditLog.adminUsername}) = lower(${query.adminUsername})`);
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.targetType) conditions.push(eq(adminAuditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(adminAuditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(adminAuditLog.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lt(adminAuditLog.createdAt, new Date(query.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, resultParams: (r.resultParams ?? null) as Record<string, string | number> | null, createdAt: r.createdAt.toISOString() })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
