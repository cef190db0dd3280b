import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sendNotice } from '../content/notices.ts';
import type { TVipLevel } from '../settings/wallet-settings.ts';

/**
 * A member's level and confirmed deposits since their last VIP reset: what the levels are reached
 * by. `lock` takes the member row (FOR UPDATE) for a climb; undefined for an unknown member.
 */
async function levelAndDeposits(db: DbOrTx, memberId: number, lock: boolean): Promise<{ level: number; deposited: bigint } | undefined> {
  const found = (await db.execute(sql`
    select m.vip_level, (
      select coalesce(sum(d.actual_amount), 0)::text from deposits d
      where d.member_id = m.id and d.status = 1 and (m.vip_reset_at is null or d.completed_at > m.vip_reset_at)
    ) as deposited
    from members m where m.id = ${memberId} ${lock ? sql`for update of m` : sql``}`)) as unknown as { rows: { vip_level: number; deposited: string }[] };
  const member = found.rows[0];
  return member && { level: member.vip_level, deposited: BigInt(member.deposited) };
}

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
  const member = await levelAndDeposits(tx, input.memberId, true);
  if (!member) return;
  const reached = levelReached(input.levels, member.deposited + input.amountKobo);
  if (reached <= member.level) return;
  await tx.execute(sql`update members set vip_level = ${reached} where id = ${input.memberId}`);
  await sendNotice(tx, { memberId: input.memberId, key: 'vip_reached', params: { reference: input.reference, amountKobo: input.amountKobo, level: reached }, ref: `vip:${input.reference}`, at: input.at });
}

/**
 * The next level above `level` in the table and what deposits still need to add for it, at least
 * the smallest deposit taken (QA: "Deposit ₦0.01 more" where no deposit is under ₦500); null at
 * the top.
 */
export function nextLevel(levels: TVipLevel[], level: number, depositedKobo: bigint, smallestDepositKobo = 0): { level: number; remaining: number } | null {
  const next = levels.filter((l) => l.level > level).sort((a, b) => a.level - b.level)[0];
  if (!next) return null;
  const remaining = BigInt(next.reachDepositsKobo) - depositedKobo;
  return { level: next.level, remaining: remaining > 0n ? Math.max(Number(remaining), smallestDepositKobo) : 0 };
}

/** The member's way to the next level, for their wallet: counted as the climb counts (since the last reset). */
export async function vipProgress(db: DbOrTx, memberId: number, levels: TVipLevel[], smallestDepositKobo: number) {
  const member = await levelAndDeposits(db, memberId, false);
  return member ? nextLevel(levels, member.level, member.deposited, smallestDepositKobo) : null;
}
