import type { TEnvReport } from '@scoreline/contract/api/member-auth';
import type { AppContext } from '../../app-context.ts';
import { envReports } from '../../db/schema.ts';

export async function saveEnvReport(ctx: AppContext, report: TEnvReport, who: { memberId: number | null; ip: string; deviceUid: string | null }) {
  await ctx.db.insert(envReports).values({ ...report, memberId: who.memberId, ip: who.ip, deviceUid: who.deviceUid, createdAt: ctx.clock.now() });
}
