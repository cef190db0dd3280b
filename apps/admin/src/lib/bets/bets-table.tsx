import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Tooltip, type TableProps } from 'antd';
import type { TAdminBet, TAdminBetList } from '../api-types.ts';
import { amountColour } from '../amount-colour.ts';
import { EMPTY_VALUE, formatCount, formatDateTime, formatOdds, naira, signedNaira } from '../format.ts';
import { ListTable } from '../ui/list-table.tsx';
import { MaybeLink } from '../ui/maybe-link.tsx';
import { useMayCall } from '../session-hooks.ts';
import { serverPagination } from '../ui/server-pagination.ts';
import type { TTableState } from '../table-state.ts';
import { usePagedList } from '../use-paged-list.ts';
import { BetDrawer } from './bet-drawer.tsx';
import { betKeys } from './bet-keys.ts';
import { BET_STATUS, betStatusLabel, pickLabel } from './bet-labels.ts';
import { nextSnapshot, snapshotQuery, type TSnapshot } from './bets-snapshot.ts';

// Bets as the back office lists them — on the bets page, a match's Bets tab and a member's — with
// the sums of everything the filter finds above the table; a row opens the bet and its postings.

export type TBetColumn = 'member' | 'match';

/** The sums of every bet the filter finds, above the table. */
export function BetSums({ list }: { list: TAdminBetList | undefined }) {
  if (!list) return null;
  const pnl = list.sums.profitAndLoss;
  return (
    <Space wrap size="large" style={{ display: 'flex', marginBottom: 8 }} data-testid="bets-sums">
      <span>
        <strong className="num">{formatCount(list.total)}</strong> {list.total === 1 ? 'bet' : 'bets'}
      </span>
      {/* Said in the label, not only on hover: the dashboard's stakes count every bet placed, these do not (QA: ₦89,000 here, ₦94,000 there). */}
      <span title="Stakes that stand: cancelled and void bets' stakes went back">
        Staked (cancelled and void bets not counted) <strong className="num">{naira(list.sums.stake)}</strong>
      </span>
      <span>
        Still waiting <strong className="num">{naira(list.sums.waitingStake)}</strong>
      </span>
      {list.sums.returnedStake > 0 && (
        <span>
          Returned (cancelled, void) <strong className="num">{naira(list.sums.returnedStake)}</strong>
        </span>
      )}
      {/* The members' figure, coloured as every signed figure is (amount-colour.ts): their gain green, their loss red. */}
      <span title="Settled bets only, from the members' side: positive when members won more than they staked. The house's result is its opposite.">
        Members’ P&L <strong className="num" style={{ color: amountColour(pnl) }}>{signedNaira(pnl)}</strong>
      </span>
    </Space>
  );
}

function StatusCell({ bet }: { bet: TAdminBet }) {
  return (
    <Space size={4} wrap>
      <Tag color={BET_STATUS[bet.status]?.color}>{betStatusLabel(bet)}</Tag>
      {bet.correction?.resettled ? (
        <Tooltip title={`The result was corrected (${bet.correction?.from ?? '?'} → ${bet.correction?.to ?? '?'}) and this bet settled again`}>
          <Tag color="orange">Re-settled</Tag>
        </Tooltip>
      ) : (
        bet.correction && (
          <Tooltip title={`The result was corrected (${bet.correction.from} → ${bet.correction.to}); this bet's outcome did not change`}>
            <Tag>Score corrected</Tag>
          </Tooltip>
        )
      )}
    </Space>
  );
}

/**
 * A page past the last (a bookmark, a list that shrank) shows the last page instead of an empty
 * table under a pager that says otherwise.
 */
function useLastPageAtMost(state: TTableState, setState: (next: TTableState) => void, total: number | undefined) {
  const last = total === undefined ? null : Math.max(1, Math.ceil(total / state.pageSize));
  useEffect(() => {
    if (last !== null && state.page > last) setState({ ...state, page: last });
  }, [last, state, setState]);
}

