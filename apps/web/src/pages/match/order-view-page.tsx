import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParseKeys, TFunction } from 'i18next';
import { formatKobo } from '@scoreline/contract/display';
import { PageHeader } from '../../app/page-header.tsx';
import { errorKeyOfFailure, textOfFailure } from '../../lib/error-text.ts';
import { showAlert, showConfirm, showToast } from '../../lib/notify.ts';
import { cancelBet, fetchBet } from '../../features/betting/betting-api.ts';
import { bettingKeys, useBet, useRefreshBetting } from '../../features/betting/betting-queries.ts';
import type { TBet } from '../../features/betting/betting-types.ts';
import { dateTime } from '../../features/betting/days.ts';
import { formatBps, formatOdds, formatSignedKobo } from '../../features/betting/odds.ts';
import { BET_STATUS_VALUE_TONES, canCancel, isSettled } from '../../features/betting/statuses.ts';
import { BetStatusBadge, OperatorZone, TeamSide } from '../../features/betting/ui/betting-ui.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { sessionQueryKeys } from '../../features/session/session-query-keys.ts';
import { loginMemberQuery } from '../../features/session/login-member-query.ts';
import { idempotentAction, outcomeIsUnknown, runIdempotent } from '../../lib/idempotent-action.ts';
import { announceMoneyMoved } from '../../lib/money-moved.ts';
import { InfoRows, type TInfoRow } from '../../features/wallet/ui/copy-rows.tsx';
import { MissingOrFailed } from './missing-or-failed.tsx';
import { NoticeCard } from '../../app/notice-card.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TLoginMember } from '@scoreline/contract/api/member-auth';
import { idParam } from '../../lib/id-param.ts';
import { NetworkError } from '../../lib/api-envelope.ts';
import { keepFocusWhenRemoved } from '../../lib/focus-when-removed.ts';
import { scoreInText, withZoneNote } from '../../lib/operator-time.ts';
import { fetchDailyReward } from '../../features/vip-reward/vip-reward-api.ts';
import { cancelRewardNote } from './cancel-reward-note.ts';
import { vipRewardKeys } from '../../features/vip-reward/vip-reward-queries.ts';

/**
 * After a bet was placed or cancelled: the betting lists, prices and balance, and the signed-in
 * member whose balance the home and me screens show (else they keep the old one for a while).
 */
export function useRefreshAfterBet() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBetting();
  return () => {
    announceMoneyMoved();
    return Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: sessionQueryKeys.loginMember })]);
  };
}

