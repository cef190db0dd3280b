import { sql, type SQL } from 'drizzle-orm';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { formatKobo } from '@scoreline/contract/display';
import { operatorWallMinute } from '@scoreline/contract/operator-time';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { retryingConflicts } from '../../db/retrying-conflicts.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { memberRefusal } from '../bets/placement-terms.ts';
import { vipRow } from '../settings/wallet-settings.ts';

// The VIP daily reward (product rules, "VIP levels"; decision 037): once per operator day, after
// the member has staked the setting's minimum that day, their level's reward moves from the
// operator's rewards account to their available balance.

/**
 * What a member staked today toward the reward: every bet placed today but the ones they cancelled
 * (revoked without a settle time). Unlike the daily bet limit, a bet the operator voided still
 * counts: the member staked it, and a void they did not choose must not take the reward away (QA).
 */
const rewardStakeSql = (member: SQL, from: Date): SQL =>
  sql`(select coalesce(sum(b.stake), 0) from bets b where b.member_id = ${member} and b.created_at >= ${from}::timestamptz and (b.status <> 'revoked' or b.settled_at is not null))`;

type TheDay = { day: string; from: Date; to: Date; now: Date };
type RewardRow = {
  vip_level: number;
  eligible: boolean;
  flagged: boolean;
  staked_today: string;
  paid_level: number | null;
  paid_amount: string | null;
  claimed_at: Date | string | null;
};

function theDay(ctx: AppContext): TheDay {
  const now = ctx.clock.now();
  const tz = ctx.config.OPERATOR_TZ;
  return { day: operatorWallMinute(now, tz).slice(0, 10), ...timeRangeBounds(0, now, tz), now };
}

async function rewardSettings(ctx: AppContext) {
  const [levels, minStake, minBet] = await Promise.all([ctx.settings.get('vip.levels'), ctx.settings.get('vip.dailyRewardMinStakeKobo'), ctx.settings.get('betting.minStakeKobo')]);
  return { levels, minStake: BigInt(minStake), minBet: BigInt(minBet) };
}

/** The member's level, the day's stake and the day's reward row if paid, in one statement. */
async function readReward(db: DbOrTx, memberId: number, d: TheDay): Promise<RewardRow> {
  const result = (await db.execute(sql`
    select m.vip_level, m.betting_eligible as eligible, m.multi_account_flagged_at is not null as flagged,
           ${rewardStakeSql(sql`m.id`, d.from)}::text as staked_today,
           r.level as paid_level, r.amount::text as paid_amount, r.claimed_at
    from members m left join vip_daily_rewards r on r.member_id = m.id and r.day = ${d.day}::date
    where m.id = ${memberId}`)) as unknown as { rows: RewardRow[] };
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

function rewardView(row: RewardRow, settings: Awaited<ReturnType<typeof rewardSettings>>, d: TheDay): TDailyReward {
  const staked = BigInt(row.staked_today);
  const short = settings.minStake - staked;
  // Never less than one bet the member can place (QA: "stake ₦0.01 more").
  const stakeLeft = short <= 0n ? 0n : short > settings.minBet ? short : settings.minBet;
  const base = { day: d.day, minStake: Number(settings.minStake), stakedToday: Number(staked), stakeLeft: Number(stakeLeft), nextDayAt: d.to.toISOString() };
  if (row.paid_amount !== null && row.paid_level !== null) {
    // Nothing left to stake for a reward paid, whatever the minimum became since (QA).
    return { ...base, stakeLeft: 0, state: 'claimed', level: row.paid_level, amount: Number(row.paid_amount), claimedAt: new Date(row.claimed_at!).toISOString() };
  }
  const amount = vipRow(settings.levels, row.vip_level).dailyRewardKobo;
  // Earned by betting: a member who has lost betting (identity, one person's several accounts) has lost it too.
  const barred = memberRefusal({ eligible: row.eligible, multiAccountFlagged: row.flagged }) !== null;
  const state = barred ? 'barred' : amount <= 0 ? 'none' : stakeLeft === 0n ? 'ready' : 'stake';
  return { ...base, state, level: row.vip_level, amount, claimedAt: null };
}

/** Where today's reward stands for a member (GET /web/vip/reward; the back office's member page, in its own transaction: `db`). */
export async function dailyReward(ctx: AppContext, memberId: number, db: DbOrTx = ctx.db): Promise<TDailyReward> {
  const d = theDay(ctx);
  const [settings, row] = await Promise.all([rewardSettings(ctx), readReward(db, memberId, d)]);
  return rewardView(row, settings, d);
}

/**
 * Pays today's reward (POST /web/vip/reward/claim), refused when paid already, when the level has
 * none, or when the day's stake is short. The member row is locked first, as placing and cancelling
 * a bet take it, so the level and the stake read here are the ones the payment stands on: a cancel
 * (which takes its stake out of the day and the level to 0) waits for the claim or goes before it.
 * The (member, day) key refuses a second row, so a second claim writes nothing whatever races it.
 */
export async function claimDailyReward(ctx: AppContext, memberId: number): Promise<TDailyReward> {
  const d = theDay(ctx);
  const settings = await rewardSettings(ctx);
  const view = await retryingConflicts(() =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from members where id = ${memberId} for update`);
      const row = await readReward(tx, memberId, d);
      const now = rewardView(row, settings, d);
      if (now.state === 'claimed') throw new AppError('REWARD_ALREADY_CLAIMED');
      if (now.state === 'barred') throw memberRefusal({ eligible: row.eligible, multiAccountFlagged: row.flagged })!;
      if (now.state === 'none') throw new AppError('REWARD_NONE_AT_LEVEL', { level: now.level });
      if (now.state === 'stake') {
        throw new AppError('REWARD_STAKE_SHORT', { left: formatKobo(now.stakeLeft), minStake: formatKobo(settings.minStake) }, { left: now.stakeLeft });
      }
      const amount = BigInt(now.amount);
      const posted = await postTransaction(tx, {
        idempotencyKey: `vip_reward:${memberId}:${d.day}`,
        kind: 'vip_reward',
        billGroup: 'M',
        postings: [
          { account: 'expense:rewards', side: 'debit', amount },
          { account: memberAccountCode(memberId, 'available'), side: 'credit', amount },
        ],
        actor: `member:${memberId}`,
        at: d.now,
        refType: 'vip_daily_reward',
        refId: `${memberId}:${d.day}`,
        memo: `VIP level ${now.level} daily reward for ${d.day}`,
      });
      await tx.execute(sql`
        insert into vip_daily_rewards (member_id, day, level, amount, staked_today, ledger_transaction_id, claimed_at)
        values (${memberId}, ${d.day}::date, ${now.level}, ${amount}, ${BigInt(row.staked_today)}, ${posted.transactionId}, ${d.now})`);
      return { ...now, state: 'claimed' as const, claimedAt: d.now.toISOString() };
    }),
  );
  return view;
}
