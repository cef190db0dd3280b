import type { ReactNode } from 'react';
import { Card, Progress, Space, Table, Tag, Tooltip } from 'antd';
import { actorName } from '@scoreline/contract/actor';
import type { TMatchSettlement, TSettlementRun } from '../../lib/api-types.ts';
import { amountColour } from '../../lib/amount-colour.ts';
import { EMPTY_VALUE, formatCount, naira } from '../../lib/format.ts';
import { correctedBy, hasPendingRun, runHouseResult, runProgress } from './money-impact.ts';
import { runKind, runTimes } from './run-times.ts';

// A match's settlement runs: what each settled, paid and kept, who ran it and why. Its columns
// fit a 1280 px laptop with the menu open (the reason wraps, times are short); on anything
// narrower the table scrolls sideways on purpose rather than cutting a column off.

const MIN_TABLE_WIDTH = 980;

/** A money column's title and, under it, what its figure counts. */
function Heading({ title, note }: { title: string; note: string }) {
  return (
    <span>
      {title}
      <div className="muted" style={{ fontWeight: 'normal', fontSize: 12 }}>
        {note}
      </div>
    </span>
  );
}

function RunTimes({ run }: { run: TSettlementRun }) {
  const t = runTimes(run);
  return (
    <Tooltip title={t.full}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {t.started}
        <div className="muted">{t.finished}</div>
      </span>
    </Tooltip>
  );
}

const UNKNOWN_HOUSE_RESULT =
  'Not in this run’s figures: they hold the losing stakes but not the winners’ stakes, which a payout includes. Its stakes less payouts was the house result its confirmation showed.';

/**
 * A correction's money that the house result (the book's) leaves out: the operator's cover of
 * members short (decision 028), net of what came back from stakes returned unplayed, or the
 * earlier covers it took back from wins it paid again.
 */
function OperatorCover({ run }: { run: TSettlementRun }) {
  if (run.operatorCover === 0) return null;
  const text = run.operatorCover > 0 ? `${naira(run.operatorCover)} covered by the operator` : `${naira(-run.operatorCover)} of earlier covers back`;
  return (
    <Tooltip title="Paid by or back to expense:corrections, and counted in the house result above: the cover of winnings members had already spent, net of what has come back since (decision 028).">
      <div className="muted num" data-testid="run-operator-cover">
        {text}
      </div>
    </Tooltip>
  );
}

export function SettlementRuns({ settlement }: { settlement: TMatchSettlement }) {
  const polling = hasPendingRun(settlement);
  const corrected = correctedBy(settlement);
  // A corrected run's money includes bets a correction took back: shown apart so it is not added to the correction's.
  const money = (content: ReactNode, r: TSettlementRun) =>
    corrected.has(r.id) ? (
      <Tooltip title={`Includes bets that correction #${corrected.get(r.id)} reversed: that correction's "taken back" is what it reversed, its "Paid to members" what those bets were paid again.`}>
        <span className="num muted" style={{ textDecoration: 'underline dotted' }}>
          {content}
        </span>
      </Tooltip>
    ) : (
      <span className="num">{content}</span>
    );
  const houseResult = (r: TSettlementRun) => {
    const v = runHouseResult(r);
    if (v === null)
      return (
        <Tooltip title={UNKNOWN_HOUSE_RESULT}>
          <span className="muted">{EMPTY_VALUE}</span>
        </Tooltip>
      );
    const figure = corrected.has(r.id) ? money(naira(v), r) : <span className="num" style={{ color: amountColour(v) }}>{naira(v)}</span>;
    return (
      <>
        {figure}
        <OperatorCover run={r} />
      </>
    );
  };
  return (
    <Card size="small" title="Settlement" extra={polling ? <Tag color="processing">Settling… refreshing every 2 s</Tag> : <Tag>Idle</Tag>}>
      <Table<TSettlementRun>
        size="small"
        rowKey="id"
        dataSource={[...settlement.runs].sort((a, b) => b.id - a.id)}
        pagination={false}
        scroll={{ x: MIN_TABLE_WIDTH }}
        locale={{ emptyText: 'No settlement yet: it starts when a result is entered.' }}
        columns={[
          {
            title: 'Run',
            key: 'run',
            width: 130,
            render: (_: unknown, r) => (
              <span>
                #{r.id} {runKind(r, settlement.match.state)}
                {corrected.has(r.id) && (
                  <div>
                    <Tag color="orange">Corrected by #{corrected.get(r.id)}</Tag>
                  </div>
                )}
              </span>
            ),
          },
          // A void is of the whole match: no period, no score.
          { title: 'Result', key: 'result', width: 72, render: (_: unknown, r) => (r.period ? `${r.period} ${r.score ?? ''}` : 'Match') },
          {
            title: 'Progress',
            key: 'progress',
            width: 120,
            render: (_: unknown, r) => (
              <Space size={6}>
                <Progress percent={runProgress(r)} size="small" showInfo={false} status={r.status === 'pending' ? 'active' : 'success'} style={{ width: 56, margin: 0 }} />
                <span className="num muted">
                  {formatCount(r.settled)}/{formatCount(r.settled + r.waiting)}
                </span>
              </Space>
            ),
          },
          {
            // A payout is the winner's stake and winnings together; a void pays back stakes only. A
            // correction first takes back the payouts it reverses: said under its own, so its
            // payout is not read as money added on top.
            title: <Heading title="Paid to members" note="winners’ stakes included" />,
            key: 'paid',
            align: 'right',
            width: 140,
            render: (_: unknown, r) => (
              <>
                {money(naira(r.paidToMembers), r)}
                {r.kind === 'void' && <div className="muted">stakes returned</div>}
                {r.kind === 'correction' && <div className="muted num">{naira(r.takenBack)} taken back</div>}
              </>
            ),
          },
          {
            title: <Heading title="Losing stakes" note="kept by the house" />,
            key: 'kept',
            align: 'right',
            width: 130,
            render: (_: unknown, r) => money(naira(r.keptByHouse), r),
          },
          {
            // As the result's confirmation reckons it: stakes less what members are paid.
            title: <Heading title="House result" note="stakes − payouts" />,
            key: 'house',
            align: 'right',
            width: 130,
            render: (_: unknown, r) => houseResult(r),
          },
          {
            // Who (the admin's name, or the job that acted) and, for a correction or a void, why: the reason wraps.
            title: 'By · why',
            dataIndex: 'createdBy',
            render: (by: string, r) => (
              <span>
                {actorName(by)}
                {r.reason && (
                  <div className="muted" style={{ overflowWrap: 'anywhere' }} data-testid="run-reason">
                    {r.reason}
                  </div>
                )}
              </span>
            ),
          },
          { title: 'Started · finished', key: 'time', width: 118, render: (_: unknown, r) => <RunTimes run={r} /> },
        ]}
        data-testid="settlement-runs"
      />
    </Card>
  );
}
