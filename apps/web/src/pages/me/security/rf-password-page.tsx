import { useEffect, useRef, useState } from 'react';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { ChatIcon, MailIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { useFormErrors } from '../../../features/wallet/use-form-errors.ts';
import { requestWalletPasswordCode, resetWalletPassword } from '../../../features/wallet/wallet-api.ts';
import { passwordFieldOf, resendSecondsLeft, validateWalletPasswords } from '../../../features/wallet/wallet-password-rules.ts';
import { useWalletPasswordStatus, walletKeys } from '../../../features/wallet/wallet-queries.ts';
import type { TVerificationChannel } from '../../../features/wallet/wallet-types.ts';
import { LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import { NoticeCard } from '../../../app/notice-card.tsx';
import { WalletField } from '../../../features/wallet/ui/wallet-field.tsx';
import { WalletPasscode } from '../../../features/wallet/ui/wallet-passcode.tsx';
import { ApiError } from '../../../lib/api-envelope.ts';
import { errorKeyOfFailure } from '../../../lib/error-text.ts';
import { showToast } from '../../../lib/notify.ts';
import '../../../features/wallet/ui/wallet-ui.css';
import './password-pages.css';
import { rovingTabIndex } from '../../../lib/arrow-keys.ts';

type TField = 'code' | 'new' | 'confirm' | 'channel';

const CODE_KEYS = new Set<TErrorKey>(['CODE_INCORRECT', 'CODE_EXPIRED', 'CODE_MISSING', 'CODE_TOO_MANY_ATTEMPTS']);
const CODE_STILL_VALID = 2209;

function fieldOf(serverField: string): TField | undefined {
  if (serverField === 'code') return 'code';
  if (serverField === 'phone' || serverField === 'email' || serverField === 'channel') return 'channel';
  return passwordFieldOf(serverField) === 'old' ? undefined : (passwordFieldOf(serverField) as TField | undefined);
}

function useSecondsLeft(availableAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(availableAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}

/** /pages/me/security/rfpassword: a code by SMS or e-mail, then a new wallet password. */
export function RfPasswordPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { backOr, replace } = useAppNavigation();
  const queryClient = useQueryClient();
  const status = useWalletPasswordStatus();
  const [chosen, setChosen] = useState<TVerificationChannel | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [availableAt, setAvailableAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const newRef = useRef<PasscodeInputRef>(null);
  const confirmRef = useRef<PasscodeInputRef>(null);
  const secondsLeft = useSecondsLeft(availableAt);
  // No code is sent for hours after three died of wrong entries (2212): said under the channels
  // until the page is left, and Send code stays off (QA: a toast, then Send code offered again).
  const [paused, setPaused] = useState(false);
  const errors = useFormErrors<TField>(fieldOf, (key) => (CODE_KEYS.has(key) ? 'code' : key === 'CODE_REQUESTS_PAUSED' ? 'channel' : undefined));

  const data = status.data;
  const channel: TVerificationChannel | undefined = chosen ?? (data?.sms ? 'sms' : data?.email ? 'email' : undefined);

  const send = async () => {
    if (!channel || sending || paused || secondsLeft > 0) return;
    setSending(true);
    try {
      const sent = await requestWalletPasswordCode({ channel });
      setSentTo(sent.destination);
      setAvailableAt(Date.now() + sent.resendAfterSeconds * 1000);
      errors.clear('channel');
    } catch (failure) {
      // A resend while the previous code is valid is refused with the seconds to wait: show the text, count them down.
      if (failure instanceof ApiError && failure.code === CODE_STILL_VALID) {
        const seconds = Number(failure.params?.seconds);
        if (Number.isFinite(seconds) && seconds > 0) setAvailableAt(Date.now() + seconds * 1000);
      }
      if ((await errorKeyOfFailure(failure)) === 'CODE_REQUESTS_PAUSED') setPaused(true);
      await errors.showFailure(failure);
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (submitting) return;
    const problems: Partial<Record<TField, TErrorKey>> = validateWalletPasswords({ mode: 'reset', newPassword, confirmPassword });
    if (!code.trim()) problems.code = 'CODE_MISSING';
    else if (!/^\d{6}$/.test(code.trim())) problems.code = 'CODE_INCORRECT';
    if (Object.keys(problems).length > 0) {
      await errors.setAll(problems);
      return;
    }
    setSubmitting(true);
    try {
      const next = await resetWalletPassword({ code: code.trim(), newPassword, confirmPassword });
      queryClient.setQueryData(walletKeys.passwordStatus, next);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await showToast(t('rf.done'), 'success');
      backOr(routePath('security'));
    } catch (failure) {
      // A code dead of wrong entries, or expired, is no code: a new one may be asked for at once,
      // and "Code sent to …" no longer stands (QA: "request a new code" beside "Resend in 286 s").
      const key = await errorKeyOfFailure(failure);
      if (key === 'CODE_TOO_MANY_ATTEMPTS' || key === 'CODE_EXPIRED') {
        setAvailableAt(null);
        setSentTo(null);
      }
      await errors.showFailure(failure);
    } finally {
      setSubmitting(false);
    }
  };

  const channels: { id: TVerificationChannel; name: string; to: string | null; icon: typeof ChatIcon }[] = [
    { id: 'sms', name: t('rf.sms'), to: data?.sms ?? null, icon: ChatIcon },
    { id: 'email', name: t('rf.email'), to: data?.email ?? null, icon: MailIcon },
  ];

  return (
    <div className="sl-page sl-wallet-page" data-testid="rf-page">
      <PageHeader title={tApp('routes.rfPassword')} />
      <main className="sl-content sl-password-page">
        {status.isPending ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--w60" /><span className="sl-skel sl-skel--field" /></div>
        ) : status.isError || !data ? (
          <LoadFailed onRetry={() => void status.refetch()} error={status.error} />
        ) : !data.isSet ? (
          <NoticeCard tone="warning" title={t('rf.notSet')} testId="rf-not-set"
            action={<Button size="small" shape="rounded" color="primary" onClick={() => replace(routePath('fpModification'))}>{t('rf.setInstead')}</Button>} />
        ) : (
          <form className="sl-w-card sl-form" onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
            <p className="sl-page-intro">{t('rf.body')}</p>
            {!data.sms && !data.email && <NoticeCard tone="warning" title={t('rf.noChannel')} body={t('rf.noChannelBody')} testId="rf-no-channel" />}
            <div className="sl-wf">
              <span className="sl-wf__caption" id="rf-channel-caption">{t('rf.channel')}</span>
              <div className="sl-channels" role="radiogroup" aria-labelledby="rf-channel-caption">
                {channels.map((item, index) => (
                  <button key={item.id} type="button" role="radio" aria-checked={channel === item.id} disabled={!item.to}
                    tabIndex={rovingTabIndex(index, channels.findIndex((other) => other.id === channel))}
                    className={`sl-channel${channel === item.id ? ' sl-channel--on' : ''}`} onClick={() => { setChosen(item.id); if (!paused) errors.clear('channel'); }}
                    data-testid={`rf-channel-${item.id}`}>
                    <span className="sl-channel__icon" aria-hidden="true"><item.icon /></span>
                    <span className="sl-channel__name">{item.name}</span>
                    <span className="sl-channel__to">{item.to ?? t('rf.noContact')}</span>
                  </button>
                ))}
              </div>
              {errors.textOf('channel') && <p className="sl-wf__error" role="alert">{errors.textOf('channel')}</p>}
            </div>

            <WalletField testId="rf-code" name="code" label={t('rf.code')} value={code} inputMode="numeric" maxLength={6} autoComplete="one-time-code"
              placeholder={t('rf.codePlaceholder')} error={errors.textOf('code')} onChange={(value) => { setCode(value.replace(/\D/g, '').slice(0, 6)); errors.clear('code'); }}
              suffix={
                <button type="button" className="sl-wf__suffix-button sl-code-send" disabled={!channel || sending || paused || secondsLeft > 0} onClick={() => void send()}
                  data-testid="rf-send" aria-busy={sending}>
                  {sending ? '…' : secondsLeft > 0 ? t('rf.resend', { seconds: secondsLeft }) : t('rf.send')}
                </button>
              } />
            {sentTo && <p className="sl-sent" role="status" data-testid="rf-sent">{t('rf.sent', { destination: sentTo })}</p>}

            <div className="sl-passcode-field">
              <span className="sl-wf__caption">{t('rf.new')}</span>
              <WalletPasscode ref={newRef} testId="rf-new" label={t('rf.new')} value={newPassword} error={errors.textOf('new')}
                onChange={(value) => { setNewPassword(value); errors.clear('new'); }} onFill={() => confirmRef.current?.focus()} />
            </div>
            <div className="sl-passcode-field">
              <span className="sl-wf__caption">{t('rf.confirm')}</span>
              <WalletPasscode ref={confirmRef} testId="rf-confirm" label={t('rf.confirm')} value={confirmPassword} error={errors.textOf('confirm')}
                onChange={(value) => { setConfirmPassword(value); errors.clear('confirm'); }} onFill={() => confirmRef.current?.blur()} />
            </div>

            <Button block type="submit" color="primary" shape="rounded" size="large" loading={submitting} data-testid="rf-submit">
              {t('rf.submit')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
