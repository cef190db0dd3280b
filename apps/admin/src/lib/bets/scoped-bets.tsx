import { useState } from 'react';
import { apiQuery, type TTableState } from '../table-state.ts';
import { BetFilters } from './bet-filters.tsx';
import { BetsTable } from './bets-table.tsx';

// One match's or one member's bets, as a tab of its page: the filters that still narrow the list
// and its paging stay with the tab (the page's address keeps only which tab is open).

type TScope = { matchId: number } | { memberId: number };

export function ScopedBets({ scope, testId }: { scope: TScope; testId: string }) {
  const [state, setState] = useState<TTableState>({ page: 1, pageSize: 20, sort: null, order: 'desc', filters: {} });
  const ofMatch = 'matchId' in scope;
  return (
    <>
      <BetFilters state={state} setState={setState} show={ofMatch ? ['member', 'status', 'period', 'betType'] : ['status', 'period', 'betType', 'days']} />
      <BetsTable query={{ ...apiQuery(state), ...scope }} state={state} setState={setState} hide={[ofMatch ? 'match' : 'member']} testId={testId} />
    </>
  );
}
