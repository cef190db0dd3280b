import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Form, InputNumber, Progress, Radio, Row, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import { callApi, errorText, markShown } from '../../lib/api-client.ts';
import type { TCorrectionPreview, TMatchExposure, TMatchSettlement, TSettlementRun } from '../../lib/api-types.ts';
import { formatCount, formatDateTime, naira, operatorClock, operatorDay } from '../../lib/format.ts';
import { useMayCall, useRoleLabel } from '../../lib/session-hooks.ts';
import { ActionModal, ReasonField } from '../../lib/ui/action-modal.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { matchKeys, useMatchSettlement } from './matches-api.ts';
import { acceptsResults } from './match-states.ts';
import { changedBets, correctedBy, correctionBlocked, hasPendingRun, refundImpact, resultImpact, runProgress } from './money-impact.ts';
import { beforeKickOff, earlyResult, scoreProblem } from './score-form-model.ts';
import { selectionLabel } from './odds-grid-model.ts';
import { actorName } from '@scoreline/contract/actor';

type TScoreForm = { period: TPeriod; home: number; away: number };
// Rules, not min/max: a score out of range stays as typed and is flagged, never clamped.
const GOALS_RULES = [
  { required: true, message: 'Type the goals' },
  { type: 'integer' as const, min: 0, max: 99, message: 'A whole number, 0 to 99' },
];
type TPending =
  | { kind: 'result'; period: TPeriod; home: number; away: number; exposure: TMatchExposure; early: ReturnType<typeof earlyResult> }
  | { kind: 'correct'; period: TPeriod; home: number; away: number; preview: TCorrectionPreview; early: ReturnType<typeof earlyResult> }
  | { kind: 'postpone' | 'abandoned' | 'void'; exposure: TMatchExposure };

