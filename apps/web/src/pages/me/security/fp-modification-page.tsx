import { useRef, useState } from 'react';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { KeyIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { passwordFieldOf, validateWalletPasswords, type TPasswordField } from '../../../features/wallet/wallet-password-rules.ts';
import { useFormErrors } from '../../../features/wallet/use-form-errors.ts';
import { changeWalletPassword, setWalletPassword } from '../../../features/wallet/wallet-api.ts';
import { useWalletPasswordStatus, walletKeys } from '../../../features/wallet/wallet-queries.ts';
import { LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import { WalletPasscode } from '../../../features/wallet/ui/wallet-passcode.tsx';
import { showToast } from '../../../lib/notify.ts';
import { errorKeyOfFailure } from '../../../lib/error-text.ts';
import { outcomeIsUnknown } from '../../../lib/idempotent-action.ts';
import '../../../features/wallet/ui/wallet-ui.css';
import './password-pages.css';

/** /pages/me/security/fpmodification: set the wallet password once, or change it with the old one. */
export function FpModificationPage() {
  const { t } = useTranslation('wallet');
  const { backOr, open } = useAppNavigation();
  const queryClient = useQueryClient();
  const status = useWalletPasswordStatus();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  /** A setting was sent and its answer lost: it may be saved. */
  const setUnsure = useRef(false);
  const refs = { old: useRef<PasscodeInputRef>(null), new: useRef<PasscodeInputRef>(null), confirm: useRef<PasscodeInputRef>(null) };
  const errors = useFormErrors<TPasswordField>(passwordFieldOf, (key: TErrorKey) => (key === 'WALLET_PASSWORD_INCORRECT' ? 'old' : undefined));

  const mode = status.data?.isSet ? 'change' : 'set';

  const submit = async () => {
    if (submitting || !status.data) return;
    const problems = validateWalletPasswords({ mode, oldPassword, newPassword, confirmPassword });
    if (Object.keys(problems).length > 0) {
      await errors.setAll(problems);
      return;
    }
    setSubmitting(true);
    const done = async (text: string) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await showToast(text, 'success');
      backOr(routePath('security'));
    };
    try {
      const next = mode === 'set'
        ? await setWalletPassword({ password: newPassword, confirmPassword })
        : await changeWalletPassword({ oldPassword, newPassword, confirmPassword });
      queryClient.setQueryData(walletKeys.passwordStatus, next);
      await done(mode === 'set' ? t('fp.setDone') : t('fp.changeDone'));
    } catch (failure) {
      // A first setting whose answer was lost may have been saved: "already set" on its retry is
      // that one, said as done (QA: a red "cannot be set again", the member thinking it failed).
      if (mode === 'set' && setUnsure.current && (await errorKeyOfFailure(failure)) === 'WALLET_PASSWORD_ALREADY_SET') {
        await done(t('fp.setEarlier'));
        return;
      }
      if (mode === 'set' && outcomeIsUnknown(failure)) setUnsure.current = true;
      const info = await errors.showFailure(failure);
      if (info.field === 'old') setOldPassword('');
      if (info.key === 'WALLET_PASSWORD_ALREADY_SET') void status.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  const field = (id: TPasswordField, label: string, value: string, setValue: (value: string) => void, next?: TPasswordField) => (
    <div className="sl-passcode-field">
      <span className="sl-wf__caption">{label}</span>
      <WalletPasscode ref={refs[id]} testId={`fp-${id}`} label={label} value={value} error={errors.textOf(id)}
        onChange={(v) => { setValue(v); errors.clear(id); }}
        onFill={() => (next ? refs[next].current?.focus() : refs[id].current?.blur())} />
    </div>
  );

  return (
    <div className="sl-page sl-wallet-page" data-testid="fp-page" data-mode={status.data ? mode : 'loading'}>
      <PageHeader title={status.data ? (mode === 'set' ? t('fp.setTitle') : t('fp.changeTitle')) : ''} />
      <main className="sl-content sl-password-page">
        {status.isPending ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--w60" /><span className="sl-skel sl-skel--field" /><span className="sl-skel sl-skel--field" /></div>
        ) : status.isError || !status.data ? (
          <LoadFailed onRetry={() => void status.refetch()} error={status.error} />
        ) : (
          <form className="sl-w-card sl-form" onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
            <div className="sl-password-page__intro">
              <span className="sl-password-page__icon" aria-hidden="true"><KeyIcon /></span>
              <p>{mode === 'set' ? t('fp.setBody') : t('fp.changeBody')}</p>
            </div>
            {mode === 'change' && field('old', t('fp.old'), oldPassword, setOldPassword, 'new')}
            {field('new', t('fp.new'), newPassword, setNewPassword, 'confirm')}
            {field('confirm', t('fp.confirm'), confirmPassword, setConfirmPassword)}
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={submitting} data-testid="fp-submit">
              {mode === 'set' ? t('fp.setSubmit') : t('fp.changeSubmit')}
            </Button>
            {mode === 'change' && (
              <button type="button" className="sl-link-button" onClick={() => open(routePath('rfPassword'))} data-testid="fp-forgot">
                {t('fp.forgot')}
              </button>
            )}
          </form>
        )}
      </main>
    </div>
  );
}