/** Asks first (spec 4: cancelling resets the VIP level to 0), then cancels; the answer or undefined. */
export function useCancelBet() {
  const { t } = useTranslation('betting');
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterBet();
  const inFlight = useRef(false);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const cancel = async (bet: TBet): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Cancel itself, where the focus comes back after the dialog: it goes once the bet is cancelled.
    const control = document.activeElement;
    setCancelling(bet.id);
    try {
      // What the member gets back and what they lose, by name: the stake, and the level they hold
      // now; at VIP 0 the deposits counted towards VIP 1 (the reset restarts the count). While the
      // member's level is not known, the general warning.
      // And how much of the stake would repay the operator's cover of a corrected result (decision
      // 028): "₦100,000.00 returns" was said where ₦35,581.20 did (QA). Read again at the tap too.
      // And today's VIP reward, when it waits to be claimed: the reset takes it too (QA: a ready ₦150 went unsaid).
      const [vipLevel, fresh, reward] = await Promise.all([
        currentVipLevel(queryClient),
        readAtTap<TBet>(queryClient, { queryKey: bettingKeys.bet(bet.id), queryFn: () => fetchBet(bet.id) }),
        readAtTap(queryClient, { queryKey: vipRewardKeys.daily, queryFn: ({ signal }) => fetchDailyReward(signal) }),
      ]);
      const toCover = fresh?.stakeToCover ?? 0;
      const key = vipLevel === undefined ? 'orders.cancelBody' : vipLevel > 0 ? 'orders.cancelBodyVip' : 'orders.cancelBodyVip0';
      // With a cover to repay, what returns is said first, then what the VIP level loses: "₦5,400.00
      // returns to your balance" beside "₦0.00 reaches it" contradicted itself (QA).
      const vipKey = vipLevel === undefined ? 'orders.cancelVipReset' : vipLevel > 0 ? 'orders.cancelVipDrop' : 'orders.cancelVipRestart';
      const returns = toCover > 0
        ? <><span data-testid="cancel-cover-note">{coverWords(t, COVER_TO_REPAY, bet.stake, toCover)}</span> {t(vipKey, { level: vipLevel })}</>
        : t(key, { stake: formatKobo(bet.stake), level: vipLevel });
      const rewardNote = cancelRewardNote(t, reward, vipLevel);
      const text = rewardNote ? <>{returns} <span data-testid="cancel-reward-note">{rewardNote}</span></> : returns;
      setCancelling(null);
      // The question goes at the match's closing, when the server would refuse the answer (QA: the
      // dialog outlived it, the rows' Cancel behind it gone, and "Cancel bet" then failed).
      // Checked each second against the server's clock, which a later answer may correct.
      const closing = new AbortController();
      const closingAt = Date.parse(bet.closingAt);
      const timer = window.setInterval(() => {
        if (serverNow() >= closingAt) closing.abort();
      }, 1_000);
      const confirmed = await showConfirm({
        content: <><b className="sl-confirm-title">{t('orders.cancelTitle')}</b><br />{text}</>,
        confirmText: t('orders.cancelConfirm'),
        cancelText: t('orders.keep'),
        danger: true,
        signal: closing.signal,
      }).finally(() => window.clearInterval(timer));
      if (closing.signal.aborted) void showToast(t('orders.cancelClosed'), 'fail');
      if (!confirmed) return;
      setCancelling(bet.id);
      // The level this cancel takes away is the one held as it leaves, read again: another cancel
      // made while the dialog was open may have taken it already (QA: "from 2 to 0" said twice).
      const levelTaken = await currentVipLevel(queryClient);
      const body = { betId: bet.id };
      const updated = await runIdempotent(idempotentAction('cancel-bet'), body, (key) => cancelBet(bet.id, key));
      queryClient.setQueryData(bettingKeys.bet(updated.id), updated);
      void refresh();
      // My bets on Waiting drops the row: then the next bet's (or the one before), for a member working down the list (QA).
      const item = document.querySelector(`[data-testid="order-row"][data-id="${bet.id}"]`)?.closest('li');
      const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('.sl-order__main');
      keepFocusWhenRemoved(control, [`[data-testid="order-row"][data-id="${bet.id}"] .sl-order__main`, neighbour, '[data-testid="order-revoked"]', 'h1']);
      // The level it took away said again once done (QA: the warning was the only word of it).
      const repaid = updated.stakeToCover ?? 0;
      // What reached the balance, when a cover took part of the stake (the bet's notice says the rest):
      // "Bet cancelled" alone read as all of it.
      const done = repaid > 0
        ? `${coverWords(t, COVER_CANCELLED, updated.stake, repaid)} ${levelTaken ? t('orders.vipWentTo0', { level: levelTaken }) : ''}`.trim()
        : levelTaken ? t('orders.cancelledVip', { level: levelTaken }) : t('orders.cancelled');
      void showToast(done, 'success');
    } catch (failure) {
      // A cancel from another tab or device got there first, or the answer was lost on the way:
      // said as such (the order, refreshed, then shows where it stands), not as a state error or a network fault.
      const code = await errorKeyOfFailure(failure);
      const unsure = code !== 'ORDER_STATE_ERROR' && outcomeIsUnknown(failure);
      // Lost on the way, the connection is the likely cause and the member is told to check it (QA).
      const unsureText = failure instanceof NetworkError ? t('orders.cancelUnsureNetwork') : t('orders.cancelUnsure');
      // A cancel after closing is told as such, not as betting being closed (QA).
      const text = code === 'ORDER_STATE_ERROR' ? t('orders.alreadyCancelled') : code === 'MATCH_CLOSED' ? t('orders.cancelClosed') : unsure ? unsureText : await textOfFailure(failure);
      // The unsure text points to the status: on the bet's page it sits in the hero, scrolled out of
      // view by the time the member reaches Cancel at the bottom (no hero in My bets: the card has it).
      if (unsure) document.querySelector('[data-testid="order-hero"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      void refresh();
      // Unsure, it stays said until read: a toast was replaced at once by the refresh's own
      // "Network Access Error!" while the phone was still offline (QA).
      if (unsure) void showAlert({ content: text });
      else void showToast(text, 'fail');
    } finally {
      inFlight.current = false;
      setCancelling(null);
    }
  };
  return { cancel, cancelling };
}

