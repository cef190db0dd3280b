import type { TBillGroup } from './wallet-types.ts';

// The bill (account change report): the spec 4 groups and how an entry's amount reads.
// BILL_GROUPS mirrors the contract (bill.test.ts compares).

export const BILL_GROUPS: readonly TBillGroup[] = ['M', 'R', 'W', 'B', 'C', 'X', 'P'];

/** A kind the app has no label for, made readable: "withdrawal_fee" -> "Withdrawal fee". */
export function humanizeKind(kind: string): string {
  const words = kind.replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '-';
}

/**
 * A bill line's teams with the member's word between them (betting match.versus: "v", "contre",
 * "พบ"), as My bets and the order say them: the server joins them as "Home v Away" (member-bill.ts).
 */
export function fixtureWithVersus(fixture: string, versus: string): string {
  return fixture.replace(' v ', ` ${versus} `);
}
