import { Alert, Checkbox, Form, Typography } from 'antd';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { TCorrectionPreview, TMatchExposure } from '../../lib/api-types.ts';
import { formatCount, formatDateTime, naira } from '../../lib/format.ts';
import { ReasonField } from '../../lib/ui/action-modal.tsx';
import { balancesLine, changedBets, correctionBlocked, refundImpact, resultImpact, shortfallTotal, withdrawalsOpen } from './money-impact.ts';
import { selectionLabel } from './odds-grid-model.ts';
import type { earlyResult } from './score-form-model.ts';

// What the Results tab asks before it acts: the money a result, a correction, a postponement or a
// void moves, and for a score typed unusually soon after kick-off, the trader's word that the
// match really ended.

export type TPending =
  | { kind: 'result'; period: TPeriod; home: number; away: number; exposure: TMatchExposure; early: ReturnType<typeof earlyResult> }
  | { kind: 'correct'; period: TPeriod; home: number; away: number; preview: TCorrectionPreview; early: ReturnType<typeof earlyResult> }
  | { kind: 'postpone' | 'abandoned' | 'void'; exposure: TMatchExposure };

export const PERIOD_NAME: Record<TPeriod, string> = { FT: 'full time', HT: 'half time' };

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '2px 0' }}>
      <span className="muted">{label}</span>
      <span className="num" style={strong ? { fontWeight: 600 } : undefined}>
        {value}
      </span>
    </div>
  );
}

/** A score unusually soon after kick-off goes in only when the trader says the match really ended. */
export function EarlyResultCheck({ period, early }: { period: TPeriod; early: NonNullable<ReturnType<typeof earlyResult>> }) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 8 }}
        title={`The match kicked off ${early.minutesIn} minute${early.minutesIn === 1 ? '' : 's'} ago`}
        description={`A ${PERIOD_NAME[period]} score usually comes from ${formatDateTime(early.usualFrom)}. It pays members at once: check it is this match and its final ${PERIOD_NAME[period]} score.`}
        data-testid="result-early"
      />
      <Form.Item name="early" valuePropName="checked" rules={[{ validator: (_, sure) => (sure ? Promise.resolve() : Promise.reject(new Error('Tick this to enter the score this early'))) }]}>
        <Checkbox data-testid="result-early-confirm">{`This match really reached ${PERIOD_NAME[period]} at this score`}</Checkbox>
      </Form.Item>
    </>
  );
}

/**
 * Members who spent winnings a correction takes back: the trader ticks that the operator covers
 * what they cannot pay (from expense:corrections, decision 028), or the correction is not sent.
 */
export function ShortfallCover({ total, withdrawalOpen }: { total: number; withdrawalOpen: boolean }) {
  const refusal = withdrawalOpen ? 'Decide the open withdrawal first: money still held cannot be covered' : 'Tick this to correct the result: the members cannot pay it back';
  return (
    <Form.Item name="cover" valuePropName="checked" rules={[{ validator: (_, sure) => (sure && !withdrawalOpen ? Promise.resolve() : Promise.reject(new Error(refusal))) }]}>
      <Checkbox data-testid="correction-cover" disabled={withdrawalOpen}>{`The operator covers the ${naira(total)} these members cannot pay back (expense:corrections, shown in their bills)`}</Checkbox>
    </Form.Item>
  );
}

/**
 * Where members read the reason of each action, word for word: the notice in their messages
 * (server settlement/match-notices.ts), and each bet's page: the bets a void or an abandon returns
 * or a correction settles again (bets/bet-corrections.ts), and a postponement's waiting bets, with
 * until when they stand (bets/bet-view.ts postponedReason).
 */
const REASON_SHOWN: Record<Exclude<TPending['kind'], 'result'>, string> = {
  postpone: 'in their messages and on their bets',
  abandoned: 'in their messages and on their bets',
  void: 'in their messages and on their bets',
  correct: 'in their messages and on their bets',
};