/** How long a tap on Cancel waits for the member's level before asking with the one it has. */
const LEVEL_READ_MS = 1500;

/**
 * The member's VIP level as the server has it now. The app's copy may be up to 30 s old, and
 * support may have changed the level meanwhile: the warning must name the level the cancel takes
 * away, so the tap reads it again (briefly; offline, the copy the app has, or none).
 */
async function currentVipLevel(queryClient: QueryClient): Promise<number | undefined> {
  const member = await readAtTap<TLoginMember>(queryClient, loginMemberQuery);
  return member?.vipLevel;
}

/** A query read afresh, briefly; else (offline, slow) the copy the app has, or none. */
async function readAtTap<T>(queryClient: QueryClient, query: { queryKey: readonly unknown[]; queryFn: (context: { signal?: AbortSignal }) => Promise<T> }): Promise<T | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, LEVEL_READ_MS));
  const fresh = queryClient.fetchQuery({ ...query, staleTime: 0 }).catch(() => undefined);
  return (await Promise.race([fresh, timeout])) ?? queryClient.getQueryData<T>(query.queryKey);
}

/** The texts of a stake that repays (or repaid) an operator's cover: when part of it does, and when all of it does. */
type TCoverTexts = { part: ParseKeys<'betting'>; all: ParseKeys<'betting'> };
const COVER_TO_REPAY: TCoverTexts = { part: 'orders.cancelCoverBody', all: 'orders.cancelCoverAllBody' };
const COVER_CANCELLED: TCoverTexts = { part: 'orders.cancelledCover', all: 'orders.cancelledCoverAll' };
const COVER_REPAID: TCoverTexts = { part: 'orders.coverRepaidBody', all: 'orders.coverRepaidAllBody' };

/** What a stake of `stake` kobo does when `cover` of it repays the operator's cover (decision 028), and what is left for the balance. */
function coverWords(t: TFunction<'betting'>, texts: TCoverTexts, stake: number, cover: number): string {
  const taken = Math.min(cover, stake);
  return t(taken >= stake ? texts.all : texts.part, { stake: formatKobo(stake), cover: formatKobo(taken), net: formatKobo(stake - taken) });
}

/**
 * Cancel's name for a screen reader: the bet's pick, market and match (QA: "Cancel bet bet_512…",
 * a reference nobody reads out; several Cancel buttons on My bets sounded alike before that).
 */
export function cancelName(bet: Pick<TBet, 'selection' | 'period' | 'betType' | 'homeTeam' | 'awayTeam'>, t: (key: string, options?: Record<string, unknown>) => string): string {
  return t('orders.cancelNamed', {
    pick: selectionText(bet, t('detail.other')),
    market: `${t(`detail.${bet.period}`)} · ${t(`detail.${bet.betType}`)}`,
    home: bet.homeTeam,
    away: bet.awayTeam,
    versus: t('match.versus'),
  });
}

export function selectionText(bet: Pick<TBet, 'selection'>, other: string): string {
  return bet.selection === 'other' ? other : bet.selection;
}

/**
 * A waiting bet's deadline card and row: its match postponed now, or its kick-off moved since the
 * bet was placed; a bet placed on the new kick-off has only the deadline to meet (QA: "Kick-off
 * moved" on a bet placed after the move).
 */
export function postponedTitleKey(bet: Pick<TBet, 'matchState' | 'movedSincePlaced'>): 'orders.postponedTitle' | 'orders.movedTitle' | 'orders.deadlineTitle' {
  if (bet.matchState === 'postponed') return 'orders.postponedTitle';
  return bet.movedSincePlaced ? 'orders.movedTitle' : 'orders.deadlineTitle';
}

/**
 * Why a revoked bet was returned: the member cancelled it (never settled), its match was postponed
 * and not played in time, or it was abandoned or void.
 */
export function revokedWhy(bet: Pick<TBet, 'settledAt' | 'matchState' | 'voided'>): 'cancelled' | 'abandoned' | 'voided' | 'postponementExpired' {
  if (!bet.settledAt) return 'cancelled';
  if (bet.voided?.afterPostponement) return 'postponementExpired';
  return bet.matchState === 'abandoned' ? 'abandoned' : 'voided';
}

