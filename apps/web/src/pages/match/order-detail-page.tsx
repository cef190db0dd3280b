import { useRef, useState, useSyncExternalStore } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useSearchParamText } from '../../lib/search-param-state.ts';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatKobo } from '@scoreline/contract/display';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { answeredByTheApp, ApiError } from '../../lib/api-envelope.ts';
import { errorKeyOfFailure, textOfFailure } from '../../lib/error-text.ts';
import { markPage, showConfirm, showToast, toastNetworkError, type TPageMark } from '../../lib/notify.ts';
import { placeBet } from '../../features/betting/betting-api.ts';
import { bettingKeys, useBalance, useMatchDetail, useStakeAllowance } from '../../features/betting/betting-queries.ts';
import { quickStakesKobo, stakeBlocked, stakeCeiling, stakeProblems, type TStakeProblem } from '../../features/betting/stake-ceiling.ts';
import type { TBet, TBetType, TPeriod, TPlaceBetRequest, TStakeAllowance } from '../../features/betting/betting-types.ts';
import { formatBps, formatOdds, winPreview } from '../../features/betting/odds.ts';
import { takesBets, unavailableReason } from '../../features/betting/statuses.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { usePriceMove } from '../../features/betting/ui/use-price-move.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import { idempotentAction, isDoorRefusal, outcomeIsUnknown, runIdempotent } from '../../lib/idempotent-action.ts';
import { cleanAmountText, koboToNairaText, nairaTextToKobo } from '../../features/wallet/money-input.ts';
import { MissingOrFailed } from './missing-or-failed.tsx';
import { WalletField } from '../../features/wallet/ui/wallet-field.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import './order-detail-page.css';
import { useQueryClient } from '@tanstack/react-query';
import { LockIcon, MatchHero } from './match-detail-page.tsx';
import { idParam } from '../../lib/id-param.ts';
import { useRefreshAfterBet } from './order-view-page.tsx';
import { UnsureBetNotice } from './unsure-bet-notice.tsx';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';

// Refusals that mean the slip's picture of the match is stale (a price, a state, a limit the back
// office changed): the match is fetched again, so the slip shows what the refusal was about.
const SLIP_OUT_OF_DATE: ReadonlySet<TErrorKey> = new Set(['ODDS_CHANGED', 'BET_TERMS_CHANGED', 'SELECTION_SUSPENDED', 'SELECTION_NOT_OFFERED', 'MATCH_SUSPENDED', 'MATCH_CLOSED', 'MATCH_NOT_OPEN', 'MATCH_STARTED', 'STAKE_BELOW_MIN', 'STAKE_ABOVE_MAX']);
// Refusals said under the stake, not in a toast.
const STAKE_REFUSALS: ReadonlySet<TErrorKey> = new Set(['STAKE_BELOW_MIN', 'STAKE_ABOVE_MAX', 'SELECTION_LIMIT_REACHED', 'SELECTION_FULL', 'DAILY_BET_LIMIT', 'ORDER_AMOUNT_REQUIRED']);

// A period or bet type the address names but the market does not have (a hand-edited link) is
// none: the slip says the selection is not available, instead of quietly offering another bet (QA).
function periodParam(value: string | null): TPeriod | null { return value === 'HT' || value === 'FT' ? value : null; }
function betTypeParam(value: string | null): TBetType | null { return value === 'incorrect' || value === 'correct' ? value : null; }

/** The new price of an ODDS_CHANGED refusal (data.currentOdds), if the answer carries it. */
export function currentOddsOf(failure: unknown): number | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  const data = failure.data as { currentOdds?: unknown } | null;
  return typeof data?.currentOdds === 'number' && Number.isInteger(data.currentOdds) && data.currentOdds > 0 ? data.currentOdds : undefined;
}

/** The bet whose answer was lost, if it is this slip's selection. */
function unsureBetOf(lost: readonly unknown[], slip: Pick<TPlaceBetRequest, 'period' | 'selection' | 'betType'> & { matchId: number | undefined }): TPlaceBetRequest | undefined {
  return (lost as TPlaceBetRequest[]).filter((bet) => bet.matchId === slip.matchId && bet.period === slip.period && bet.selection === slip.selection && bet.betType === slip.betType).at(-1);
}

const betAction = idempotentAction('bet');

