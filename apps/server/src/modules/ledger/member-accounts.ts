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