/** The reason of a postponement, an abandon, a void or a correction (a result entered needs none). */
export function PendingReason({ pending }: { pending: TPending }) {
  return pending.kind === 'result' ? null : <ReasonField shownToMembers={REASON_SHOWN[pending.kind]} />;
}

/** The money an action moves, shown before the trader commits it (in the dialog's form: a correction's figures follow its cover's tick). */
export function ImpactSummary({ pending }: { pending: TPending }) {
  const covered = Form.useWatch('cover') === true;
  if (pending.kind === 'result') {
    const i = resultImpact(pending.exposure, pending.period, pending.home, pending.away);
    return (
      <Alert
        type={i.houseResult < 0 ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        title={`Settles every open ${PERIOD_NAME[pending.period]} bet at ${pending.home}-${pending.away}${i.outcome === 'other' ? ' (any other score)' : ''}`}
        description={
          <div data-testid="impact">
            <Figure label="Open bets settled" value={formatCount(i.openBets)} strong />
            <Figure label="Their stakes" value={naira(i.openStake)} />
            <Figure label={`Paid to members at ${selectionLabel(i.outcome)}`} value={naira(i.payout)} strong />
            <Figure label="House result" value={naira(i.houseResult)} />
          </div>
        }
      />
    );
  }
  if (pending.kind === 'correct') {
    const p = pending.preview;
    const blocked = correctionBlocked(p, covered);
    // Ticked, a shortfall the operator may cover no longer stops the correction (QA: a red ✕ said "refused" beside the tick).
    const refused = blocked !== null && !(covered && withdrawalsOpen(p).length === 0);
    const balances = balancesLine(p, covered);
    const covers = balances !== null;
    return (
      <Alert
        type={refused ? 'error' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        title={`Every ${PERIOD_NAME[pending.period]} bet whose outcome changes from ${p.from} to ${p.to} has its settlement reversed and is settled again`}
        description={
          <div data-testid="impact">
            <Figure label="Bets whose outcome changes" value={changedBets(p)} strong />
            <Figure label="Winnings taken back from members" value={naira(p.takenBack)} />
            <Figure label="New payouts to members" value={naira(p.paidToMembers)} />
            <Figure label={covers ? 'Net to members from the bets' : 'Net to members'} value={naira(p.netToMembers)} strong={!covers} />
            <Figure label="Members short" value={formatCount(p.membersShort)} strong={p.membersShort > 0} />
            {p.membersShort > 0 && <Figure label="Covered by the operator (when ticked below)" value={naira(shortfallTotal(p))} />}
            {p.coverTakenBack > 0 && <Figure label="Operator's earlier cover taken back" value={naira(p.coverTakenBack)} />}
            {/* What members' balances move in all: the bets' net with the operator's covers (QA: the bets' net alone read as what members lose). */}
            {balances && <Figure label={balances.label} value={naira(balances.value)} strong />}
            <Typography.Paragraph type={refused ? 'danger' : 'secondary'} style={{ margin: '4px 0 0' }} data-testid={blocked ? 'correction-blocked' : undefined}>
              {blocked ?? 'Bets whose outcome stays are left alone. Members see the reversal and the new settlement in their bills.'}
            </Typography.Paragraph>
          </div>
        }
      />
    );
  }
  const r = refundImpact(pending.exposure);
  const title =
    pending.kind === 'postpone'
      ? 'Betting stops. Open bets stay until the match is played within 48 hours of kick-off; after that they are voided and their stakes returned.'
      : `Every open bet is revoked and its stake returned${pending.kind === 'void' ? ' (the fixture is cancelled)' : ' (the match started but was not finished)'}.`;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={title}
      description={
        <div data-testid="impact">
          <Figure label={pending.kind === 'postpone' ? 'Open bets waiting' : 'Open bets revoked'} value={formatCount(r.openBets)} strong />
          <Figure label={pending.kind === 'postpone' ? 'Their stakes' : 'Stakes returned to members'} value={naira(r.openStake)} strong />
        </div>
      }
    />
  );
}
