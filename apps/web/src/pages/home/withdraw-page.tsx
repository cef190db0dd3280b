import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatKobo } from '@scoreline/contract/display';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { CheckIcon, ChevronRightIcon } from '../../app/icons.tsx';
import { CardIcon, CoinIcon, PlusIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { bankInitials, formatDateTime, shortAddress } from '../../features/wallet/format.ts';
import { ApiError } from '../../lib/api-envelope.ts';
import { afterOverlayEntries } from '../../lib/back-closes.ts';
import { currentLanguage, ensureErrorMessages } from '../../lib/i18n.ts';
import { idempotentAction, outcomeIsUnknown, runIdempotent } from '../../lib/idempotent-action.ts';
import { cleanAmountText } from '../../features/wallet/money-input.ts';
import { useSearchParamText } from '../../lib/search-param-state.ts';
import { lostWithdrawalAmountText, lostWithdrawalOf, lostWithdrawalWentThrough, settleLostRequests } from '../../features/wallet/unsure-request.ts';
import { BANK_APPROVED, bankApprovalView } from '../../features/wallet/statuses.ts';
import { useDebounced } from '../../features/wallet/use-debounced.ts';
import { useFormErrors } from '../../features/wallet/use-form-errors.ts';
import { requestWithdrawal } from '../../features/wallet/wallet-api.ts';
import {
  useBankAccounts,
  useWalletPasswordStatus,
  useWalletSummary,
  useWithdrawalPreview,
  useWithdrawalRules,
} from '../../features/wallet/wallet-queries.ts';
import type { TBankAccount, TWithdrawalMethod, TWithdrawalRules } from '../../features/wallet/wallet-types.ts';
import { MAX_BANK_ACCOUNTS } from '../../features/wallet/bank-rules.ts';
import {
  maxAmountText,
  previewableAmount,
  receiveView,
  resetsVip,
  rulesView,
  typedAmountProblem,
  usdtWindowText,
  withdrawalKobo,
  withdrawProblem,
  withdrawWait,
} from '../../features/wallet/withdraw-math.ts';
import { BottomSheet } from '../../features/wallet/ui/bottom-sheet.tsx';
import { InfoRows } from '../../features/wallet/ui/copy-rows.tsx';
import { LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import { NoticeCard } from '../../app/notice-card.tsx';
import { PasswordSheet } from '../../features/wallet/ui/password-sheet.tsx';
import { StatusTag } from '../../features/wallet/ui/status-tag.tsx';
import { UnsureMoneyNotice } from '../../features/wallet/ui/unsure-money-notice.tsx';
import { WalletField } from '../../features/wallet/ui/wallet-field.tsx';
import { markPage, showAlert, showConfirm, type TPageMark } from '../../lib/notify.ts';
import '../../features/wallet/ui/wallet-ui.css';
import { useRefreshWallet } from './use-refresh-wallet.ts';
import './withdraw-page.css';
import { rovingTabIndex } from '../../lib/arrow-keys.ts';
import { useServerTimePassing } from '../../lib/use-server-now.ts';

type TField = 'amount' | 'bank' | 'address' | 'password';

const SERVER_FIELDS: Record<string, TField> = { amount: 'amount', bankAccountId: 'bank', usdtAddress: 'address', walletPassword: 'password' };
const PASSWORD_KEYS = new Set<TErrorKey>(['WALLET_PASSWORD_INCORRECT', 'WALLET_PASSWORD_FORMAT']);

const withdrawalAction = idempotentAction('withdrawal');

/** The notice of each bar withdrawWait names, by its texts' stem (withdraw.<stem>Title and <stem>Body). */
const WAIT_TEXTS: Partial<Record<TErrorKey, 'open' | 'count' | 'wait'>> = { WITHDRAW_UNCOMPLETED: 'open', WITHDRAW_DAILY_COUNT: 'count', WITHDRAW_INTERVAL: 'wait' };

/** The methods in their order on screen. */
const WITHDRAWAL_METHODS: readonly TWithdrawalMethod[] = ['bank', 'usdt'];

/** /pages/home/withdraw: to a bank account or a USDT address, with the fee shown before the wallet password confirms it. */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { open, replace } = useAppNavigation();
  const refreshWallet = useRefreshWallet();
  const summary = useWalletSummary();
  const rules = useWithdrawalRules();
  const wait = rules.data ? withdrawWait(rules.data) : undefined;
  const waitParams = wait?.key === 'WITHDRAW_DAILY_COUNT' ? { count: rules.data?.dailyCount ?? 0 } : (wait?.params ?? {});
  const accounts = useBankAccounts();
  const passwordStatus = useWalletPasswordStatus();

  // Method and amount in the address (?method=&amount=), as the bet slip keeps its stake: a sign-in
  // again after the session ended comes back to them (QA: the amount was gone).
  const [methodText, setMethodText] = useSearchParamText('method', (raw) => (raw === 'usdt' ? 'usdt' : 'bank'));
  const chosenMethod: TWithdrawalMethod = methodText === 'usdt' ? 'usdt' : 'bank';
  const setMethod = (next: TWithdrawalMethod) => setMethodText(next);
  const [pickedBankId, setPickedBankId] = useState<number | undefined>(undefined);
  const [typedAddress, setAddress] = useState('');
  const [typedAmountText, setAmountText] = useSearchParamText('amount', (raw) => cleanAmountText(raw ?? '', { language: i18n.language }));
  const [bankSheet, setBankSheet] = useState(false);
  const [passwordSheet, setPasswordSheet] = useState(false);
  const [acceptVipReset, setAcceptVipReset] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The passcode's auto-submit and a tap on the confirm button may land in the same tick.
  const inFlight = useRef(false);
  const errors = useFormErrors<TField>(
    (field) => SERVER_FIELDS[field],
    (key) => (PASSWORD_KEYS.has(key) ? 'password' : undefined),
  );

  /**
   * The withdrawal whose answer was lost (QA: the page went on offering the same withdrawal as if
   * none had been made). Read from the tab's pending requests, so a reload or a return to the page
   * still has it: the form shows it, locked, and "Try again" (the wallet password typed again, as
   * it is never kept) sends exactly it, whose key makes the server answer the first attempt again.
   */
  const lostWithdrawals = useSyncExternalStore(withdrawalAction.subscribe, withdrawalAction.lostBodies);
  const lostRequest = lostWithdrawalOf(lostWithdrawals);
  /**
   * A withdrawal on its way (the server's "one at a time") is the lost request that went through,
   * or the one it was refused for: either way there is nothing to try again, and only the notice
   * of the withdrawal on its way is shown (QA: both notices, one saying to try again, the other
   * that no withdrawal can be made). Once a fresh read shows it, the lost request is forgotten.
   */
  const onItsWay = rules.data?.hasOpenWithdrawal === true;
  const unsure = onItsWay ? undefined : lostRequest;
  const lostWentThrough = lostRequest !== undefined
    && lostWithdrawalWentThrough({ hasOpenWithdrawal: rules.data?.hasOpenWithdrawal, fetchedAfterMount: rules.isFetchedAfterMount, fetching: rules.isFetching });
  useEffect(() => {
    if (lostWentThrough) settleLostRequests(withdrawalAction);
  }, [lostWentThrough]);
  const method = unsure?.method ?? chosenMethod;
  const address = unsure?.usdtAddress ?? typedAddress;
  const amountText = unsure ? lostWithdrawalAmountText(unsure, rules.data?.usdt.rate ?? 0) : typedAmountText;

  const approved = (accounts.data ?? []).filter((account) => account.approvalStatus === BANK_APPROVED);
  const bankAccount = unsure?.method === 'bank'
    ? (accounts.data ?? []).find((account) => account.id === unsure.bankAccountId)
    : (approved.find((account) => account.id === pickedBankId) ?? approved[0]);
  const passwordSet = passwordStatus.data?.isSet ?? summary.data?.walletPasswordSet;
  // Read by the server's clock, and again when it passes the lock's end: the notice and the
  // disabled Withdraw outlived the lock on a page left open, and a phone's clock running slow
  // kept them longer still (QA).
  const lockEnd = passwordStatus.data?.lockedUntil ? new Date(passwordStatus.data.lockedUntil).getTime() : undefined;
  const serverTime = useServerTimePassing(lockEnd === undefined ? [] : [lockEnd]);
  const lockedUntil = lockEnd !== undefined && lockEnd > serverTime ? passwordStatus.data!.lockedUntil : null;

  // The lost request's own kobo: a USDT rate that moved since must not change what a retry says.
  const koboOf = (text: string) => (unsure ? unsure.amount : rules.data ? withdrawalKobo(method, text, rules.data) : null);
  const amountKobo = koboOf(amountText);
  // The fee preview waits for the member to stop typing; what is wrong with the amount is said as
  // they type (withdraw-math.ts typedAmountProblem), from the rules the page has, with the texts
  // the server would answer. The lost request is neither checked nor refused again here.
  const settledText = useDebounced(amountText, 400);
  const settled = settledText === amountText;
  const settledKobo = koboOf(settledText);
  const previewable = Boolean(rules.data && settledKobo && (unsure || previewableAmount(method, settledText, rules.data)));
  const preview = useWithdrawalPreview(method, settledKobo, previewable && settled);
  const typedProblem = unsure || !rules.data ? undefined : typedAmountProblem(method, amountText, rules.data, { settled });
  const typedProblemKey = typedProblem?.key;
  useEffect(() => {
    if (typedProblemKey) void ensureErrorMessages().catch(() => undefined);
  }, [typedProblemKey]);
  const typedProblemText = typedProblem && i18n.exists(`errors:${typedProblem.key}`) ? tErrors(typedProblem.key, { ...typedProblem.params }) : undefined;
  // A refusal of the preview (a USDT fee tier the wallet cannot pay, a balance that moved since the
  // rules were read) goes under the amount as the request's own would; each answer once, and only
  // for the amount now in the field.
  const shownPreviewFailure = useRef<unknown>(null);
  useEffect(() => {
    const failure = preview.error;
    if (unsure || !settled || !(failure instanceof ApiError) || failure.field !== 'amount' || failure === shownPreviewFailure.current) return;
    shownPreviewFailure.current = failure;
    void errors.showFailure(failure);
  }, [preview.error, unsure, settled, errors]);
  const amountError = errors.textOf('amount') ?? typedProblemText;

  // Naira and USDT amounts are apart (another unit); each method keeps its own, so moving along the
  // methods with the arrow keys (or a tap there and back) does not lose what was typed (QA).
  const amountOf = useRef<Record<TWithdrawalMethod, string>>({ bank: '', usdt: '' });
  const switchMethod = (next: TWithdrawalMethod) => {
    if (unsure || next === method) return;
    amountOf.current[method] = typedAmountText;
    setMethod(next);
    setAmountText(amountOf.current[next]);
    errors.clear();
  };

  /** Asks the member to accept the VIP reset this withdrawal causes; false when they decline (or left `page`). */
  const confirmVipReset = async (count: number, page?: TPageMark): Promise<boolean> =>
    showConfirm({
      page,
      content: (
        <div className="sl-vip-confirm" data-testid="withdraw-vip-confirm">
          <strong>{t('withdraw.vipTitle')}</strong>
          <span>{t('withdraw.vipBody', { count, level: summary.data?.vipLevel ?? 0 })}</span>
        </div>
      ),
      confirmText: t('withdraw.vipConfirm'),
      cancelText: t('common.cancel'),
    });

  const start = async () => {
    if (!rules.data || submitting) return;
    if (passwordSet === false) {
      if (await showAlert({ content: t('withdraw.passwordNotSetBody'), confirmText: t('withdraw.setPassword') })) open(routePath('fpModification'));
      return;
    }
    // A retry of the lost withdrawal is not checked nor confirmed again: the server may already
    // count it (today's withdrawals, the balance), and it answers it as it did the first time.
    if (unsure) {
      errors.clear();
      setPasswordSheet(true);
      return;
    }
    const problem = withdrawProblem({ method, amountText, bankAccountId: bankAccount?.id, usdtAddress: address }, rules.data);
    if (problem) {
      await errors.setError(problem.field, problem.key, problem.params);
      if (problem.field === 'bank' && approved.length > 0) setBankSheet(true);
      return;
    }
    let accept = false;
    if (resetsVip(rules.data, summary.data?.vipLevel ?? 0)) {
      if (!(await confirmVipReset(rules.data.consecutiveWithdrawals + 1))) return;
      accept = true;
    }
    setAcceptVipReset(accept);
    errors.clear();
    setPasswordSheet(true);
  };

  const confirm = async (walletPassword: string) => {
    if (!rules.data || amountKobo === null || inFlight.current) return;
    if (unsure) {
      // Once the server answers, the request is no longer pending and the form shows what was
      // typed: it keeps the retried withdrawal (a refusal to correct, the VIP reset to confirm).
      setMethod(unsure.method);
      if (unsure.bankAccountId !== undefined) setPickedBankId(unsure.bankAccountId);
      if (unsure.usdtAddress !== undefined) setAddress(unsure.usdtAddress);
      setAmountText(amountText);
      setAcceptVipReset(unsure.acceptVipReset === true);
    }
    const request = unsure ? { ...unsure, walletPassword } : {
      method,
      amount: amountKobo,
      ...(method === 'bank' ? { bankAccountId: bankAccount?.id } : { usdtAddress: address.trim() }),
      walletPassword,
      ...(acceptVipReset ? { acceptVipReset: true } : {}),
    };
    inFlight.current = true;
    setSubmitting(true);
    // What the answer brings up belongs to this page: a member who left it meanwhile is not asked.
    const page = markPage();
    try {
      // Kept in the tab while its answer is unknown, and fingerprinted, without the wallet password
      // (QA found it in sessionStorage): the server's retry check leaves it out too.
      const pending = { ...request, walletPassword: undefined };
      const withdrawal = await runIdempotent(withdrawalAction, pending, (key) => requestWithdrawal(request, key));
      setPasswordSheet(false);
      refreshWallet();
      // A member who already left the page (phone Back) is not shown it, nor taken to the records.
      if (await showAlert({ page, title: t('withdraw.doneTitle'), content: t('withdraw.doneBody', { amount: formatKobo(withdrawal.amount) }) })) replace(routePath('withdrawRecord'));
    } catch (failure) {
      if (outcomeIsUnknown(failure)) {
        // No answer: the withdrawal may exist. The balance, what is withdrawable and today's count
        // are read again, and the lasting notice (the request is now lost) says it, not a toast.
        setPasswordSheet(false);
        refreshWallet();
        // The notice sits at the top; the member tapped at the bottom of the form and must see it.
        // Once the sheet's history entry is stepped over: that step brings back the scroll the page
        // had when the sheet opened (QA: the notice stayed above the screen, nothing else said it).
        afterOverlayEntries(() => requestAnimationFrame(() => window.scrollTo(0, 0)));
        return;
      }
      const info = await errors.showFailure(failure);
      // QA: "at most ₦7,635.04" beside an Available still of ₦12,711.40 (a bet from another tab).
      refreshWallet({ moved: false });
      if (info.field !== 'password') setPasswordSheet(false);
      if (info.key === 'WALLET_PASSWORD_LOCKED') void passwordStatus.refetch();
      if (info.key === 'WALLET_PASSWORD_NOT_SET') open(routePath('fpModification'));
      if (info.key && info.key.startsWith('WITHDRAW_')) void rules.refetch();
      // The rules changed since the page loaded (another withdrawal in a row): ask now, then the password again.
      if (info.key === 'WITHDRAW_VIP_RESET_CONFIRM' && (await confirmVipReset((rules.data?.consecutiveWithdrawals ?? 0) + 1, page))) {
        setAcceptVipReset(true);
        setPasswordSheet(true);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const loading = rules.isPending || accounts.isPending;
  // The form (and its "Try again") is there: loaded, and not waiting for the wallet password to be set.
  const retryShown = !loading && !rules.isError && rules.data !== undefined && passwordSet !== false;
  const view = rules.data ? rulesView(rules.data, method) : undefined;
  const receive = preview.data && previewable && !amountError && amountText.trim() !== '' ? receiveView(preview.data, method) : undefined;
  // A filled-in amount is not asked for again (QA: "Enter an amount..." under ₦1,000,001).
  const previewNote = amountError || (settled && amountText.trim() !== '') ? t('withdraw.previewBlocked') : t('withdraw.previewEmpty');

  return (
    <div className="sl-page sl-wallet-page sl-withdraw" data-testid="withdraw-page">
      <PageHeader title={tApp('routes.withdraw')}
        right={<button type="button" className="sl-header-link" onClick={() => open(routePath('withdrawRecord'))} data-testid="withdraw-records">{t('withdraw.records')}</button>} />
      <main className="sl-content">
        <section className="sl-withdraw-balance" aria-label={t('withdraw.available')}>
          <div>
            <span>{t('withdraw.available')}</span>
            {summary.data ? <b className="sl-money" data-testid="withdraw-available">{formatKobo(summary.data.available)}</b> : <b className="sl-money">{EMPTY_VALUE}</b>}
          </div>
          <div>
            <span>{t('withdraw.withdrawable')}</span>
            <b className="sl-money sl-withdraw-balance__max" data-testid="withdraw-withdrawable">{view ? view.maxWithdrawable : EMPTY_VALUE}</b>
          </div>
        </section>

        {unsure && <UnsureMoneyNotice kind="withdrawal" retryShown={retryShown} />}
        {passwordSet === false && (
          <NoticeCard tone="warning" title={t('withdraw.passwordNotSet')} body={t('withdraw.passwordNotSetBody')} testId="withdraw-password-notice"
            action={<Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('fpModification'))} data-testid="withdraw-set-password">{t('withdraw.setPassword')}</Button>} />
        )}
        {lockedUntil && (
          <NoticeCard tone="warning" title={t('withdraw.locked')} body={t('withdraw.lockedBody', { time: formatDateTime(lockedUntil) })} testId="withdraw-locked"
            action={<Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => open(routePath('rfPassword'))}>{t('withdraw.retrieve')}</Button>} />
        )}

        {wait && (
          <NoticeCard tone="warning" testId="withdraw-wait"
            title={t(`withdraw.${WAIT_TEXTS[wait.key] ?? 'wait'}Title`, waitParams)}
            body={t(`withdraw.${WAIT_TEXTS[wait.key] ?? 'wait'}Body`, waitParams)}
            action={wait.key === 'WITHDRAW_UNCOMPLETED' ? <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => open(routePath('withdrawRecord'))}>{t('withdraw.records')}</Button> : undefined} />
        )}

        {loading ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--w35" /><span className="sl-skel sl-skel--field" /><span className="sl-skel sl-skel--field" /></div>
        ) : rules.isError || !rules.data ? (
          <LoadFailed onRetry={() => void rules.refetch()} error={rules.error} />
        ) : (
          <>
            <section className="sl-w-card" aria-labelledby="withdraw-method-title">
              <h2 id="withdraw-method-title" className="sl-w-card__title">{t('withdraw.method')}</h2>
              <div className="sl-segment" role="radiogroup" aria-labelledby="withdraw-method-title">
                {WITHDRAWAL_METHODS.map((item, index) => (
                  <button key={item} type="button" role="radio" aria-checked={method === item} tabIndex={rovingTabIndex(index, WITHDRAWAL_METHODS.indexOf(method))} disabled={unsure !== undefined && method !== item} onClick={() => switchMethod(item)}
                    className={`sl-segment__item${method === item ? ' sl-segment__item--on' : ''}`} data-testid={`withdraw-method-${item}`}>
                    {item === 'bank' ? <CardIcon /> : <CoinIcon />}
                    {t(`withdraw.${item}`)}
                  </button>
                ))}
              </div>

              <div className="sl-withdraw__destination">
                {method === 'bank' ? (
                  <BankChoice accounts={accounts.data ?? []} chosen={bankAccount} error={errors.textOf('bank')}
                    onOpen={() => { if (!unsure) setBankSheet(true); }} onAdd={() => open(routePath('bankAdd'))} />
                ) : (
                  <UsdtDestination rules={rules.data} address={address} readOnly={unsure !== undefined} error={errors.textOf('address') ? t('withdraw.addressInvalid') : undefined}
                    onAddress={(value) => { setAddress(value.trim()); errors.clear('address'); }} />
                )}
              </div>
            </section>

            <section className="sl-w-card" aria-labelledby="withdraw-amount-title">
              <h2 id="withdraw-amount-title" className="sl-w-card__title">{method === 'usdt' ? t('withdraw.amountUsdt') : t('withdraw.amount')}</h2>
              <WalletField testId="withdraw-amount" name="amount" label={method === 'usdt' ? t('withdraw.amountUsdt') : t('withdraw.amount')} hideCaption size="large"
                prefix={method === 'bank' ? '₦' : undefined} inputMode={method === 'bank' ? 'decimal' : 'numeric'} value={amountText} readOnly={unsure !== undefined}
                placeholder={t('withdraw.amountPlaceholder')} error={amountError}
                hint={method === 'bank' ? t('withdraw.amountRange', { range: view?.range ?? '' }) : t('withdraw.amountUsdtMin', { min: rules.data.usdt.minUsdt })}
                onChange={(value) => { setAmountText(cleanAmountText(value, { decimals: method === 'bank', language: i18n.language })); errors.clear('amount'); }}
                suffix={
                  <>
                    {method === 'usdt' && <span className="sl-wf__unit">USDT</span>}
                    <button type="button" className="sl-wf__suffix-button" disabled={unsure !== undefined} onClick={() => { setAmountText(maxAmountText(method, rules.data)); errors.clear('amount'); }}
                      data-testid="withdraw-max">
                      {t('withdraw.max')}
                    </button>
                  </>
                } />
              <div className={`sl-preview${preview.isFetching ? ' sl-preview--busy' : ''}`} data-testid="withdraw-preview" aria-live="polite">
                {receive ? (
                  <>
                    <div className="sl-preview__receive">
                      <span>{t('withdraw.receive')}</span>
                      <b className="sl-money" data-testid="withdraw-receive">{receive.receiveUsdt ?? receive.receive}</b>
                    </div>
                    <div><span>{t('withdraw.fee')}</span><b className="sl-money" data-testid="withdraw-fee">{receive.fee}</b></div>
                    <div className="sl-preview__total">
                      <span>{t('withdraw.debited')}</span>
                      <b className="sl-money" data-testid="withdraw-total">{receive.total}</b>
                    </div>
                  </>
                ) : preview.isFetching && previewable && !amountError ? (
                  <span className="sl-skel sl-skel--w60" />
                ) : (
                  <p className="sl-preview__empty" data-testid="withdraw-preview-note">{previewNote}</p>
                )}
              </div>
            </section>

            <RulesCard rules={rules.data} method={method} />

            {/* With one on its way, or today's count used up (the notice above says so), the button is
                not offered as if it would work (QA: it looked active and answered "not completed"). */}
            <Button block color="primary" shape="rounded" size="large" loading={submitting}
              disabled={Boolean(lockedUntil) || ((wait?.key === 'WITHDRAW_UNCOMPLETED' || wait?.key === 'WITHDRAW_DAILY_COUNT') && !unsure)} onClick={() => void start()}
              data-testid="withdraw-submit">
              {passwordSet === false ? t('withdraw.setPassword') : unsure ? t('unsure.retry') : t('withdraw.submit')}
            </Button>
          </>
        )}
      </main>

      <BankSheet visible={bankSheet} accounts={accounts.data ?? []} chosenId={bankAccount?.id} onClose={() => setBankSheet(false)}
        onPick={(id) => { setPickedBankId(id); setBankSheet(false); errors.clear('bank'); }}
        onAdd={() => { setBankSheet(false); open(routePath('bankAdd')); }} />

      <PasswordSheet visible={passwordSheet} onClose={() => setPasswordSheet(false)} title={t('withdraw.confirmTitle')} submitting={submitting}
        error={errors.stampedOf('password')} onSubmit={(password) => void confirm(password)} confirmText={t('withdraw.confirm')} testId="withdraw-password"
        summary={
          <div className="sl-sheet__summary">
            <InfoRows testId="withdraw-summary" rows={[
              {
                id: 'to',
                label: t('withdraw.to'),
                value: method === 'bank' ? (bankAccount ? `${bankAccount.bankName} ${bankAccount.accountNumberMasked}` : '-') : shortAddress(address),
              },
              ...(receive ? [
                { id: 'receive', label: t('withdraw.receive'), value: receive.receiveUsdt ?? receive.receive, tone: 'accent' as const, strong: true },
                { id: 'fee', label: t('withdraw.fee'), value: receive.fee },
                { id: 'total', label: t('withdraw.debited'), value: receive.total },
              ] : [
                { id: 'amount', label: t('withdraw.receive'), value: amountKobo === null ? '-' : formatKobo(amountKobo), tone: 'accent' as const, strong: true },
              ]),
            ]} />
          </div>
        } />
    </div>
  );
}