/** /pages/match/order-detail?id=&period=&selection=&betType=: the stake form of one selection. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const linkedPeriod = periodParam(params.get('period'));
  const linkedBetType = betTypeParam(params.get('betType'));
  // Typed uses below need a period and a type; only a link naming both is a market of ours.
  const marketLinked = linkedPeriod !== null && linkedBetType !== null;
  const period = linkedPeriod ?? 'FT';
  const betType = linkedBetType ?? 'correct';
  const selectionId = params.get('selection') ?? '';
  const detail = useMatchDetail(id, { fresh: true });
  const balance = useBalance();
  const now = useServerNow();
  const { open, replace } = useAppNavigation();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterBet();
  // In the address (?stake=), so a reload, a trip to another page and Back, or a language change keeps it.
  const [stakeText, setStakeText] = useSearchParamText('stake', (raw) => cleanAmountText(raw ?? '', { language: i18n.language }));
  // Kept in the address beside the stake, so a reload keeps the member's choice (and the same
  // way as the stake: through the router, a tick would drop the stake typed since).
  const [acceptAnyText, setAcceptAnyText] = useSearchParamText('any', (raw) => (raw === '1' ? '1' : ''));
  const acceptAny = acceptAnyText === '1';
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  /**
   * The request of this selection whose answer was lost (network): the only one a retry sends,
   * with its key, until the server answers. Read from the tab's pending bets, not kept here, so
   * every copy of this slip (Back then Forward opens a second) and a return to it later agree,
   * and an answer reaching any of them ends it in all (QA: a second copy offered a new key).
   */
  const lostBets = useSyncExternalStore(betAction.subscribe, betAction.lostBodies);
  const unsure = unsureBetOf(lostBets, { matchId: id, period, selection: selectionId, betType });
  const inFlight = useRef(false);

  const market = marketLinked ? detail.data?.markets.find((item) => item.period === period) : undefined;
  const selection = market?.selections.find((item) => item.selection === selectionId);
  const price = selection?.[betType];
  const move = usePriceMove(`${id}:${period}:${selectionId}:${betType}`, price && !price.suspended ? price.odds : undefined);
  const stake = nairaTextToKobo(stakeText);
  const limits = detail.data?.limits;
  const allowance = useStakeAllowance(selection && id ? { matchId: id, period, selection: selectionId, betType } : undefined);
  const ceiling = limits ? stakeCeiling(limits.maxStake, allowance.data) : undefined;
  const blocked = limits && ceiling ? stakeBlocked(limits.minStake, ceiling) : undefined;
  const problems = limits && ceiling ? stakeProblems(stake, limits.minStake, ceiling, balance.data?.available) : [];
  // An invalid stake shows no amounts and no "Place bet · ₦…": only a stake that can be placed is previewed.
  const stakeValid = limits !== undefined && problems.length === 0;
  const closed = detail.data ? !takesBets(detail.data.match, now) : false;
  const unavailable = !price || price.suspended || closed;
  // Nor does a selection that takes no bets now: a win preview and the room left would read as if it did.
  // A bet whose answer was lost is previewed as it was sent (its stake and price), whatever the
  // address says now (QA: ₦500 locked in the box, the win of a ₦20,000 stake from a link beside it).
  const preview = !detail.data
    ? undefined
    : unsure
      ? winPreview(unsure.stake, unsure.odds, detail.data.vipBonusBps, detail.data.handlingFeeBps)
      : price && stake && stakeValid && !unavailable ? winPreview(stake, price.odds, detail.data.vipBonusBps, detail.data.handlingFeeBps) : undefined;
  const selectionText = selectionId === 'other' ? t('detail.other') : selectionId;

  const problemText = (problem: TStakeProblem) =>
    'amount' in problem ? t(`order.${problem.key}`, { min: formatKobo(problem.amount), max: formatKobo(problem.amount) }) : t(`order.${problem.key}`);
  // Over the binding limit and over the balance are said while typing (the balance beside Recharge);
  // an empty or too small stake only when the member taps Place bet, so typing "500" never flashes "minimum".
  const overCeiling = problems.find((problem) => problem.key.startsWith('above'));
  const shortOfBalance = problems.some((problem) => problem.key === 'insufficient');
  // A stake under the minimum is not an error while typing, but the minimum it needs stands out.
  const underMinimum = problems.some((problem) => problem.key === 'belowMin');

  /**
   * Places the bet; `page` is the bet slip as the member tapped Place bet (a dialog the answer
   * brings opens only there). With the bet, the price the member last saw and agreed to: the
   * slip's, or the new one they accepted in the "odds changed" dialog.
   */
  const send = async (request: TPlaceBetRequest, page: TPageMark): Promise<{ bet: TBet; seen: number } | undefined> => {
    try {
      const bet = await runIdempotent(betAction, request, (key) => placeBet(request, key));
      return { bet, seen: request.odds };
    } catch (failure) {
      // No answer: the bet may have been placed. The same request keeps its key (runIdempotent), so
      // a retry replays it; the balance and the room left are read again, as they may have moved.
      // Nor does a refusal at the door (signed out, too many submits) say anything about it: the
      // app's own reaction to those (sign-in, the alert) is all, and the bet stays unsure.
      if (outcomeIsUnknown(failure)) {
        void balance.refetch();
        void allowance.refetch();
        // The notice it brings sits above the sticky Place bet, which the member tapped from
        // anywhere on the slip: brought into view once drawn (QA: only "Try again" changed on screen).
        requestAnimationFrame(() => document.querySelector('[data-testid="order-unsure"]')?.scrollIntoView({ block: 'center' }));
        return undefined;
      }
      if (isDoorRefusal(failure)) {
        // "Busy" has no app-wide reaction of its own: said here.
        if (!answeredByTheApp(failure)) await showToast(await textOfFailure(failure), 'fail');
        return undefined;
      }
      const key = await errorKeyOfFailure(failure);
      const newOdds = key === 'ODDS_CHANGED' ? currentOddsOf(failure) : undefined;
      if (key !== undefined && SLIP_OUT_OF_DATE.has(key)) {
        void queryClient.invalidateQueries({ queryKey: bettingKeys.matchDetail(request.matchId) });
      }
      if (newOdds !== undefined) {
        const from = formatOdds(request.odds);
        const to = formatOdds(newOdds);
        const accepted = await showConfirm({ page, content: <><b className="sl-confirm-title">{t('order.oddsChangedTitle')}</b><br />{t('order.oddsChangedBody', { from, to })}</>, confirmText: t('order.oddsAccept', { to }), cancelText: t('order.notNow') });
        // The first attempt was refused, so this is a new action (and a new key): same bet, the new price.
        return accepted ? send({ ...request, odds: newOdds }, page) : undefined;
      }
      const text = await textOfFailure(failure);
      if (key === 'INSUFFICIENT_AVAILABLE_BALANCE') {
        // Said once: beside the balance, read again (as while typing); under the stake only if
        // the balance read still seems to cover it.
        const fresh = await balance.refetch();
        if (!fresh.data || request.stake <= fresh.data.available) setFieldError(text);
      } else if (key === 'MATCH_CLOSED' || key === 'MATCH_NOT_OPEN' || key === 'MATCH_STARTED') {
        // In the words of the slip's own notice, which the match read again now shows.
        // The read the invalidation above started (not a second one).
        const match = (await detail.refetch({ cancelRefetch: false })).data?.match;
        await showToast(t(`detail.${match && !takesBets(match, serverNow()) ? unavailableReason(match, serverNow()) : 'closed'}`), 'fail');
      } else if (key !== undefined && STAKE_REFUSALS.has(key)) setFieldError(text);
      else await showToast(text, 'fail');
      if (key === 'SELECTION_LIMIT_REACHED' || key === 'SELECTION_FULL' || key === 'DAILY_BET_LIMIT') void allowance.refetch();
      return undefined;
    }
  };

  const place = async (request: TPlaceBetRequest) => {
    if (inFlight.current) return;
    // Offline, nothing would be sent: say so, rather than "your bet may not have been placed".
    if (globalThis.navigator?.onLine === false) {
      toastNetworkError();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    const page = markPage();
    let leaving = false;
    try {
      const placed = await send(request, page);
      if (placed) {
        const { bet } = placed;
        queryClient.setQueryData(bettingKeys.bet(bet.id), bet);
        void refresh();
        // A member who left the slip meanwhile stays where they went, and is told it was placed.
        // With the price the member saw, so the success page can say when the bet took another one.
        if (page.stillOnPage()) {
          leaving = true;
          replace(`${routePath('orderSuccess')}?id=${bet.id}&seen=${placed.seen}`);
        } else void showToast(t('success.title'), 'success');
      }
    } finally {
      // The slip stays locked once its bet is placed: until the success page has loaded in its place,
      // another tap on Place bet would be another bet (a new key), not this one again.
      if (!leaving) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  const submit = async () => {
    if (unsure) return place(unsure);
    if (!detail.data || !price || unavailable || blocked || stake === null) {
      if (stake === null) setFieldError(t('order.required'));
      return;
    }
    const problem = problems[0];
    // The balance is already said beside Recharge.
    setFieldError(problem && problem.key !== 'insufficient' ? problemText(problem) : undefined);
    if (problem) return;
    // With the VIP award's and the fee's rates the slip shows: the bet is not placed on worse ones
    // (the slip is read again and says them; QA: ₦68.20 less than shown, after a cancel elsewhere).
    const terms = { vipBonusBps: detail.data.vipBonusBps, handlingFeeBps: detail.data.handlingFeeBps };
    await place({ matchId: detail.data.match.id, period, selection: selectionId, betType, stake, odds: price.odds, terms, ...(acceptAny ? { acceptAnyOdds: true } : {}) });
  };

  return (
    <div className="sl-page sl-betting-page sl-wallet-page" data-testid="order-detail-page">
      <PageHeader title={tApp('routes.orderDetail')} />
      <main className="sl-content">
        {detail.isPending && id ? (
          <div className="sl-match-hero" aria-busy="true"><span className="sl-skel sl-skel--w60" /><span className="sl-skel sl-skel--field" /></div>
        ) : !detail.data ? (
          <MissingOrFailed what="match" id={id} error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <MatchHero detail={detail.data} now={now} />
            <section className="sl-pick" data-testid="order-selection">
              <div className="sl-pick__main">
                <span className="sl-pick__label">{t('order.selection')}</span>
                <b className="sl-pick__score">{selectionText}</b>
                {/* A link with no market of ours names none (QA: "Full time · Correct score" for period=ET). */}
                {marketLinked && <span className="sl-pick__market" data-testid="order-market">{t('order.market', { period: t(`detail.${period}`), type: t(`detail.${betType}`) })}</span>}
              </div>
              <div className="sl-pick__odds">
                <span className="sl-pick__label">{t('order.odds')}</span>
                {/* A price the match no longer takes bets at (closed, postponed, suspended) is not offered in bright green. */}
                {price && !unavailable ? <b data-testid="order-odds">{formatOdds(price.odds)}</b> : price?.withheld ? <b className="sl-pick__locked">–</b> : <b className="sl-pick__locked"><LockIcon /></b>}
              </div>
              {/* A line of its own under the price: beside it, it would squeeze the market's name. */}
              {move && (
                <span className={`sl-pick__move sl-pick__move--${move.direction}`} role="status" data-testid="order-odds-move" data-direction={move.direction}>
                  <span aria-hidden="true">{move.direction === 'up' ? '▲' : '▼'}</span> {t(`order.odds_${move.direction}`, { from: formatOdds(move.from) })}
                </span>
              )}
            </section>
            {unavailable && <p className="sl-order-note" role="alert" data-testid="order-unavailable">{closed && detail.data ? t(`detail.${unavailableReason(detail.data.match, now)}`) : price?.withheld ? t('detail.withheldNote') : price?.suspended ? t('detail.suspendedNote') : t('order.unavailable')}</p>}
            {!unavailable && blocked && <p className="sl-order-note" role="alert" data-testid="order-blocked">{t(`order.${blocked}`)}</p>}

            <section className="sl-w-card sl-stake" aria-labelledby="order-stake-title">
              <h2 id="order-stake-title" className="sl-w-card__title">
                {t('order.stake')}
                {limits && <small className={underMinimum ? 'sl-stake__short' : undefined} id="order-limits" data-testid="order-limits">{t('order.limits', { min: formatKobo(limits.minStake), max: formatKobo(limits.maxStake) })}</small>}
              </h2>
              <WalletField testId="order-stake" name="stake" label={t('order.stake')} hideCaption size="large" prefix="₦" inputMode="decimal" describedBy={limits ? 'order-limits' : undefined}
                placeholder={t('order.stakePlaceholder')} value={unsure ? koboToNairaText(unsure.stake) : stakeText} error={fieldError ?? (overCeiling && problemText(overCeiling))} readOnly={unsure !== undefined}
                onChange={(value) => { setStakeText(cleanAmountText(value, { language: i18n.language })); setFieldError(undefined); }} />
              <div className="sl-stake__quick" role="group" aria-label={t('order.quick')}>
                {(limits && ceiling ? quickStakesKobo(limits.minStake, ceiling) : []).map((kobo) => (
                  <button key={kobo} type="button" disabled={unsure !== undefined || unavailable || blocked !== undefined} className={`sl-stake__chip${stake === kobo ? ' sl-stake__chip--on' : ''}`} aria-pressed={stake === kobo}
                    onClick={() => { setStakeText(koboToNairaText(kobo)); setFieldError(undefined); }} data-testid={`order-quick-${kobo / 100}`}>
                    {formatKobo(kobo).replace(/\.00$/, '')}
                  </button>
                ))}
              </div>
              <p className="sl-stake__balance">
                <span>{t('order.available')}</span>
                <b className="sl-money" data-testid="order-available">{formatKobo(balance.data?.available)}</b>
                {balance.data && stake !== null && stake > balance.data.available && (
                  <button type="button" className="sl-header-link" onClick={() => open(routePath('recharge'))} data-testid="order-recharge">{t('order.recharge')}</button>
                )}
              </p>
              {shortOfBalance && <p className="sl-stake__short" role="alert" data-testid="order-insufficient">{t('order.insufficient')}</p>}
              {allowance.data && !unavailable && <StakeLimits allowance={allowance.data} />}
              {/* Its room kept while it is read: arriving a second later on a slow line, it pushed
                  the win preview and Place bet 90 px down under the member's finger (QA). */}
              {allowance.isLoading && !unavailable && <StakeLimits />}
            </section>

            <section className="sl-w-card sl-preview" aria-label={t('order.potentialWin')} data-testid="order-preview">
              <PreviewRow id="potential" label={t('order.potentialWin')} value={preview ? formatKobo(preview.win) : EMPTY_VALUE} />
              {/* The VIP award and the fee are rates of this (product rules): the member can check them. */}
              <PreviewRow id="profit" label={t('order.profit')} value={preview ? formatKobo(preview.profit) : EMPTY_VALUE} />
              <PreviewRow id="vip" label={t('order.vipAward', { rate: formatBps(detail.data.vipBonusBps) })} value={preview ? `+${formatKobo(preview.vipAward)}` : EMPTY_VALUE} />
              <PreviewRow id="fee" label={t('order.fee', { rate: formatBps(detail.data.handlingFeeBps) })} value={preview ? `−${formatKobo(preview.handlingFee)}` : EMPTY_VALUE} />
              <PreviewRow id="actual" label={t('order.actualWin')} value={preview ? formatKobo(preview.actualWin) : EMPTY_VALUE} strong />
            </section>

            <label className="sl-accept" data-testid="order-accept-any">
              <input type="checkbox" checked={acceptAny} disabled={unsure !== undefined} onChange={(event) => setAcceptAnyText(event.target.checked ? '1' : '')} />
              <span className="sl-accept__box" aria-hidden="true" />
              <span className="sl-accept__text">
                <b>{t('order.acceptAny')}</b>
                <small>{t('order.acceptAnyHint')}</small>
              </span>
            </label>

            {unsure && <UnsureBetNotice />}
            <div className="sl-slip-action">
              {/* An invalid stake dims the button but leaves it tappable: the tap says what is wrong (empty, under the minimum). */}
              <Button block color="primary" shape="rounded" size="large" loading={submitting} disabled={!unsure && (unavailable || blocked !== undefined)}
                className={stakeValid || unsure ? undefined : 'sl-submit--invalid'} onClick={() => void submit()} data-testid="order-submit" data-valid={stakeValid ? 'true' : 'false'}
                // While it is on its way the button shows only a spinner: it keeps a name for a screen reader.
                aria-busy={submitting} aria-label={submitting ? t('order.placing') : undefined}>
                {unsure ? t('order.retry') : `${t('order.submit')}${stake && price && !unavailable && stakeValid ? ` · ${formatKobo(stake)}` : ''}`}
              </Button>
            </div>
          </>
        )}
      </main>
    </div>
  );
}

/** What is left to stake on the selection and of the member's daily limit; without `allowance`, the same rows dimmed while it is read. */
function StakeLimits({ allowance }: { allowance?: TStakeAllowance }) {
  const { t } = useTranslation('betting');
  const money = (kobo: number | undefined) => (kobo === undefined ? EMPTY_VALUE : formatKobo(kobo));
  const testId = (id: string) => (allowance ? id : undefined);
  return (
    <div className={`sl-stake__limits${allowance ? '' : ' sl-stake__limits--pending'}`} aria-hidden={allowance ? undefined : true}
      data-testid={allowance ? 'order-allowance' : 'order-allowance-pending'}>
      <p className="sl-stake__limit">
        <span>{t('order.roomLeft')}</span>
        <b className="sl-money" data-testid={testId('order-room-left')}>{money(allowance?.selectionRoom)}</b>
      </p>
      <p className="sl-stake__limit">
        <span>{t('order.dailyLeft', { level: allowance?.vipLevel ?? EMPTY_VALUE })}<small>{t('order.dailyOf', { limit: money(allowance?.dailyLimit) })}</small></span>
        <b className="sl-money" data-testid={testId('order-daily-left')}>{money(allowance?.dailyLeft)}</b>
      </p>
    </div>
  );
}

function PreviewRow({ id, label, value, strong = false }: { id: string; label: string; value: string; strong?: boolean }) {
  return (
    <p className={`sl-preview__row${strong ? ' sl-preview__row--strong' : ''}`}>
      <span>{label}</span>
      <b className="sl-money" data-testid={`order-preview-${id}`}>{value}</b>
    </p>
  );
}
