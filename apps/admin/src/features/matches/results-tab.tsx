import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Radio, Row, Skeleton, Space, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import { callApi, errorText, markShown } from '../../lib/api-client.ts';
import type { TCorrectionPreview, TMatchExposure } from '../../lib/api-types.ts';
import { EMPTY_VALUE, formatDateTime } from '../../lib/format.ts';
import { useMayCall, useRoleLabel } from '../../lib/session-hooks.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { matchKeys, useMatchSettlement } from './matches-api.ts';
import { betKeys } from '../../lib/bets/bet-keys.ts';
import { acceptsResults, periodsTakingScores } from './match-states.ts';
import { correctionBlocked, shortfallTotal, withdrawalsOpen } from './money-impact.ts';
import { EarlyResultCheck, ImpactSummary, PendingReason, ShortfallCover, type TPending } from './result-confirmation.tsx';
import { beforeKickOff, earlyResult, halfTimeFirst, postponeTooLate, scoreErrorOn, scoreProblem, shownScoreError, typedGoals, unusualGoals, type TScoreError } from './score-form-model.ts';
import { SettlementRuns } from './settlement-runs.tsx';

const PERIOD_TITLE: Record<TPeriod, string> = { HT: 'Half time', FT: 'Full time' };
type TScoreForm = { period: TPeriod; home: number; away: number };
// Rules, not min/max: a score out of range stays as typed and is flagged, never clamped.
const GOALS_RULES = [
  { required: true, message: 'Type the goals' },
  { type: 'integer' as const, min: 0, max: 99, message: 'A whole number, 0 to 99' },
  { warningOnly: true, validator: (_: unknown, value: unknown) => (unusualGoals(value) ? Promise.reject(new Error(unusualGoals(value)!)) : Promise.resolve()) },
];