function BankChoice({ accounts, chosen, error, onOpen, onAdd }: { accounts: TBankAccount[]; chosen: TBankAccount | undefined; error?: string; onOpen: () => void; onAdd: () => void }) {
  const { t } = useTranslation('wallet');
  if (accounts.length === 0) {
    return (
      <button type="button" className={`sl-picker sl-picker--add${error ? ' sl-picker--error' : ''}`} onClick={onAdd} data-testid="withdraw-bank">
        <span className="sl-picker__icon" aria-hidden="true"><PlusIcon /></span>
        <span className="sl-picker__text">
          <span className="sl-picker__main">{t('withdraw.noBank')}</span>
          <span className="sl-picker__sub">{t('withdraw.noBankBody')}</span>
        </span>
        <ChevronRightIcon className="sl-picker__chevron" />
      </button>
    );
  }
  return (
    <div className="sl-wf">
      <button type="button" className={`sl-picker${error ? ' sl-picker--error' : ''}`} onClick={onOpen} data-testid="withdraw-bank" aria-haspopup="dialog">
        <span className="sl-picker__icon sl-picker__icon--bank" aria-hidden="true">{chosen ? bankInitials(chosen.bankName) : <CardIcon />}</span>
        <span className="sl-picker__text">
          {chosen ? (
            <>
              <span className="sl-picker__main">{chosen.bankName}</span>
              <span className="sl-picker__sub">{chosen.accountNumberMasked} · {chosen.accountHolder}</span>
            </>
          ) : (
            <>
              <span className="sl-picker__placeholder">{t('withdraw.chooseBank')}</span>
              <span className="sl-picker__sub">{t('withdraw.notApproved')}</span>
            </>
          )}
        </span>
        <ChevronRightIcon className="sl-picker__chevron" />
      </button>
      {error && <p className="sl-wf__error" role="alert">{t('withdraw.chooseBank')}</p>}
    </div>
  );
}

