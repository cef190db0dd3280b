import { OPERATOR_DAY_PATTERN } from '@scoreline/contract/operator-time';

// The bets page's address as the API's query: the open bet is the page's, not a filter; a day
// that is not a day (a hand-edited address) is left out rather than refused; days given in the
// wrong order are put right.

export function betsQuery(query: Record<string, string | number>): Record<string, string | number> {
  const { bet: _bet, ...rest } = query;
  const out: Record<string, string | number> = { ...rest };
  for (const name of ['from', 'to'] as const) if (out[name] !== undefined && !OPERATOR_DAY_PATTERN.test(String(out[name]))) delete out[name];
  if (out.from !== undefined && out.to !== undefined && String(out.from) > String(out.to)) [out.from, out.to] = [out.to, out.from];
  return out;
}