export function ResultsTab({ matchId }: { matchId: number }) {
  const settlement = useMatchSettlement(matchId);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TScoreForm>();
  const period = Form.useWatch('period', form) ?? 'FT';
  const [pending, setPending] = useState<TPending | null>(null);
  // What is wrong with the score as a whole (half time first, a refused correction): on a line under
  // the form, not under Home, whose inline box it widened and pushed Away across the card (QA).
  const [scoreError, setScoreError] = useState<TScoreError | null>(null);
  const [preparing, setPreparing] = useState(false);
  const mayEnter = useMayCall('adminEnterResult');
  const role = useRoleLabel();
  // The bets a result settles, corrects or returns change too: the match's Bets tab and the Bets
  // desk read again (QA: a corrected half-time bet still read "Won" there until a reload).
  const invalidate = [matchKeys.all, betKeys.all];
  const enter = useAdminMutation<Record<string, unknown>>('adminEnterResult', { invalidate, success: 'Result entered: settlement started' });
  const correct = useAdminMutation<Record<string, unknown>>('adminCorrectResult', { invalidate, success: 'Result corrected: settlement started again' });
  const postpone = useAdminMutation<Record<string, unknown>>('adminPostponeMatch', { invalidate, success: 'Match postponed' });
  const voidMatch = useAdminMutation<Record<string, unknown>>('adminVoidMatch', { invalidate, success: 'Open bets revoked and stakes returned' });

  // The period chosen must still take scores: once the match is abandoned (here or by a colleague,
  // or the postponement job) the full time no longer does, and the form asked to confirm a score
  // the server then refused (QA). The form moves to a period that does.
  const data = settlement.data?.match;
  const takingScores = data ? periodsTakingScores(data.state, { HT: data.htScore, FT: data.ftScore }).join(',') : '';
  useEffect(() => {
    const taking = takingScores.split(',').filter((p): p is TPeriod => p === 'HT' || p === 'FT');
    if (mayEnter && taking.length && !taking.includes(period)) form.setFieldValue('period', taking.includes('FT') ? 'FT' : taking[0]);
  }, [takingScores, period, form, mayEnter]);

  if (settlement.error) return <QueryError error={settlement.error} onRetry={() => void settlement.refetch()} />;
  if (!settlement.data) return <Skeleton active />;
  const match = settlement.data.match;
  const entered: Record<TPeriod, string | null> = { HT: match.htScore, FT: match.ftScore };
  // Said about the match as read then: the match read again after a void, a postponement or a
  // result (here, by a colleague or a job) leaves it unsaid.
  const sayScoreError = (text: string) => setScoreError(scoreErrorOn(text, match));
  const shownError = shownScoreError(scoreError, match);

  // Fresh figures for the confirmation: bets placed a second ago count.
  const freshExposure = () => queryClient.fetchQuery({ queryKey: matchKeys.exposure(matchId), queryFn: () => callApi<TMatchExposure>('adminMatchExposure', { query: { id: matchId } }), staleTime: 0 });
  const prepare = async (make: () => Promise<TPending | null>) => {
    setPreparing(true);
    try {
      setPending(await make());
    } catch (e) {
      // A refused preview (a score the correction would refuse) is said under the score, once.
      markShown(e);
      sayScoreError(errorText(e, role));
      // A refusal may come from a score a colleague changed meanwhile ("already 3-1" beside a tab
      // still showing 2-1, QA): the match is read again, so the tab and the page's header show what
      // the refusal is about.
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    } finally {
      setPreparing(false);
    }
  };
  const onScore = (v: TScoreForm) => {
    const problem = scoreProblem(v.period, v.home, v.away, entered);
    if (problem) return sayScoreError(problem);
    return prepare(async () => {
      if (entered[v.period] !== null) {
        return { kind: 'correct', ...v, preview: await callApi<TCorrectionPreview>('adminCorrectionPreview', { query: { matchId, period: v.period, home: v.home, away: v.away } }), early: earlyResult(v.period, match) };
      }
      const exposure = await freshExposure();
      // Said under the score, not after the confirmation (QA: the 409 came only once OK was clicked).
      const waiting = halfTimeFirst(v.period, entered, exposure.periods);
      if (waiting) {
        sayScoreError(waiting);
        return null;
      }
      return { kind: 'result', ...v, exposure, early: earlyResult(v.period, match) };
    });
  };
  const onOutcome = (kind: 'postpone' | 'abandoned' | 'void') => prepare(async () => ({ kind, exposure: await freshExposure() }));

  const isCorrection = entered[period] !== null;
  const open = acceptsResults(match.state);
  const periods = periodsTakingScores(match.state, entered);
  const early = beforeKickOff(match);
  const tooLate = postponeTooLate(match);

  // Once a score is in, the form forgets what was typed: the period then reads as entered, and a
  // correction starts from empty boxes rather than from the score just sent.
  const clearScore = () => form.resetFields(['home', 'away']);
  const submit = (values: { reason?: string; early?: boolean; cover?: boolean }) => {
    const p = pending!;
    if (p.kind === 'result') return enter.mutateAsync({ matchId, period: p.period, home: p.home, away: p.away }).then(clearScore);
    if (p.kind === 'correct') return correct.mutateAsync({ matchId, period: p.period, home: p.home, away: p.away, reason: values.reason, from: p.preview.from, ...(values.cover ? { houseCoversShortfall: true } : {}) }).then(clearScore);
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
          <Card size="small" title="Result" style={{ height: '100%' }} data-testid="results-card">
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'ht', label: PERIOD_TITLE.HT, children: <strong>{match.htScore ?? 'not entered'}</strong> },
                { key: 'ft', label: PERIOD_TITLE.FT, children: <strong>{match.ftScore ?? 'not entered'}</strong> },
                // A rescheduled match keeps its first postponement's deadline: its bets stand only if it finishes by then (or by its late new kick-off plus the time to play).
                { key: 'postponed', label: 'Bets void unless finished by', children: match.finishBy ? formatDateTime(match.finishBy) : EMPTY_VALUE },
              ]}
              style={{ marginBottom: 8 }}
            />
            {!open && (
              <Alert type="info" showIcon style={{ marginBottom: 8 }} data-testid="results-closed-state"
                title={periods.length ? `This match is ${match.state}: its other open bets were returned; the ${periods.map((p) => (p === 'HT' ? 'first-half' : 'full-time')).join(' and ')} bets stand on the score entered, which can still be corrected.` : `This match is ${match.state}: its open bets were returned.`} />
            )}
            {open && early && <Alert type="info" showIcon title={`Scores can be entered from kick-off (${formatDateTime(match.kickOffAt)}).`} style={{ marginBottom: 8 }} data-testid="results-before-kickoff" />}
            {mayEnter && (
              // No score typed in advance: 0-0 is a result like any other and must be typed on purpose.
              <Form<TScoreForm> form={form} layout="inline" initialValues={{ period: periods.includes('FT') ? 'FT' : 'HT' }} onFinish={(v) => void onScore(v)} onValuesChange={() => setScoreError(null)} disabled={!periods.length || early}>
                <Form.Item name="period">
                  <Radio.Group
                    optionType="button"
                    options={(['HT', 'FT'] as const).map((p) => ({ value: p, label: PERIOD_TITLE[p], disabled: !periods.includes(p) }))}
                  />
                </Form.Item>
                {isCorrection && (
                  // The period's score as entered, read-only; correcting it is the secondary way on.
                  <Form.Item>
                    <span data-testid="entered-score">
                      <Typography.Text type="success">
                        <CheckCircleFilled />
                      </Typography.Text>{' '}
                      {PERIOD_TITLE[period]} <strong>{entered[period]}</strong> entered
                    </span>
                  </Form.Item>
                )}
                {isCorrection && (
                  <>
                    {/* The correction on a line of its own, under the score it would replace. */}
                    <div style={{ flexBasis: '100%', height: 8 }} />
                    <Form.Item>
                      <Typography.Text type="secondary">Wrong? Correct it to</Typography.Text>
                    </Form.Item>
                  </>
                )}
                <Form.Item label="Home" name="home" rules={GOALS_RULES} normalize={typedGoals}>
                  <Input style={{ width: 64 }} inputMode="numeric" autoComplete="off" data-testid="score-home" />
                </Form.Item>
                <Form.Item label="Away" name="away" rules={GOALS_RULES} normalize={typedGoals}>
                  <Input style={{ width: 64 }} inputMode="numeric" autoComplete="off" data-testid="score-away" />
                </Form.Item>
                <Form.Item>
                  <Button type={isCorrection ? 'default' : 'primary'} htmlType="submit" loading={preparing} data-testid="enter-result">
                    {isCorrection ? 'Correct result…' : 'Enter result…'}
                  </Button>
                </Form.Item>
                {shownError && (
                  <div style={{ flexBasis: '100%' }} role="alert" data-testid="score-error">
                    <Typography.Text type="danger">{shownError}</Typography.Text>
                  </div>
                )}
              </Form>
            )}
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title="Match did not go ahead" style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              Postpone stops betting and keeps open bets for 48 hours. Abandon (started, not finished) and void (cancelled, no result entered) return every open stake.
            </Typography.Paragraph>
            {mayEnter && (
              <Space wrap>
                <Button onClick={() => void onOutcome('postpone')} disabled={!open || match.state === 'postponed' || match.ftScore !== null || tooLate !== null} title={tooLate ?? undefined} loading={preparing}>
                  Postpone…
                </Button>
                {/* Abandoned means started: before kick-off the server refuses it (void or postpone instead). */}
                <Button danger onClick={() => void onOutcome('abandoned')} disabled={!open || match.ftScore !== null || early} title={early ? 'Before kick-off: void or postpone instead' : undefined} loading={preparing}>
                  Abandon…
                </Button>
                {/* A half-time result means the match was played: abandon it (its settled half stands); the server refuses void. */}
                <Button danger onClick={() => void onOutcome('void')} disabled={!open || match.ftScore !== null || match.htScore !== null}
                  title={match.htScore !== null ? 'Half time entered: the match was played, abandon it instead' : undefined} loading={preparing}>
                  Void…
                </Button>
              </Space>
            )}
          </Card>
        </Col>
      </Row>
      <SettlementRuns settlement={settlement.data} />
      <ActionModal<{ reason?: string; early?: boolean; cover?: boolean }> open={Boolean(pending)} title={title} okText={okText} danger={pending?.kind !== 'result'} width={520} onClose={() => setPending(null)} onSubmit={submit}>
        {pending && <ImpactSummary pending={pending} />}
        {pending?.kind === 'correct' && correctionBlocked(pending.preview) !== null && <ShortfallCover total={shortfallTotal(pending.preview)} withdrawalOpen={withdrawalsOpen(pending.preview).length > 0} />}
        {(pending?.kind === 'result' || pending?.kind === 'correct') && pending.early && <EarlyResultCheck period={pending.period} early={pending.early} />}
        {pending && <PendingReason pending={pending} />}
      </ActionModal>
    </>
  );
}