function UsdtDestination({ rules, address, readOnly, error, onAddress }: { rules: TWithdrawalRules; address: string; readOnly?: boolean; error?: string; onAddress: (value: string) => void }) {
  const { t } = useTranslation('wallet');
  const info = t('withdraw.usdtInfo', { hours: usdtWindowText(rules.usdt, currentLanguage()), arrival: t('withdraw.arrivalHours', rules.usdt.arrivalHours) });
  return (
    <div className="sl-withdraw__usdt">
      {!rules.usdt.open && <NoticeCard tone="warning" title={t('withdraw.usdtClosed')} body={info} testId="withdraw-usdt-closed" />}
      <WalletField testId="withdraw-usdt-address" name="usdtAddress" label={t('withdraw.address')} value={address} onChange={onAddress} readOnly={readOnly}
        placeholder={t('withdraw.addressPlaceholder')} error={error} maxLength={128} />
      <ul className="sl-withdraw__usdt-facts">
        <li data-testid="withdraw-usdt-hours">{info}</li>
      </ul>
    </div>
  );
}

function RulesCard({ rules, method }: { rules: TWithdrawalRules; method: TWithdrawalMethod }) {
  const { t } = useTranslation('wallet');
  const view = rulesView(rules, method);
  const today = [
    {
      id: 'count',
      label: t('withdraw.ruleCount'),
      // More made than the level now allows (a reset to VIP 0 by withdrawals in a row): "4 of 1" read as a slip (QA).
      value: view.count.used > view.count.total
        ? t('withdraw.ruleCountOver', { used: view.count.used, total: view.count.total })
        : t('withdraw.ruleCountValue', { count: view.count.used, total: view.count.total }),
    },
    { id: 'amount', label: t('withdraw.ruleAmount'), value: t('withdraw.ruleAmountValue', { used: view.amount.used, total: view.amount.total }) },
    {
      id: 'vip',
      label: t('withdraw.ruleVip'),
      value: t('withdraw.ruleVipValue', { count: rules.consecutiveWithdrawals, limit: rules.vipResetAfter }),
      tone: rules.consecutiveWithdrawals + 1 > rules.vipResetAfter ? ('danger' as const) : undefined,
    },
  ];
  // A USDT withdrawal has its own minimum, hours and fee tiers (the fee shows in the preview).
  const rows =
    method === 'bank'
      ? [
          { id: 'range', label: t('withdraw.ruleRange'), value: view.range },
          { id: 'fee', label: t('withdraw.ruleFee'), value: t('withdraw.ruleFeeValue', { percent: view.fee.percent, min: view.fee.min }) },
          { id: 'interval', label: t('withdraw.ruleInterval'), value: t('withdraw.ruleIntervalValue', { minutes: view.intervalMinutes }) },
          ...today,
        ]
      : [
          { id: 'usdt-min', label: t('withdraw.ruleUsdtMin'), value: `${rules.usdt.minUsdt} USDT` },
          { id: 'usdt-rate', label: t('withdraw.ruleUsdtRate'), value: `1 USDT = ${formatKobo(rules.usdt.rate)}` },
          { id: 'usdt-hours', label: t('withdraw.ruleUsdtHours'), value: usdtWindowText(rules.usdt, currentLanguage()) },
          { id: 'usdt-arrival', label: t('withdraw.ruleUsdtArrival'), value: t('withdraw.arrivalHours', rules.usdt.arrivalHours) },
          { id: 'interval', label: t('withdraw.ruleInterval'), value: t('withdraw.ruleIntervalValue', { minutes: view.intervalMinutes }) },
          ...today,
        ];
  return (
    <section className="sl-w-card" aria-labelledby="withdraw-rules-title" data-testid="withdraw-rules">
      <h2 id="withdraw-rules-title" className="sl-w-card__title">{t('withdraw.rules')}</h2>
      <InfoRows rows={rows} testId="withdraw-rule" />
    </section>
  );
}