/** A notice's text with the trader's reason under it, when one was given (QA: the member was never told why). */
function WithReason({ text, reason, testId }: { text: string; reason: string | null | undefined; testId: string }) {
  const { t } = useTranslation('betting');
  return <>{text}{reason && <><br /><span data-testid={testId}>{t('orders.voidReason', { reason })}</span></>}</>;
}

function RevokedNotice({ bet }: { bet: Pick<TBet, 'settledAt' | 'matchState' | 'voided' | 'stake' | 'stakeToCover'> }) {
  const { t } = useTranslation('betting');
  const why = revokedWhy(bet);
  const repaid = bet.stakeToCover ?? 0;
  // Part of the stake repaid a cover: said instead of "your stake returned to your available
  // balance", which it did not, whole (QA); the title says why it came back.
  const text = repaid > 0 ? coverWords(t, COVER_REPAID, bet.stake, repaid) : t(`orders.${why}Body`);
  const body = <WithReason text={text} reason={bet.voided?.reason} testId="order-revoked-reason" />;
  return <NoticeCard testId="order-revoked" title={t(`orders.${why}Title`)} body={body} />;
}

/** /pages/match/order-view?id=: every field of an order (spec 3), and Cancel while it may be. */
export function OrderViewPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const bet = useBet(id);
  const now = useServerNow();
  const { cancel, cancelling } = useCancelBet();

  return (
    <div className="sl-page sl-betting-page sl-wallet-page" data-testid="order-view-page">
      <PageHeader title={tApp('routes.orderView')} />
      <main className="sl-content">
        {bet.isPending && id ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--w60" /><span className="sl-skel sl-skel--field" /></div>
        ) : !bet.data ? (
          <MissingOrFailed what="bet" id={id} error={bet.error} onRetry={() => void bet.refetch()} />
        ) : (
          <>
            <BetHero bet={bet.data} />
            {bet.data.correction && <CorrectionNotice bet={bet.data} correction={bet.data.correction} />}
            {bet.data.status === 'unconfirmed' && (
              <NoticeCard testId="order-unconfirmed" title={t('orders.unconfirmedTitle')} body={t('orders.unconfirmedBody')} />
            )}
            {bet.data.postponedUntil && !isSettled(bet.data) && (
              // Bound by a postponement's deadline: postponed now, or played later than it was placed for
              // (rescheduled, or moved by the desk: QA read "Match postponed" on an open match).
              <NoticeCard tone="warning" testId="order-postponed" title={t(postponedTitleKey(bet.data))}
                body={<WithReason text={t('orders.postponedBody', { until: withZoneNote(dateTime(bet.data.postponedUntil)) })} reason={bet.data.postponedReason} testId="order-postponed-reason" />} />
            )}
            {/* Before it may come back unplayed without the member doing anything (a void), not only at Cancel. */}
            {!isSettled(bet.data) && bet.data.status !== 'revoked' && (bet.data.stakeToCover ?? 0) > 0 && (
              <NoticeCard testId="order-cover-claim" title={t('orders.coverClaimTitle')} body={t('orders.coverClaimBody', { cover: formatKobo(bet.data.stakeToCover ?? 0) })} />
            )}
            {/* Revoked two ways: the member cancelled it (no settle time) or the match was void or abandoned (settled as revoked). */}
            {bet.data.status === 'revoked' && <RevokedNotice bet={bet.data} />}
            {/* The outcome first: once settled, the amounts are what the member opens the order for. */}
            <section className="sl-w-card" data-testid="order-outcome" aria-labelledby="order-outcome-title">
              <h2 id="order-outcome-title" className="sl-w-card__title">{t('orders.outcome')}</h2>
              <InfoRows testId="order-field" rows={outcomeRows(bet.data, t)} />
            </section>
            <section className="sl-w-card" data-testid="order-view" aria-labelledby="order-details-title">
              <h2 id="order-details-title" className="sl-w-card__title">{t('orders.details')}</h2>
              <InfoRows testId="order-field" rows={detailRows(bet.data, t)} />
            </section>
            {canCancel(bet.data, now) && (
              <Button block shape="rounded" size="large" fill="outline" color="danger" loading={cancelling === bet.data.id}
                onClick={() => bet.data && void cancel(bet.data)} data-testid="order-cancel" aria-label={bet.data ? cancelName(bet.data, t as TT) : undefined}>
                {t('orders.cancel')}
              </Button>
            )}
          </>
        )}
      </main>
    </div>
  );
}

