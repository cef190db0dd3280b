import { Button, Space, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BetFilters } from '../../lib/bets/bet-filters.tsx';
import { betKeys } from '../../lib/bets/bet-keys.ts';
import { BetsTable } from '../../lib/bets/bets-table.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useServerDay } from '../../lib/server-clock.ts';
import { apiQuery, withFilter, type TTableState } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { betsQuery } from './bets-query.ts';

// Every member's bets: support finds the bet a member asks about (reference, username), traders
// and finance a day's or a match's book. Filters and the open bet live in the address, so a link,
// a reload or Back shows the same list and the same bet.

export function BetsPage() {
  // The last 7 operator days unless the address says otherwise: a list of every bet ever is
  // rarely what anyone wants, and costs the database a count of all of them. Days by the
  // server's clock: the operator's today, not the trader's computer's.
  // A link naming a reference or a member searches every day (bet-search.ts).
  const [params] = useSearchParams();
  const weekAgo = useServerDay(6);
  const [state, setState] = useTableState({ pageSize: 50, order: 'desc', filters: params.get('reference') || params.get('member') ? {} : { from: weekAgo } });
  const queryClient = useQueryClient();
  const matchId = state.filters.matchId;
  const openBet = Number(state.filters.bet) || null;
  // Opening a bet keeps the list's page; it is an entry of its own in the history, so Back closes it.
  const setOpenBet = (id: number | null) => setState({ ...state, filters: id === null ? withoutBet(state) : { ...state.filters, bet: String(id) } });
  return (
    <>
      <PageHeader
        title="Bets"
        subtitle="Every member’s bets, newest first. Open one to see what it promised, what it paid and each ledger posting it made."
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: betKeys.all })}>
            Refresh
          </Button>
        }
      />
      {matchId && (
        <Space style={{ marginBottom: 8 }}>
          <Tag closable onClose={() => setState(withFilter(state, 'matchId', undefined))} data-testid="bets-match-filter">
            Match #{matchId}
          </Tag>
        </Space>
      )}
      <BetFilters state={state} setState={setState} show={['reference', 'member', 'status', 'period', 'betType', 'days']} />
      <BetsTable query={betsQuery(apiQuery(state))} state={state} setState={setState} openBet={openBet} setOpenBet={setOpenBet} />
    </>
  );
}

const withoutBet = (state: TTableState) => Object.fromEntries(Object.entries(state.filters).filter(([name]) => name !== 'bet'));