function BankSheet({ visible, accounts, chosenId, onClose, onPick, onAdd }: {
  visible: boolean;
  accounts: TBankAccount[];
  chosenId: number | undefined;
  onClose: () => void;
  onPick: (id: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <BottomSheet visible={visible} onClose={onClose} title={t('withdraw.bankSheet')} testId="withdraw-bank-sheet">
      <ul className="sl-bank-rows">
        {accounts.map((account) => {
          const status = bankApprovalView(account.approvalStatus);
          const usable = account.approvalStatus === BANK_APPROVED;
          return (
            <li key={account.id}>
              <button type="button" className="sl-bank-row" disabled={!usable} onClick={() => onPick(account.id)} data-testid={`withdraw-bank-option-${account.id}`}>
                <span className="sl-bank-row__logo" aria-hidden="true">{bankInitials(account.bankName)}</span>
                <span className="sl-bank-row__name">
                  {account.bankName}
                  <small className="sl-bank-row__sub">{account.accountNumberMasked} · {account.accountHolder}</small>
                </span>
                {usable ? (
                  account.id === chosenId && <span className="sl-bank-row__check" aria-hidden="true"><CheckIcon /></span>
                ) : (
                  <StatusTag tone={status.tone} label={t(`status.bank.${status.key}`)} />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sl-wf__hint">{t('withdraw.notApproved')}</p>
      {accounts.length < MAX_BANK_ACCOUNTS && (
        <Button block shape="rounded" fill="outline" color="primary" onClick={onAdd} data-testid="withdraw-add-bank">
          <span className="sl-button-icon"><PlusIcon /></span>
          {t('withdraw.addBank')}
        </Button>
      )}
    </BottomSheet>
  );
}