export function BetHero({ bet }: { bet: TBet }) {
  const { t } = useTranslation('betting');
  return (
    <section className="sl-bet-hero" data-testid="order-hero">
      <p className="sl-bet-hero__league">{bet.league}</p>
      <div className="sl-bet-hero__teams">
        <TeamSide name={bet.homeTeam} side="home" crest="s" whole />
        {bet.score === null ? (
          <span className="sl-bet-hero__vs">{t('match.versus')}</span>
        ) : (
          // The period's final score, labelled so it is not read as the pick below it.
          <span className="sl-bet-hero__result" data-testid="order-hero-score">
            <small>{t(`results.${bet.period === 'HT' ? 'ht' : 'ft'}`)}</small>
            {bet.score}
          </span>
        )}
        <TeamSide name={bet.awayTeam} side="away" crest="s" whole />
      </div>
      <div className="sl-bet-hero__pick">
        <span className="sl-bet-hero__score">{selectionText(bet, t('detail.other'))}</span>
        <span className="sl-bet-hero__market">{t('order.market', { period: t(`detail.${bet.period}`), type: t(`detail.${bet.betType}`) })} · @{formatOdds(bet.odds)}</span>
      </div>
      <BetStatusBadge status={bet.status} testId="order-status" />
    </section>
  );
}

/**
 * What the member's bill shows of the corrections. Settled again once, it either wins now (the
 * bill's line pays its winnings) or loses (the bill's reversal takes them back): one line, not a
 * reversal and a new settlement (QA). Settled again more than once, the bill has a line for each
 * change, not the one "its winnings paid" would name (QA).
 */
function correctedBillText(bet: TBet, correction: NonNullable<TBet['correction']>, t: TT): string {
  if (bet.status !== 'winning' && bet.status !== 'lost') return t('orders.correctedBill');
  if (correction.resettlements > 1) return t(`orders.correctedBillAgain_${bet.status}`, { times: correction.resettlements });
  return t(`orders.correctedBill_${bet.status}`);
}

/** The period's result was corrected after this bet settled: from what to what, when and why. */
function CorrectionNotice({ bet, correction }: { bet: TBet; correction: NonNullable<TBet['correction']> }) {
  const { t } = useTranslation('betting');
  // The correction that settled this bet again may not be the one that set the result now: its
  // time and reason are then said with its own score, not beside the latest one's.
  const earlier = correction.changedTo !== correction.to;
  const at = withZoneNote(dateTime(correction.at));
  const bill = correctedBillText(bet, correction, t as TT);
  const body = (
    <>
      {earlier
        ? t('orders.correctedEarlierBody', { at, score: scoreInText(correction.changedTo), to: scoreInText(correction.to), bill })
        : t(correction.resettled ? 'orders.correctedBody' : 'orders.correctedStoodBody', { at, bill })}
      {correction.reason && <><br />{t(earlier ? 'orders.correctedEarlierReason' : 'orders.correctedReason', { reason: correction.reason, score: scoreInText(correction.changedTo) })}</>}
    </>
  );
  return (
    <NoticeCard tone="info" testId="order-corrected" body={body}
      title={t('orders.correctedTitle', { period: t(`results.${bet.period === 'HT' ? 'ht' : 'ft'}`), from: scoreInText(correction.from), to: scoreInText(correction.to) })} />
  );
}

type TT = (key: string, options?: Record<string, unknown>) => string;

/** Win amount - stake: a win's as the slip showed it, a loss's with its minus sign; '-' until known. */
function profitText(bet: TBet): string {
  if (bet.winAmount === null) return '-';
  const profit = bet.winAmount - bet.stake;
  return profit < 0 ? formatSignedKobo(profit) : formatKobo(profit);
}

function money(kobo: number | null): string {
  return kobo === null ? '-' : formatKobo(kobo);
}

/**
 * The VIP award ('+') and the fee ('−') with the sign the slip gave them, so the rows add up to
 * the actual win as they read (QA: "VIP award ₦206.90 · Handling fee ₦517.25" beside an actual
 * win ₦1,034 below their sum); none on ₦0.00.
 */
function part(kobo: number | null, sign: '+' | '−'): string {
  return kobo ? `${sign}${formatKobo(kobo)}` : money(kobo);
}

