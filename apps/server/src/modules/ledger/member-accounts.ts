import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';

// A member's wallet is two credit-normal ledger accounts (design/ledger.md): what they can
// spend (available) and what is set aside for open bets and pending withdrawals (frozen).

export const memberAccountCode = (memberId: number, part: 'available' | 'frozen') => `member:${memberId}:${part}`;

export async function openMemberAccounts(tx: DbOrTx, memberId: number, now: Date) {
  await tx.insert(ledgerAccounts).values(
    (['available', 'frozen'] as const).map((part) => ({
      code: memberAccountCode(memberId, part),
      memberId,
      normalSide: 'credit',
      createdAt: now,
    })),
  );
}

/** Available and frozen balances in kobo, as JSON-safe numbers. */
export async function memberBalances(tx: DbOrTx, memberId: number): Promise<{ available: number; frozen: number }> {
  const codes = [memberAccountCode(memberId, 'available'), memberAccountCode(memberId, 'frozen')];
  const rows = await tx
    .select({ code: ledgerAccounts.code, balance: sql<string>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::text` })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, Number(r.balance)]));
  return { available: byCode.get(codes[0]!) ?? 0, frozen: byCode.get(codes[1]!) ?? 0 };
}
