import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSearchParamText } from '../../lib/search-param-state.ts';
import { EMPTY_VALUE, formatKobo } from '@scoreline/contract/display';
import { CheckIcon } from '../../app/icons.tsx';
import { CardIcon, ClockIcon, CoinIcon, TransferIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { idempotentAction, outcomeIsUnknown, runIdempotent } from '../../lib/idempotent-action.ts';
import { cleanAmountText, koboToNairaText, nairaTextToKobo, quickAmountsKobo, rangeProblem } from '../../features/wallet/money-input.ts';
import { lostDepositOf, PAY_TYPES } from '../../features/wallet/unsure-request.ts';
import { countdownText } from '../../features/wallet/format.ts';
import { useFormErrors } from '../../features/wallet/use-form-errors.ts';
import { dailyDeposits } from '../../features/wallet/deposit-daily.ts';
import { formatUsdt, usdtToSendMicros } from '../../features/wallet/usdt.ts';
import { createDeposit } from '../../features/wallet/wallet-api.ts';
import { useDepositOptions, useDepositPayment } from '../../features/wallet/wallet-queries.ts';
import { depositRecordView } from '../../features/wallet/statuses.ts';
import { useServerNow } from '../../lib/use-server-now.ts';
import type { TCreateDepositRequest, TCreateDepositResponse, TDepositOptions, TPayType } from '../../features/wallet/wallet-types.ts';
import { InfoRows } from '../../features/wallet/ui/copy-rows.tsx';
import { LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import { NoticeCard } from '../../app/notice-card.tsx';
import { UnsureMoneyNotice } from '../../features/wallet/ui/unsure-money-notice.tsx';
import { WalletField } from '../../features/wallet/ui/wallet-field.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import { useRefreshWallet } from './use-refresh-wallet.ts';
import './recharge-page.css';
import { rovingTabIndex } from '../../lib/arrow-keys.ts';

const PAY_TYPE_ICONS: Record<TPayType, typeof CardIcon> = { online: CardIcon, transfer: TransferIcon, usdt: CoinIcon };

type TPayTypeOption = TDepositOptions['payTypes'][number];

function firstEnabled(options: TDepositOptions | undefined): TPayType | undefined {
  return options?.payTypes.find((option) => option.enabled)?.type;
}

const depositAction = idempotentAction('deposit');

/** The payweb page for an online deposit's checkout. */
const paywebPath = (checkoutUrl: string, depositId: number) => `${routePath('payweb')}?${new URLSearchParams({ url: checkoutUrl, id: String(depositId) }).toString()}`;

/** ?deposit=: a deposit started earlier, opened from the recharge record to be paid. */
function depositIdParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /pages/home/recharge: pay type, amount (quick amounts, range, USDT conversion), then the way to
 * pay. With ?deposit=ID (the recharge record's "How to pay"), the way to pay a deposit started
 * earlier, while it still waits for payment.
 */
export function RechargePage() {
  const { t, i18n } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open, replace } = useAppNavigation();
  const [params] = useSearchParams();
  const resumeAsked = params.has('deposit');
  const resumeId = depositIdParam(params.get('deposit'));
  const resumed = useDepositPayment(resumeId);
  const refreshWallet = useRefreshWallet();
  const options = useDepositOptions();
  // The way to pay in the address too (?type=), beside the amount: a reload keeps both (QA).
  const [chosenText, setChosenText] = useSearchParamText('type', (raw) => (PAY_TYPES.includes(raw as TPayType) ? (raw as string) : ''));
  const chosen = (chosenText || undefined) as TPayType | undefined;
  // In the address (?amount=), as on Withdraw and the bet slip: a reload keeps what was typed (QA).
  const [amountText, setAmountText] = useSearchParamText('amount', (raw) => cleanAmountText(raw ?? '', { language: i18n.language }));
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<TCreateDepositResponse | null>(null);
  // A second tap before the button shows its spinner must not start a second request.
  const inFlight = useRef(false);
  const errors = useFormErrors<'amount'>((field) => (field === 'amount' ? 'amount' : undefined));
  /**
   * The deposit whose answer was lost (QA: a reload emptied the form, and another amount made a
   * second unpaid order that used up the daily limit). Read from the tab's pending requests, so a
   * reload or a return to the page still has it; the form shows it, locked, and "Try again" sends
   * exactly it (same key: the server answers with the order it may have made), until it answers.
   */
  const lostDeposits = useSyncExternalStore(depositAction.subscribe, depositAction.lostBodies);
  // An online deposit is paid at its checkout: straight there, as when it was made.
  const resumedCheckout = resumed.data?.checkoutUrl ? paywebPath(resumed.data.checkoutUrl, resumed.data.deposit.id) : null;
  useEffect(() => {
    if (resumedCheckout) replace(resumedCheckout);
  }, [resumedCheckout, replace]);
  const resumedInstructions = resumed.data && (resumed.data.transfer || resumed.data.usdt) ? resumed.data : null;
  // No such deposit of the member's (a bad or another member's id), or one paid, failed or timed
  // out: nothing to pay, said once (QA: some ids showed the form silently); the form stays for a new deposit.
  const resumeMissing = resumeAsked && (resumeId === undefined || resumed.isError);
  const resumeOver = resumed.data && !resumed.data.checkoutUrl && !resumedInstructions ? resumed.data.deposit : null;
  // For the status named there: a slow tick, the form below is being typed into.
  const now = useServerNow(30_000);
  const shown = result ?? resumedInstructions;
  const another = () => {
    setResult(null);
    setAmountText('');
    if (resumeId !== undefined) replace(routePath('recharge'));
  };
  const unsure = lostDepositOf(lostDeposits);

  const payType = unsure?.payType ?? (chosen && options.data?.payTypes.some((o) => o.type === chosen && o.enabled) ? chosen : firstEnabled(options.data));
  const option = options.data?.payTypes.find((o) => o.type === payType);
  const shownAmountText = unsure ? koboToNairaText(unsure.amount) : amountText;
  const kobo = nairaTextToKobo(shownAmountText);
  const dailyLeft = options.data ? dailyDeposits(options.data).left : 0;

  const choose = (type: TPayType) => {
    if (unsure) return;
    setChosenText(type);
    errors.clear();
  };

  const submit = async () => {
    if (!options.data || !option || !payType || submitting) return;
    // A retry of the lost deposit is not checked again: it may be the order that now fills the
    // daily limit, and the server answers it with what it did the first time.
    if (unsure) return send(unsure);
    const problem = rangeProblem(kobo, option.min, option.max);
    if (problem) {
      await errors.setError('amount', 'DEPOSIT_AMOUNT_RANGE', { min: formatKobo(option.min), max: formatKobo(option.max) });
      return;
    }
    if (kobo !== null && kobo > dailyLeft) {
      // What is left today, not "reached" (QA: said with ₦498,999.45 left).
      await errors.setError('amount', 'DEPOSIT_DAILY_LIMIT', { limit: formatKobo(options.data.dailyLimit), left: formatKobo(dailyLeft) });
      return;
    }
    await send({ payType, amount: kobo ?? 0 });
  };

  const send = async (request: TCreateDepositRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    // Off to the checkout: the button stays busy until that page is on screen (on a slow line its
    // code takes a second or more, and an idle button under an emptied form invited a second order).
    let leaving = false;
    try {
      const answer = await runIdempotent(depositAction, request, (key) => createDeposit(request, key));
      refreshWallet();
      // The order is made: Back from its checkout, or a reload, finds the form empty for another one.
      setAmountText('');
      if (answer.checkoutUrl) {
        leaving = true;
        open(paywebPath(answer.checkoutUrl, answer.deposit.id));
      } else {
        setResult(answer);
        window.scrollTo(0, 0);
      }
    } catch (failure) {
      if (outcomeIsUnknown(failure)) {
        // No answer: the order may exist and count against the daily limit. The figures are read
        // again, and the lasting notice (the request is now lost) says it instead of a brief toast.
        refreshWallet();
        // The notice sits at the top; the member tapped at the bottom of the form and must see it.
        window.scrollTo(0, 0);
      } else {
        const info = await errors.showFailure(failure);
        // Deposits made elsewhere took the day's room: the daily card reads it again, so it says
        // what the refusal says is left (QA: "₦50,000.00 left today" under "₦10,000.00 left today").
        if (info.key === 'DEPOSIT_DAILY_LIMIT') void options.refetch();
      }
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  return (
    <div className="sl-page sl-wallet-page sl-recharge" data-testid="recharge-page">
      <PageHeader title={tApp('routes.recharge')}
        right={<button type="button" className="sl-header-link" onClick={() => open(routePath('rechargeRecord'))} data-testid="recharge-records">{t('common.records')}</button>} />
      <main className="sl-content">
        {unsure && !shown && <UnsureMoneyNotice kind="deposit" retryShown={!options.isPending && !options.isError && Boolean(options.data && payType && option)} />}
        {resumeMissing && !shown && <NoticeCard title={t('recharge.resumeMissing')} testId="recharge-resume-missing" />}
        {resumeOver && !shown && (
          <NoticeCard title={t('recharge.resumeOver')} testId="recharge-resume-over"
            body={t('recharge.resumeOverBody', { reference: resumeOver.reference, status: t(`status.deposit.${depositRecordView(resumeOver, now).key}`) })} />
        )}
        {shown ? (
          <PaymentInstructions result={shown} onAnother={another} onRecords={() => open(routePath('rechargeRecord'))} />
        ) : options.isPending || (resumeId !== undefined && (resumed.isPending || resumedCheckout)) ? (
          <RechargeSkeleton />
        ) : options.isError || !options.data ? (
          <LoadFailed onRetry={() => void options.refetch()} error={options.error} />
        ) : !payType || !option ? (
          <NoticeCard tone="warning" title={t('recharge.noneAvailable')} testId="recharge-none" />
        ) : (
          <>
            {options.data.sandbox && (
              <p className="sl-recharge__sandbox"><span className="sl-sandbox-badge" data-testid="recharge-sandbox">{t('common.sandbox')}</span>{t('common.sandboxHint')}</p>
            )}
            <section className="sl-w-card" aria-labelledby="recharge-method">
              <h2 id="recharge-method" className="sl-w-card__title">{t('recharge.method')}</h2>
              <div className="sl-paytypes" role="radiogroup" aria-labelledby="recharge-method">
                {options.data.payTypes.map((item, index) => (
                  <PayTypeTile key={item.type} option={item} selected={item.type === payType} tabIndex={rovingTabIndex(index, options.data.payTypes.findIndex((other) => other.type === payType))} locked={Boolean(unsure)} onSelect={() => choose(item.type)} />
                ))}
              </div>
              <p className="sl-recharge__tip">{t(`payType.${payType}Tip`)}</p>
            </section>

            <section className="sl-w-card" aria-labelledby="recharge-amount-title">
              <h2 id="recharge-amount-title" className="sl-w-card__title">{t('recharge.amount')}</h2>
              <WalletField testId="recharge-amount" name="amount" label={t('recharge.amount')} hideCaption size="large" prefix="₦" inputMode="decimal"
                value={shownAmountText} readOnly={unsure !== undefined} placeholder={t('recharge.amountPlaceholder')} error={errors.textOf('amount')}
                onChange={(value) => { setAmountText(cleanAmountText(value, { language: i18n.language })); errors.clear('amount'); }}
                hint={<span data-testid="recharge-range">{t('recharge.range', { min: formatKobo(option.min), max: formatKobo(option.max) })}</span>} />
              {!unsure && <QuickAmounts option={option} current={kobo} onPick={(value) => { setAmountText(String(value / 100)); errors.clear('amount'); }} />}
              {payType === 'usdt' && <UsdtConversion kobo={kobo} rate={options.data.usdtRate} />}
            </section>

            <DailyLimit options={options.data} />

            <Button block color="primary" shape="rounded" size="large" loading={submitting} onClick={() => void submit()} data-testid="recharge-submit">
              {unsure ? t('unsure.retry') : kobo ? t('recharge.submit', { amount: formatKobo(kobo) }) : t('recharge.submitEmpty')}
            </Button>
          </>
        )}
      </main>
    </div>
  );
}

/** `locked`: the form holds a deposit whose answer was lost, so only its own pay type stays live. */
function PayTypeTile({ option, selected, locked = false, onSelect, tabIndex }: { option: TPayTypeOption; selected: boolean; locked?: boolean; onSelect: () => void; tabIndex: number }) {
  const { t } = useTranslation('wallet');
  const Icon = PAY_TYPE_ICONS[option.type];
  return (
    <button type="button" role="radio" aria-checked={selected} tabIndex={tabIndex} disabled={!option.enabled || (locked && !selected)} onClick={onSelect}
      className={`sl-paytype${selected ? ' sl-paytype--on' : ''}`} data-testid={`recharge-type-${option.type}`}>
      <span className="sl-paytype__icon" aria-hidden="true"><Icon /></span>
      <span className="sl-paytype__name">{t(`payType.${option.type}`)}</span>
      <span className="sl-paytype__range">{option.enabled ? `${formatKobo(option.min)}+` : t('recharge.unavailable')}</span>
      {selected && <span className="sl-paytype__check" aria-hidden="true"><CheckIcon /></span>}
    </button>
  );
}

function QuickAmounts({ option, current, onPick }: { option: TPayTypeOption; current: number | null; onPick: (kobo: number) => void }) {
  const { t } = useTranslation('wallet');
  const amounts = quickAmountsKobo(option.min, option.max).slice(0, 8);
  if (amounts.length === 0) return null;
  return (
    <div className="sl-quick-amounts" role="group" aria-label={t('recharge.quick')}>
      {amounts.map((value) => (
        <button key={value} type="button" className={`sl-quick-amount${current === value ? ' sl-quick-amount--on' : ''}`}
          onClick={() => onPick(value)} data-testid={`recharge-quick-${value / 100}`}>
          {formatKobo(value).replace('.00', '')}
        </button>
      ))}
    </div>
  );
}

function UsdtConversion({ kobo, rate }: { kobo: number | null; rate: number }) {
  const { t } = useTranslation('wallet');
  const micros = kobo ? usdtToSendMicros(kobo, rate) : null;
  return (
    <div className="sl-usdt-box" data-testid="recharge-usdt">
      <div>
        <span>{t('recharge.rate')}</span>
        <b data-testid="recharge-usdt-rate">{t('recharge.rateValue', { rate: formatKobo(rate) })}</b>
      </div>
      <div>
        <span>{t('recharge.youSend')}</span>
        <b className="sl-usdt-box__send" data-testid="recharge-usdt-send">{micros === null ? EMPTY_VALUE : `≈ ${formatUsdt(micros)}`}</b>
      </div>
    </div>
  );
}

function DailyLimit({ options }: { options: TDepositOptions }) {
  const { t } = useTranslation('wallet');
  const daily = dailyDeposits(options);
  return (
    <section className="sl-w-card sl-daily" data-testid="recharge-daily">
      <div className="sl-daily__top">
        <span>{t('recharge.dailyLimit')}</span>
        <b className="sl-money">{t('recharge.dailyLimitValue', { used: formatKobo(daily.paid), limit: formatKobo(options.dailyLimit) })}</b>
      </div>
      <div className="sl-daily__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={daily.paidPercent + daily.waitingPercent}>
        <span style={{ width: `${daily.paidPercent}%` }} />
        {daily.waitingPercent > 0 && <span className="sl-daily__waiting" style={{ width: `${daily.waitingPercent}%` }} />}
      </div>
      {daily.waiting > 0 && (
        <p className="sl-daily__note" data-testid="recharge-daily-waiting">{t('recharge.dailyWaiting', { amount: formatKobo(daily.waiting) })}</p>
      )}
      <p className="sl-daily__left" data-testid="recharge-daily-left">{t('recharge.dailyLeft', { left: formatKobo(daily.left) })}</p>
    </section>
  );
}

/** Transfer and USDT deposits: where to send the money, each line with a copy button. */
function PaymentInstructions({ result, onAnother, onRecords }: { result: TCreateDepositResponse; onAnother: () => void; onRecords: () => void }) {
  const { t } = useTranslation('wallet');
  // The deposit's expiry is the server's: so is the clock it counts down on.
  const now = useServerNow();
  const { deposit, transfer, usdt } = result;
  const left = countdownText(deposit.expiresAt, now);
  const usdtAmount = deposit.usdtAmountMicros === null ? '-' : formatUsdt(deposit.usdtAmountMicros);
  const rows = useMemo(() => {
    if (transfer) {
      return [
        { id: 'bank', label: t('recharge.bank'), value: transfer.bankName },
        { id: 'account', label: t('recharge.accountNumber'), value: transfer.accountNumber, copy: transfer.accountNumber, strong: true },
        { id: 'name', label: t('recharge.accountName'), value: transfer.accountName, copy: transfer.accountName },
        { id: 'amount', label: t('common.amount'), value: formatKobo(deposit.amount), copy: String(deposit.amount / 100), tone: 'accent' as const, strong: true },
        { id: 'reference', label: t('common.reference'), value: transfer.reference, copy: transfer.reference },
      ];
    }
    return [
      { id: 'network', label: t('recharge.network'), value: usdt?.network ?? '-' },
      { id: 'address', label: t('recharge.address'), value: usdt?.address ?? '-', copy: usdt?.address },
      {
        id: 'usdt',
        label: t('recharge.usdtAmount'),
        value: usdtAmount,
        copy: deposit.usdtAmountMicros === null ? undefined : formatUsdt(deposit.usdtAmountMicros, { unit: false }).replace(/,/g, ''),
        tone: 'accent' as const,
        strong: true,
      },
      { id: 'rate', label: t('recharge.rate'), value: deposit.exchangeRate ? t('recharge.rateValue', { rate: formatKobo(deposit.exchangeRate) }) : '-' },
      { id: 'naira', label: t('recharge.nairaAmount'), value: formatKobo(deposit.amount) },
      { id: 'reference', label: t('common.reference'), value: deposit.reference, copy: deposit.reference },
    ];
  }, [deposit, transfer, usdt, usdtAmount, t]);

  return (
    <section className="sl-instructions" data-testid="recharge-instructions" data-pay-type={deposit.payType}>
      <div className="sl-instructions__head">
        <span className="sl-instructions__icon" aria-hidden="true">{transfer ? <TransferIcon /> : <CoinIcon />}</span>
        <h2>{transfer ? t('recharge.transferTitle', { amount: formatKobo(deposit.amount) }) : t('recharge.usdtTitle', { amount: usdtAmount })}</h2>
        <p>{transfer ? t('recharge.transferBody') : t('recharge.usdtBody', { network: usdt?.network ?? '' })}</p>
        <span className={`sl-instructions__timer${left ? '' : ' sl-instructions__timer--over'}`} data-testid="recharge-expiry">
          <ClockIcon />
          {left ? t('recharge.expiresIn', { time: left }) : t('recharge.expired')}
        </span>
      </div>
      <div className="sl-w-card">
        <InfoRows rows={rows} testId="recharge-detail" />
      </div>
      <p className="sl-recharge__tip">{t('recharge.creditedHint')}</p>
      <div className="sl-form-actions">
        <Button block color="primary" shape="rounded" size="large" onClick={onRecords} data-testid="recharge-view-records">
          {t('recharge.viewRecords')}
        </Button>
        <Button block shape="rounded" size="large" fill="outline" onClick={onAnother} data-testid="recharge-another">
          {t('recharge.another')}
        </Button>
      </div>
    </section>
  );
}

function RechargeSkeleton() {
  return (
    <div className="sl-recharge-skeleton" aria-busy="true" data-testid="recharge-loading">
      <div className="sl-w-card"><span className="sl-skel sl-skel--w35" /><div className="sl-paytypes">{[0, 1, 2].map((i) => <span key={i} className="sl-skel sl-skel--tile" />)}</div></div>
      <div className="sl-w-card"><span className="sl-skel sl-skel--w35" /><span className="sl-skel sl-skel--field" /></div>
    </div>
  );
}