/** Status, score and the amounts of product rules "Winning amounts" ('-' until known, spec 5). */
function outcomeRows(bet: TBet, tx: unknown): TInfoRow[] {
  const t = tx as TT;
  const pnl = bet.profitAndLoss;
  const pnlTone = pnl === null || pnl === 0 ? undefined : pnl > 0 ? ('accent' as const) : ('danger' as const);
  const settled = isSettled(bet);
  return [
    { id: 'status', label: t('field.status'), value: t(`betStatus.${bet.status}`), tone: BET_STATUS_VALUE_TONES[bet.status] },
    { id: 'score', label: t(bet.period === 'HT' ? 'field.scoreHT' : 'field.score'), value: bet.score ?? '-' },
    { id: 'stake', label: t('field.stake'), value: formatKobo(bet.stake), strong: true },
    // Until the order is settled the member sees what a win would pay; afterwards the win amount says it.
    // Stake x odds, then what a win would credit with the VIP award and fee fixed at placement: the
    // slip's and the success page's two figures, under the same names.
    ...(settled
      ? []
      : [
          { id: 'potentialWin', label: t('field.potentialWin'), value: formatKobo(bet.potentialWin) },
          { id: 'potentialActualWin', label: t('order.actualWin'), value: formatKobo(bet.potentialActualWin), tone: 'accent' as const, strong: true },
        ]),
    { id: 'winAmount', label: t('field.winAmount'), value: money(bet.winAmount) },
    // Product rules: profit = win amount - stake, of which the VIP award and the fee are rates. A
    // lost bet's is minus its stake, as its profit and loss says (QA: "Profit ₦0.00" beside "−₦300.00").
    { id: 'profit', label: t('field.profit'), value: profitText(bet) },
    // With the rates the bet was placed with, as the slip showed them: "3 % of the profit" can be checked.
    { id: 'vipAward', label: t('order.vipAward', { rate: formatBps(bet.vipBonusBps) }), value: part(bet.vipAward, '+') },
    { id: 'handlingFee', label: t('order.fee', { rate: formatBps(bet.handlingFeeBps) }), value: part(bet.handlingFee, '−') },
    // Spec 5's '-' is for what is not known yet: once settled, a bet that generated no rebate shows ₦0.00
    // like its other settled amounts (the server sends null when there is none). A revoked bet has
    // none of them: '-' like its winnings rows (QA: ₦0.00 stood alone among dashes).
    { id: 'rebateFee', label: t('field.rebateFee'), value: settled && bet.status !== 'revoked' ? formatKobo(bet.rebateFee ?? 0) : money(bet.rebateFee) },
    { id: 'actualWinAmount', label: t('field.actualWinAmount'), value: money(bet.actualWinAmount), tone: bet.actualWinAmount ? ('accent' as const) : undefined, strong: true },
    { id: 'profitAndLoss', label: t('field.profitAndLoss'), value: formatSignedKobo(pnl), tone: pnlTone, strong: true },
    { id: 'settled', label: t('field.settled'), value: zonedTime(bet.settledAt) },
  ];
}

/** A time of the bet, in Lagos time, said so on a phone whose clock is elsewhere (QA: New York read 19:00 as its own). */
function zonedTime(iso: string | null): ReactNode {
  return iso ? <>{dateTime(iso)}<OperatorZone now={Date.now()} /></> : dateTime(iso);
}

/** What was bet on, where and when. */
function detailRows(bet: TBet, tx: unknown): TInfoRow[] {
  const t = tx as TT;
  return [
    { id: 'reference', label: t('field.reference'), value: bet.reference, copy: bet.reference },
    { id: 'match', label: t('field.match'), value: `${bet.homeTeam} ${t('match.versus')} ${bet.awayTeam}` },
    { id: 'league', label: t('field.league'), value: bet.league },
    { id: 'kickOff', label: t('field.kickOff'), value: zonedTime(bet.kickOffAt) },
    { id: 'closing', label: t('field.closing'), value: zonedTime(bet.closingAt) },
    { id: 'period', label: t('field.period'), value: t(`detail.${bet.period}`) },
    { id: 'betType', label: t('field.betType'), value: t(`detail.${bet.betType}`) },
    { id: 'selection', label: t('field.selection'), value: selectionText(bet, t('detail.other')) },
    { id: 'odds', label: t('field.odds'), value: formatOdds(bet.odds) },
    { id: 'created', label: t('field.created'), value: zonedTime(bet.createdAt) },
  ];
}
