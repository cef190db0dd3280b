import { Descriptions, Drawer, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { actorName } from '@scoreline/contract/actor';
import { callApi } from '../api-client.ts';
import type { TAdminBetDetail, TBetPosting } from '../api-types.ts';
import { amountColour } from '../amount-colour.ts';
import { EMPTY_VALUE, formatBps, formatDateTimeSeconds, formatOdds, naira, signedNaira } from '../format.ts';
import { ledgerKindLabel } from '../ledger-labels.ts';
import { QueryError } from '../ui/query-error.tsx';
import { MaybeLink } from '../ui/maybe-link.tsx';
import { useMayCall } from '../session-hooks.ts';
import { BET_STATUS, betStatusLabel, pickLabel, resettledText, revokedBy, revokedText } from './bet-labels.ts';
import { betKeys } from './bet-keys.ts';
import type { TBetColumn } from './bets-table.tsx';
import { stateByClock } from '@scoreline/contract/match-state-by-clock';
import { serverNow } from '../server-clock.ts';

// One bet for the back office: what the member was promised, what it paid, and every ledger
// posting it caused with what each did to the member's available and frozen balances.

/** Who wrote a posting: the member themself, a settlement run, or an admin by name. */
function byWhom(actor: string): string {
  if (actor.startsWith('member:')) return 'Member';
  if (actor.startsWith('settlement:')) return `Settlement run ${actor.slice('settlement:'.length)}`;
  return actorName(actor);
}

const change = (v: number) => <span className="num" style={{ color: amountColour(v) }}>{v === 0 ? EMPTY_VALUE : signedNaira(v)}</span>;

function Postings({ postings }: { postings: TBetPosting[] }) {
  const total = (side: 'available' | 'frozen') => postings.reduce((s, p) => s + p[side], 0);
  return (
    <Table<TBetPosting>
      rowKey="transactionId"
      size="small"
      pagination={false}
      dataSource={postings}
      scroll={{ x: 640 }}
      columns={[
        { title: 'Time', dataIndex: 'at', width: 140, render: (v: string) => <span className="num">{formatDateTimeSeconds(v)}</span> },
        { title: 'What', dataIndex: 'kind', render: (k: string, p) => (p.reversesId ? `${ledgerKindLabel(k)} (of #${p.reversesId})` : ledgerKindLabel(k)) },
        { title: 'Available', dataIndex: 'available', width: 110, align: 'right', render: change },
        { title: 'Frozen', dataIndex: 'frozen', width: 110, align: 'right', render: change },
        { title: 'By', dataIndex: 'actor', width: 110, ellipsis: true, render: byWhom },
        { title: 'Tx', dataIndex: 'transactionId', width: 64, render: (id: number) => <span className="num muted">#{id}</span> },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <strong>Net effect on the member</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {change(total('available'))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {change(total('frozen'))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} colSpan={2} />
        </Table.Summary.Row>
      )}
      data-testid="bet-postings"
    />
  );
}

function BetFacts({ bet, hideLinks }: { bet: TAdminBetDetail; hideLinks: readonly TBetColumn[] }) {
  const why = revokedBy(bet);
  // A link to the page the drawer was opened from would only reload it.
  const mayOpenMember = useMayCall('adminMember') && !hideLinks.includes('member');
  const mayOpenMatch = useMayCall('adminMatchPrices') && !hideLinks.includes('match');
  const settled = bet.winAmount !== null;
  return (
    <Descriptions size="small" column={1} bordered styles={{ label: { width: 170 } }} data-testid="bet-facts">
      <Descriptions.Item label="Reference">
        <Typography.Text code copyable>
          {bet.reference}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Member">
        <MaybeLink to={`/members/${bet.memberId}`} allowed={mayOpenMember}>{`${bet.username} #${bet.memberId}`}</MaybeLink> <span className="muted">VIP {bet.memberVipLevel} now</span>
      </Descriptions.Item>
      <Descriptions.Item label="Match">
        <MaybeLink to={`/matches/${bet.matchId}`} allowed={mayOpenMatch}>{`${bet.homeTeam} v ${bet.awayTeam}`}</MaybeLink> <span className="muted">{bet.league} · {stateByClock(bet.matchState, bet.closingAt, bet.kickOffAt, serverNow())}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Pick">
        {pickLabel(bet)} <span className="muted">({bet.betType === 'correct' ? 'correct score' : 'against the score'})</span>
      </Descriptions.Item>
      <Descriptions.Item label="Placed">
        <span className="num">{formatDateTimeSeconds(bet.createdAt)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Odds">
        <span className="num">{formatOdds(bet.odds)}</span> <span className="muted">price version {bet.oddsVersion}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Stake">
        <span className="num">{naira(bet.stake)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Terms at placement">
        VIP odds bonus {formatBps(bet.vipBonusBps)} · handling fee {formatBps(bet.handlingFeeBps)}
      </Descriptions.Item>
      {!why && (
        <Descriptions.Item label="A win would pay">
          <span className="num">{naira(bet.potentialActualWin)}</span> <span className="muted">(stake × odds {naira(bet.potentialWin)})</span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Status">
        <Space size={4} wrap>
          <Tag color={BET_STATUS[bet.status]?.color}>{betStatusLabel(bet)}</Tag>
          {why && <span>{revokedText(bet, why)}</span>}
          {bet.score && !why && <span className="muted">{bet.period} score {bet.score}</span>}
        </Space>
      </Descriptions.Item>
      {bet.correction && (
        <Descriptions.Item label="Result corrected">
          {/* The time and reason are those of the correction that last settled this bet again, with the
              score it set; later ones that left it as it was are named after (QA: 2-1 → 3-1 beside the time
              and reason of the correction to 2-1), as the member's order says it. */}
          {bet.correction.from} → {bet.correction.to}{' '}
          <span className="muted">
            {bet.correction.changedTo !== bet.correction.to && `the correction to ${bet.correction.changedTo} settled it again, `}
            {formatDateTimeSeconds(bet.correction.at)}{bet.correction.reason ? ` · ${bet.correction.reason}` : ''}
          </span>
          <div>{resettledText(bet.correction.resettlements)}</div>
        </Descriptions.Item>
      )}
      {settled && (
        <Descriptions.Item label="Settled">
          <span className="num">{formatDateTimeSeconds(bet.settledAt)}</span>: win <span className="num">{naira(bet.winAmount)}</span> + VIP award <span className="num">{naira(bet.vipAward)}</span> − fee{' '}
          <span className="num">{naira(bet.handlingFee)}</span> = <strong className="num">{naira(bet.actualWinAmount)}</strong>; member P&L <strong className="num">{signedNaira(bet.profitAndLoss ?? 0)}</strong>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

export function BetDrawer({ betId, onClose, hideLinks = [] }: { betId: number | null; onClose: () => void; hideLinks?: readonly TBetColumn[] }) {
  const bet = useQuery({
    queryKey: betKeys.one(betId ?? 0),
    queryFn: ({ signal }) => callApi<TAdminBetDetail>('adminBet', { query: { id: betId! }, signal }),
    enabled: betId !== null,
  });
  return (
    <Drawer open={betId !== null} onClose={onClose} size={720} title={bet.data ? `Bet ${pickLabel(bet.data)} · ${bet.data.homeTeam} v ${bet.data.awayTeam}` : 'Bet'} destroyOnHidden data-testid="bet-drawer">
      {bet.error ? (
        <QueryError error={bet.error} onRetry={() => void bet.refetch()} />
      ) : !bet.data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <BetFacts bet={bet.data} hideLinks={hideLinks} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            Ledger postings
          </Typography.Title>
          <Postings postings={bet.data.postings} />
        </Space>
      )}
    </Drawer>
  );
}
