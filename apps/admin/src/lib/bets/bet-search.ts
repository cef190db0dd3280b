import { withFilter, type TTableState } from '../table-state.ts';

/**
 * The list's state once a text box is searched. A reference names one bet and a member their own
 * bets: each is searched over every day, not within the days chosen before (the bets page starts
 * on the last 7; QA: a reference of 8 days ago found nothing). A member typed replaces a member
 * chosen by link (memberId).
 */
export function withSearch(state: TTableState, name: string, typed: string): TTableState {
  const text = typed.trim();
  let next = name === 'member' ? withFilter(state, 'memberId', undefined) : state;
  if (text && (name === 'reference' || name === 'member')) next = withFilter(withFilter(next, 'from', undefined), 'to', undefined);
  return withFilter(next, name, text);
}
