import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sendNotice } from '../content/notices.ts';
import type { TVipLevel } from '../settings/wallet-settings.ts';

/** The highest level whose cumulative-deposit threshold `total` reaches (0 below every one). */
export function levelReached(levels: TVipLevel[], totalKobo: bigint): number {
  return levels.filter((l) => BigInt(l.reachDepositsKobo) <= totalKobo).reduce((top, l) => Math.max(top, l.level), 0);
}

/**
 * Product rules, "VIP levels": a member climbs by cumulative confirmed deposits, counted from
 * their last VIP reset (a cancelled bet, or too many withdrawals in a row). Called by the deposit
 * credit's transaction before it posts, with the deposit being credited (`amountKobo`), so the
 * member row is locked before the accounts (decision 020's order). A level only rises here: a
 * level set higher by support stays. The member is told in their inbox, with the deposit.
 */
export async function climbVipOnDeposit(tx: DbOrTx, input: { memberId: number; amountKobo: bigint; reference: string; levels: TVipLevel[]; at: Date }) {
  const found = (await tx.execute(sql`
    select m.vip_level, (
      select coalesce(sum(d.actual_amount), 0)::text from deposits d
      where d.member_id = m.id and d.status = 1 and (m.vip_reset_at is null or d.completed_at > m.vip_reset_at)
    ) as deposited
    from members m where m.id = ${input.memberId} for update of m`)) as unknown as { rows: { vip_level: number; deposited: string }[] };
  const member = found.rows[0];
  if (!member) return;
  const reached = levelReached(input.levels, BigInt(member.deposited) + input.amountKobo);
  if (reached <= member.vip_level) return;
  await tx.execute(sql`update members set vip_level = ${reached} where id = ${input.memberId}`);
  await sendNotice(tx, { memberId: input.memberId, key: 'vip_reached', params: { reference: input.reference, amountKobo: input.amountKobo, level: reached }, ref: `vip:${input.reference}`, at: input.at });
}