export function BetsTable(props: {
  query: Record<string, string | number>;
  state: TTableState;
  setState: (next: TTableState) => void;
  hide?: TBetColumn[];
  testId?: string;
  /** The open bet, where the page keeps it (its address); else the table keeps it. */
  openBet?: number | null;
  setOpenBet?: (id: number | null) => void;
}) {
  const { query, state, setState, hide = [], testId = 'bets-table' } = props;
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<TSnapshot | null>(null);
  const list = usePagedList<TAdminBet>('adminBets', betKeys.list, snapshotQuery(query, snapshot));
  const [ownOpen, setOwnOpen] = useState<number | null>(null);
  const open = props.setOpenBet ? (props.openBet ?? null) : ownOpen;
  const setOpen = props.setOpenBet ?? setOwnOpen;
  const data = list.data as TAdminBetList | undefined;
  const mayOpenMember = useMayCall('adminMember');
  const mayOpenMatch = useMayCall('adminMatchPrices');
  useLastPageAtMost(state, setState, data?.total);
  useEffect(() => {
    if (data && !list.isPlaceholderData) setSnapshot((current) => nextSnapshot(current, query, data));
  }, [data, list.isPlaceholderData, query]);

  const columns: NonNullable<TableProps<TAdminBet>['columns']> = [
    { title: 'Placed', dataIndex: 'createdAt', width: 140, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    ...(hide.includes('member')
      ? []
      : [{ title: 'Member', key: 'member', width: 150, ellipsis: true, render: (_: unknown, b: TAdminBet) => <MaybeLink to={`/members/${b.memberId}`} allowed={mayOpenMember}>{`${b.username} #${b.memberId}`}</MaybeLink> }]),
    ...(hide.includes('match')
      ? []
      : [{ title: 'Match', key: 'match', width: 190, ellipsis: true, render: (_: unknown, b: TAdminBet) => <MaybeLink to={`/matches/${b.matchId}`} allowed={mayOpenMatch}>{`${b.homeTeam} v ${b.awayTeam}`}</MaybeLink> }]),
    { title: 'Pick', key: 'pick', width: 100, render: (_: unknown, b) => pickLabel(b) },
    { title: 'Odds', dataIndex: 'odds', width: 70, align: 'right', render: (o: number) => <span className="num">{formatOdds(o)}</span> },
    { title: 'Stake', dataIndex: 'stake', width: 110, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    { title: 'Status', dataIndex: 'status', width: 150, render: (_: string, b) => <StatusCell bet={b} /> },
    { title: 'Score', dataIndex: 'score', width: 60, render: (v: string | null) => v ?? EMPTY_VALUE },
    { title: 'Member P&L', dataIndex: 'profitAndLoss', width: 120, align: 'right', render: (v: number | null) => <span className="num">{v === null ? EMPTY_VALUE : signedNaira(v)}</span> },
  ];
  const tableWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  return (
    <>
      <BetSums list={data} />
      {state.page > 1 && snapshot && snapshot.newer > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="bets-newer"
          title={`${formatCount(snapshot.newer)} ${snapshot.newer === 1 ? 'bet' : 'bets'} placed since page 1 was read: these pages list the bets as they were then.`}
          action={
            <Button
              size="small"
              onClick={() => {
                // Page 1 as it is now, not as it was cached when first read.
                void queryClient.invalidateQueries({ queryKey: betKeys.list });
                setState({ ...state, page: 1 });
              }}
            >
              Show the newest
            </Button>
          }
        />
      )}
      <ListTable<TAdminBet>
        list={list}
        columns={columns}
        scroll={{ x: tableWidth }}
        pagination={serverPagination(state, data?.total, setState)}
        onRow={(b) => ({ onClick: () => setOpen(b.id), style: { cursor: 'pointer' } })}
        data-testid={testId}
      />
      <BetDrawer betId={open} onClose={() => setOpen(null)} hideLinks={hide} />
    </>
  );
}