const PERIOD_NAME: Record<TPeriod, string> = { FT: 'full time', HT: 'half time' };
const RUN_KIND: Record<TSettlementRun['kind'], string> = { settle: 'Settle', void: 'Void', correction: 'Correction' };

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
function EarlyResultCheck({ period, early }: { period: TPeriod; early: NonNullable<ReturnType<typeof earlyResult>> }) {
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

/** The money an action moves, shown before the trader commits it. */
function ImpactSummary({ pending }: { pending: TPending }) {
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
    const blocked = correctionBlocked(p);
    return (
      <Alert
        type={blocked ? 'error' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        title={`Every ${PERIOD_NAME[pending.period]} bet whose outcome changes from ${p.from} to ${p.to} has its settlement reversed and is settled again`}
        description={
          <div data-testid="impact">
            <Figure label="Bets whose outcome changes" value={changedBets(p)} strong />
            <Figure label="Winnings taken back from members" value={naira(p.takenBack)} />
            <Figure label="New payouts to members" value={naira(p.paidToMembers)} />
            <Figure label="Net to members" value={naira(p.netToMembers)} strong />
            <Figure label="Members short" value={formatCount(p.membersShort)} strong={p.membersShort > 0} />
            <Typography.Paragraph type={blocked ? 'danger' : 'secondary'} style={{ margin: '4px 0 0' }} data-testid={blocked ? 'correction-blocked' : undefined}>
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

/** "26 Nov 2026, 20:01" and under it "finished 20:03" (the date too when the run ended another day), or "running". */
function RunTimes({ run }: { run: TSettlementRun }) {
  const started = new Date(run.createdAt);
  const finished = run.finishedAt ? new Date(run.finishedAt) : null;
  const end = !finished ? 'running' : `finished ${operatorDay(finished) === operatorDay(started) ? operatorClock(finished) : formatDateTime(run.finishedAt)}`;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(run.createdAt)}
      <div className="muted">{end}</div>
    </span>
  );
}

function SettlementRuns({ settlement }: { settlement: TMatchSettlement }) {
  const polling = hasPendingRun(settlement);
  const corrected = correctedBy(settlement);
  // A corrected run's money includes bets a correction took back: shown apart so it is not added to the correction's.
  const money = (v: number, r: TSettlementRun) =>
    corrected.has(r.id) ? (
      <Tooltip title={`Includes bets that correction #${corrected.get(r.id)} reversed: that run's "Taken back" is what it reversed, its "Paid to members" what those bets were paid again.`}>
        <span className="num muted" style={{ textDecoration: 'underline dotted' }}>
          {naira(v)}
        </span>
      </Tooltip>
    ) : (
      <span className="num">{naira(v)}</span>
    );
  return (
    <Card size="small" title="Settlement" extra={polling ? <Tag color="processing">Settling… refreshing every 2 s</Tag> : <Tag>Idle</Tag>}>
      <Table<TSettlementRun>
        size="small"
        rowKey="id"
        dataSource={[...settlement.runs].sort((a, b) => b.id - a.id)}
        pagination={false}
        // Ten columns outgrow a laptop screen: the table scrolls rather than spilling out of its card.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No settlement yet: it starts when a result is entered.' }}
        columns={[
          { title: 'Run', dataIndex: 'id', width: 56 },
          {
            title: 'Kind',
            dataIndex: 'kind',
            width: 150,
            render: (k: TSettlementRun['kind'], r) => (
              <Space size={4}>
                {RUN_KIND[k]}
                {corrected.has(r.id) && <Tag color="orange">Corrected by #{corrected.get(r.id)}</Tag>}
              </Space>
            ),
          },
          { title: 'Period', dataIndex: 'period', width: 64, render: (p: string | null) => p ?? 'Match' },
          { title: 'Score', dataIndex: 'score', width: 64, render: (s: string | null) => s ?? '–' },
          {
            title: 'Progress',
            key: 'progress',
            width: 170,
            render: (_: unknown, r) => (
              <Space size={6}>
                <Progress percent={runProgress(r)} size="small" status={r.status === 'pending' ? 'active' : 'success'} style={{ width: 100, margin: 0 }} />
                <span className="num muted">
                  {formatCount(r.settled)}/{formatCount(r.settled + r.waiting)}
                </span>
              </Space>
            ),
          },
          {
            title: 'Paid to members',
            dataIndex: 'paidToMembers',
            align: 'right',
            width: 140,
            onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            // A void pays no winnings: what it paid is the open bets' stakes given back.
            render: (v: number, r) =>
              r.kind === 'void' ? (
                <span className="num">
                  {naira(v)}
                  <div className="muted">stakes returned</div>
                </span>
              ) : (
                money(v, r)
              ),
          },
          {
            // A correction first takes back the winnings it reverses, then pays again: both shown, so its payout is not read as money added on top.
            title: 'Taken back',
            dataIndex: 'takenBack',
            align: 'right',
            width: 120,
            onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (v: number, r) => (r.kind === 'correction' ? <span className="num">{naira(v)}</span> : <span className="muted">–</span>),
          },
          { title: 'Kept by house', dataIndex: 'keptByHouse', align: 'right', width: 130, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: money },
          {
            // Who (the admin's name, or the job that acted) and, for a correction or a void, why.
            title: 'By',
            dataIndex: 'createdBy',
            render: (by: string, r) => (
              <span>
                {actorName(by)}
                {r.reason && <div className="muted" data-testid="run-reason">{r.reason}</div>}
              </span>
            ),
          },
          // One column for both times, so the table fits a laptop screen with its card: the finish is
          // most often the same minute or day as the start.
          { title: 'Started · finished', key: 'time', width: 160, render: (_: unknown, r) => <RunTimes run={r} /> },
        ]}
        data-testid="settlement-runs"
      />
    </Card>
  );
}

export function ResultsTab({ matchId }: { matchId: number }) {
  const settlement = useMatchSettlement(matchId);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TScoreForm>();
  const period = Form.useWatch('period', form) ?? 'FT';
  const [pending, setPending] = useState<TPending | null>(null);
  const [preparing, setPreparing] = useState(false);
  const mayEnter = useMayCall('adminEnterResult');
  const role = useRoleLabel();
  const invalidate = [matchKeys.all];
  const enter = useAdminMutation<Record<string, unknown>>('adminEnterResult', { invalidate, success: 'Result entered: settlement started' });
  const correct = useAdminMutation<Record<string, unknown>>('adminCorrectResult', { invalidate, success: 'Result corrected: settlement started again' });
  const postpone = useAdminMutation<Record<string, unknown>>('adminPostponeMatch', { invalidate, success: 'Match postponed' });
  const voidMatch = useAdminMutation<Record<string, unknown>>('adminVoidMatch', { invalidate, success: 'Open bets revoked and stakes returned' });

  if (settlement.error) return <QueryError error={settlement.error} onRetry={() => void settlement.refetch()} />;
  if (!settlement.data) return <Skeleton active />;
  const match = settlement.data.match;
  const entered: Record<TPeriod, string | null> = { HT: match.htScore, FT: match.ftScore };

  // Fresh figures for the confirmation: bets placed a second ago count.
  const freshExposure = () => queryClient.fetchQuery({ queryKey: matchKeys.exposure(matchId), queryFn: () => callApi<TMatchExposure>('adminMatchExposure', { query: { id: matchId } }), staleTime: 0 });
  const prepare = async (make: () => Promise<TPending>) => {
    setPreparing(true);
    try {
      setPending(await make());
    } catch (e) {
      // A refused preview (a score the correction would refuse) is said under the score, once.
      markShown(e);
      form.setFields([{ name: 'home', errors: [errorText(e, role)] }]);
    } finally {
      setPreparing(false);
    }
  };
  const onScore = (v: TScoreForm) => {
    const problem = scoreProblem(v.period, v.home, v.away, entered);
    if (problem) return form.setFields([{ name: 'home', errors: [problem] }]);
    return prepare(async () =>
      entered[v.period] !== null
        ? { kind: 'correct', ...v, preview: await callApi<TCorrectionPreview>('adminCorrectionPreview', { query: { matchId, period: v.period, home: v.home, away: v.away } }), early: earlyResult(v.period, match) }
        : { kind: 'result', ...v, exposure: await freshExposure(), early: earlyResult(v.period, match) },
    );
  };
  const onOutcome = (kind: 'postpone' | 'abandoned' | 'void') => prepare(async () => ({ kind, exposure: await freshExposure() }));

  const isCorrection = entered[period] !== null;
  const open = acceptsResults(match.state);
  const early = beforeKickOff(match);

  const submit = (values: { reason?: string; early?: boolean }) => {
    const p = pending!;
    if (p.kind === 'result') return enter.mutateAsync({ matchId, period: p.period, home: p.home, away: p.away });
    if (p.kind === 'correct') return correct.mutateAsync({ matchId, period: p.period, home: p.home, away: p.away, reason: values.reason });
    if (p.kind === 'postpone') return postpone.mutateAsync({ matchId, reason: values.reason });
    return voidMatch.mutateAsync({ matchId, state: p.kind, reason: values.reason });
  };
  const title = !pending
    ? ''
    : pending.kind === 'result'
      ? `Enter ${pending.period} ${pending.home}-${pending.away}?`
      : pending.kind === 'correct'
        ? `Correct ${pending.period} to ${pending.home}-${pending.away}?`
        : pending.kind === 'postpone'
          ? 'Postpone this match?'
          : pending.kind === 'abandoned'
            ? 'Abandon this match?'
            : 'Void this match?';
  const okText = !pending ? '' : pending.kind === 'result' ? 'Enter result and settle' : pending.kind === 'correct' ? 'Correct and settle again' : pending.kind === 'postpone' ? 'Postpone' : pending.kind === 'abandoned' ? 'Abandon and refund' : 'Void and refund';

  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={14}>
          <Card size="small" title="Result" style={{ height: '100%' }}>
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'ht', label: 'Half time', children: <strong>{match.htScore ?? 'not entered'}</strong> },
                { key: 'ft', label: 'Full time', children: <strong>{match.ftScore ?? 'not entered'}</strong> },
                // A rescheduled match keeps its first postponement's deadline: its bets stand only if it finishes by then (or by its late new kick-off plus the time to play).
                { key: 'postponed', label: 'Bets void unless finished by', children: match.finishBy ? formatDateTime(match.finishBy) : '–' },
              ]}
              style={{ marginBottom: 8 }}
            />
            {!open && <Alert type="info" showIcon title={`This match is ${match.state}: its open bets were returned.`} style={{ marginBottom: 8 }} />}
            {open && early && <Alert type="info" showIcon title={`Scores can be entered from kick-off (${formatDateTime(match.kickOffAt)}).`} style={{ marginBottom: 8 }} data-testid="results-before-kickoff" />}
            {mayEnter && (
              // No score typed in advance: 0-0 is a result like any other and must be typed on purpose.
              <Form<TScoreForm> form={form} layout="inline" initialValues={{ period: 'FT' }} onFinish={(v) => void onScore(v)} disabled={!open || early}>
                <Form.Item name="period">
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'HT', label: 'Half time' },
                      { value: 'FT', label: 'Full time' },
                    ]}
                  />
                </Form.Item>
                <Form.Item label="Home" name="home" rules={GOALS_RULES}>
                  <InputNumber style={{ width: 64 }} data-testid="score-home" />
                </Form.Item>
                <Form.Item label="Away" name="away" rules={GOALS_RULES}>
                  <InputNumber style={{ width: 64 }} data-testid="score-away" />
                </Form.Item>
                <Form.Item>
                  <Button type="primary" danger={isCorrection} htmlType="submit" loading={preparing} data-testid="enter-result">
                    {isCorrection ? 'Correct result…' : 'Enter result…'}
                  </Button>
                </Form.Item>
              </Form>
            )}
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title="Match did not go ahead" style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              Postpone stops betting and keeps open bets for 48 hours. Abandon (started, not finished) and void (cancelled) return every open stake.
            </Typography.Paragraph>
            {mayEnter && (
              <Space wrap>
                <Button onClick={() => void onOutcome('postpone')} disabled={!open || match.state === 'postponed' || match.ftScore !== null} loading={preparing}>
                  Postpone…
                </Button>
                {/* Abandoned means started: before kick-off the server refuses it (void or postpone instead). */}
                <Button danger onClick={() => void onOutcome('abandoned')} disabled={!open || match.ftScore !== null || early} title={early ? 'Before kick-off: void or postpone instead' : undefined} loading={preparing}>
                  Abandon…
                </Button>
                <Button danger onClick={() => void onOutcome('void')} disabled={!open || match.ftScore !== null} loading={preparing}>
                  Void…
                </Button>
              </Space>
            )}
          </Card>
        </Col>
      </Row>
      <SettlementRuns settlement={settlement.data} />
      <ActionModal<{ reason?: string; early?: boolean }> open={Boolean(pending)} title={title} okText={okText} danger={pending?.kind !== 'result'} okDisabled={pending?.kind === 'correct' && correctionBlocked(pending.preview) !== null} width={520} onClose={() => setPending(null)} onSubmit={submit}>
        {pending && <ImpactSummary pending={pending} />}
        {(pending?.kind === 'result' || pending?.kind === 'correct') && pending.early && <EarlyResultCheck period={pending.period} early={pending.early} />}
        {pending && pending.kind !== 'result' && <ReasonField />}
      </ActionModal>
    </>
  );
}
