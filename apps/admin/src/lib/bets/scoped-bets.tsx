import { apiQuery } from '../table-state.ts';
import { usePrefixedTableState } from '../use-table-state.ts';
import { BetFilters } from './bet-filters.tsx';
import { BetsTable } from './bets-table.tsx';

// One match's or one member's bets, as a tab of its page: the filters that still narrow the list
// and its paging are kept in the page's address under "bets.", beside the page's own ?tab=.

type TScope = { matchId: number } | { memberId: number };

export function ScopedBets({ scope, testId }: { scope: TScope; testId: string }) {
  const [state, setState] = usePrefixedTableState('bets.', { pageSize: 20, order: 'desc' });
  const ofMatch = 'matchId' in scope;
  return (
    <>
      <BetFilters state={state} setState={setState} show={ofMatch ? ['member', 'status', 'period', 'betType'] : ['status', 'period', 'betType', 'days']} />
      <BetsTable query={{ ...apiQuery(state), ...scope }} state={state} setState={setState} hide={[ofMatch ? 'match' : 'member']} testId={testId} />
    </>
  );
}
