import { useState } from 'react';
import { Space, Tag, Typography, type TableProps } from 'antd';
import type { TAdminBet, TAdminBetList } from '../api-types.ts';
import { formatCount, formatDateTime, formatOdds, naira, signedNaira } from '../format.ts';
import { ListTable } from '../ui/list-table.tsx';
import { MaybeLink } from '../ui/maybe-link.tsx';
import { useMayCall } from '../session-hooks.ts';
import { serverPagination } from '../ui/server-pagination.ts';
import type { TTableState } from '../table-state.ts';
import { usePagedList } from '../use-paged-list.ts';
import { BetDrawer } from './bet-drawer.tsx';
import { betKeys } from './bet-keys.ts';
import { BET_STATUS, pickLabel, revokedBy } from './bet-labels.ts';

// Bets as the back office lists them — on the bets page, a match's Bets tab and a member's — with
// the sums of everything the filter finds above the table; a row opens the bet and its postings.

type TColumn = 'member' | 'match';

function Sums({ list }: { list: TAdminBetList | undefined }) {
  if (!list) return null;
  const pnl = list.sums.profitAndLoss;
  return (
    <Space wrap size="large" style={{ display: 'flex', marginBottom: 8 }} data-testid="bets-sums">
      <span>
        <strong className="num">{formatCount(list.total)}</strong> {list.total === 1 ? 'bet' : 'bets'}
      </span>
      <span>
        Staked <strong className="num">{naira(list.sums.stake)}</strong>
      </span>
      <span>
        Still waiting <strong className="num">{naira(list.sums.waitingStake)}</strong>
      </span>
      <span title="Settled bets only; the house's result is its opposite">
        Members’ P&L <strong className="num" style={{ color: pnl > 0 ? '#cf1322' : pnl < 0 ? '#389e0d' : undefined }}>{signedNaira(pnl)}</strong>
      </span>
    </Space>
  );
}

export function BetsTable({ query, state, setState, hide = [], testId = 'bets-table' }: { query: Record<string, string | number>; state: TTableState; setState: (next: TTableState) => void; hide?: TColumn[]; testId?: string }) {
  const list = usePagedList<TAdminBet>('adminBets', betKeys.list, query);
  const [open, setOpen] = useState<number | null>(null);
  const data = list.data as TAdminBetList | undefined;
  const mayOpenMember = useMayCall('adminMember');
  const mayOpenMatch = useMayCall('adminMatchPrices');

  const columns: NonNullable<TableProps<TAdminBet>['columns']> = [
    { title: 'Placed', dataIndex: 'createdAt', width: 150, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    ...(hide.includes('member')
      ? []
      : [{ title: 'Member', key: 'member', width: 150, ellipsis: true, render: (_: unknown, b: TAdminBet) => <MaybeLink to={`/members/${b.memberId}`} allowed={mayOpenMember}>{`${b.username} #${b.memberId}`}</MaybeLink> }]),
    ...(hide.includes('match')
      ? []
      : [{ title: 'Match', key: 'match', width: 220, ellipsis: true, render: (_: unknown, b: TAdminBet) => <MaybeLink to={`/matches/${b.matchId}`} allowed={mayOpenMatch}>{`${b.homeTeam} v ${b.awayTeam}`}</MaybeLink> }]),
    { title: 'Pick', key: 'pick', width: 110, render: (_: unknown, b) => pickLabel(b) },
    { title: 'Odds', dataIndex: 'odds', width: 80, align: 'right', render: (o: number) => <span className="num">{formatOdds(o)}</span> },
    { title: 'Stake', dataIndex: 'stake', width: 120, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 140,
      render: (s: string, b) => {
        const why = revokedBy(b);
        return (
          <Space size={4}>
            <Tag color={BET_STATUS[s]?.color}>{why ? (why === 'void' ? 'Void' : 'Cancelled') : (BET_STATUS[s]?.label ?? s)}</Tag>
            {b.correction && <Tag color="orange">Corrected</Tag>}
          </Space>
        );
      },
    },
    { title: 'Score', dataIndex: 'score', width: 70, render: (v: string | null) => v ?? '–' },
    { title: 'Member P&L', dataIndex: 'profitAndLoss', width: 130, align: 'right', render: (v: number | null) => <span className="num">{v === null ? '–' : signedNaira(v)}</span> },
    { title: 'Reference', dataIndex: 'reference', width: 170, ellipsis: true, render: (r: string) => <Typography.Text code>{r}</Typography.Text> },
  ];
  const tableWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  return (
    <>
      <Sums list={data} />
      <ListTable<TAdminBet>
        list={list}
        columns={columns}
        scroll={{ x: tableWidth }}
        pagination={serverPagination(state, data?.total, setState)}
        onRow={(b) => ({ onClick: () => setOpen(b.id), style: { cursor: 'pointer' } })}
        data-testid={testId}
      />
      <BetDrawer betId={open} onClose={() => setOpen(null)} />
    </>
  );
}
