import { and, desc, eq } from 'drizzle-orm';
import { adminResultsEndpoints } from '@scoreline/contract/api/admin-results-endpoints';
import type { TAdminMatchPrices } from '@scoreline/contract/api/admin-match-list-endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import type { AppContext } from '../../app-context.ts';
import { adminAuditLog, type matches } from '../../db/schema.ts';
import { endpointName } from '../admin/admin-endpoint-rules.ts';

/**
 * Who postponed a match, when and why. The match keeps the deadline and the reason (postponedUntil,
 * postponedReason, what members read): who and when are in its audit row, the latest successful one.
 */
export async function postponement(ctx: AppContext, match: typeof matches.$inferSelect): Promise<TAdminMatchPrices['postponement']> {
  if (match.state !== 'postponed') return null;
  const [row] = await ctx.db
    .select({ by: adminAuditLog.adminUsername, at: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(
      and(
        // admin_audit_target_idx
        eq(adminAuditLog.targetType, 'match'),
        eq(adminAuditLog.targetId, String(match.id)),
        eq(adminAuditLog.action, endpointName(adminResultsEndpoints.adminPostponeMatch)),
        eq(adminAuditLog.resultCode, ERRORS.OK.code),
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return { by: row?.by ?? null, at: row?.at.toISOString() ?? null, reason: match.postponedReason, until: match.postponedUntil?.toISOString() ?? null };
}
