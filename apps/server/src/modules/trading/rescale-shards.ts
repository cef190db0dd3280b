import { sql } from 'drizzle-orm';
import { formatKobo } from '@scoreline/contract/display';
import { selectionsFor } from '@scoreline/contract/odds/selections';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Gives every selection of a match a new total limit by rescaling its shards' caps (decision
 * 008), inside the caller's transaction, which must hold the match row's lock.
 *
 * 1. Shard rows are created for every selection that has none yet (cap 0, set in step 3). A bet
 *    that read the old limit before this commits would otherwise create them afterwards with
 *    the old limit (selection-total.ts creates missing shards from the limit it read); with the
 *    rows already there its insert does nothing. An insert racing one of ours waits for it.
 * 2. All shards of the match are locked in (period, selection, bet type, shard) order: a bet
 *    holds at most one selection's shards, taken in shard order, so nobody waits in a cycle.
 * 3. A selection with more staked than the new limit refuses the whole change
 *    (LIMIT_BELOW_STAKED; the transaction rolls back, nothing changes), unless `overStaked` is
 *    'full': the operator's default changed for every match at once, and such a selection takes
 *    no more bets (each cap becomes what its shard holds). Otherwise each shard's
 *    cap becomes its staked amount plus an equal share of the selection's room (the remainder
 *    to the first shards), so caps add up exactly to the limit, no cap is below its staked
 *    amount (the CHECK holds) and every shard has about the same room for the fast path.
 */
export async function rescaleSelectionShards(tx: Tx, matchId: number, limit: bigint, shards: number, overStaked: 'refuse' | 'full' = 'refuse') {
  const keys = (['FT', 'HT'] as const).flatMap((period) => selectionsFor(period).flatMap((s) => [`${period}/${s.id}/correct`, `${period}/${s.id}/incorrect`]));
  const selections = keys.map((key) => {
    const [period, selection, betType] = key.split('/');
    return sql`(${period}::text, ${selection}::text, ${betType}::text)`;
  });
  await tx.execute(sql`
    insert into selection_shards (match_id, period, selection, bet_type, shard, staked, cap)
    select ${matchId}, k.period, k.selection, k.bet_type, s, 0, 0
    from (values ${sql.join(selections, sql`, `)}) as k(period, selection, bet_type)
    cross join generate_series(0, ${shards - 1}) as s
    where not exists (select 1 from selection_shards x where x.match_id = ${matchId} and x.period = k.period and x.selection = k.selection and x.bet_type = k.bet_type)
    order by k.period, k.selection, k.bet_type, s
    on conflict do nothing`);

  const locked = (await tx.execute(sql`
    select period, selection, bet_type, staked::text as staked from selection_shards
    where match_id = ${matchId} order by period, selection, bet_type, shard for update`)) as unknown as {
    rows: { period: string; selection: string; bet_type: string; staked: string }[];
  };
  const totals = new Map<string, { period: string; selection: string; betType: string; staked: bigint }>();
  for (const r of locked.rows) {
    const key = `${r.period}/${r.selection}/${r.bet_type}`;
    const t = totals.get(key) ?? { period: r.period, selection: r.selection, betType: r.bet_type, staked: 0n };
    t.staked += BigInt(r.staked);
    totals.set(key, t);
  }
  // The most staked selection names the lowest limit the match could take.
  const most = [...totals.values()].reduce<{ period: string; selection: string; betType: string; staked: bigint } | null>((a, b) => (!a || b.staked > a.staked ? b : a), null);
  if (overStaked === 'refuse' && most && most.staked > limit) throw new AppError('LIMIT_BELOW_STAKED', { staked: formatKobo(most.staked), selection: `${most.period} ${most.selection} ${most.betType}` }, { field: 'selectionTotalLimit', period: most.period, selection: most.selection, betType: most.betType });

  await tx.execute(sql`
    update selection_shards as sh
    set cap = sh.staked + t.room / t.n + case when t.rank < t.room % t.n then 1 else 0 end
    from (
      select period, selection, bet_type, shard,
             greatest(${limit}::bigint - (sum(staked) over w)::bigint, 0) as room,
             count(*) over w as n,
             row_number() over (w order by shard) - 1 as rank
      from selection_shards where match_id = ${matchId}
      window w as (partition by period, selection, bet_type)
    ) as t
    where sh.match_id = ${matchId} and sh.period = t.period and sh.selection = t.selection and sh.bet_type = t.bet_type and sh.shard = t.shard`);
}
