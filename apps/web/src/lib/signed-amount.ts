import { formatKobo } from '@scoreline/contract/display';

/**
 * A signed amount of money: "+₦500.00" credits, "−₦50.00" debits, with a real minus sign (U+2212)
 * on every page: the bill, the slip's fee and My bets' profit and loss once used a hyphen here and
 * a minus there (QA).
 */
export function signedAmount(kobo: number): { text: string; sign: 'credit' | 'debit' | 'zero' } {
  if (kobo > 0) return { text: `+${formatKobo(kobo)}`, sign: 'credit' };
  if (kobo < 0) return { text: `\u2212${formatKobo(-kobo)}`, sign: 'debit' };
  return { text: formatKobo(0), sign: 'zero' };
}
