import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rescaleSelectionShards } from './rescale-shards.ts';

/**
 * The operator's default total per selection (betting.selectionTotalKobo) changed: every match
 * that uses it (no total of its own) and may still take bets gets it at once, as a match's own new
 * total does (decision 008). Before, a selection kept the default in force at its first bet, while
 * the back office and the slip showed the new one (QA: ₦900 staked under a ₦500 "in force"). A
 * selection with more staked than a lowered default takes no more bets; nothing is refused, since
 * the setting is one for every match. In the caller's transaction: the matches are locked in id
 * order (bets take them key-share in the same order), then each match's shards. `shards`: the
 * count for selections that have none yet (read before the transaction: on PGlite a read outside it waits for it).
 */
export async function applyDefaultSelectionTotal(tx: Tx, limit: bigint, shards: number, now: Date) {
  const using = (await tx.execute(sql`
    select id from matches
    where selection_total_limit is null and state in ('scheduled', 'open', 'closed') and closing_at > ${now}
    order by id for update`)) as unknown as { rows: { id: number | string }[] };
  for (const { id } of using.rows) await rescaleSelectionShards(tx, Number(id), limit, shards, 'full');
}
