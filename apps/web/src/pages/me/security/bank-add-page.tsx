import { useRef, useState } from 'react';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../app/icons.tsx';
import { BankIcon, CheckCircleIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import {
  MAX_BANK_ACCOUNTS,
  bankAddFieldOf,
  cleanAccountNumber,
  cleanRealName,
  validateBankAdd,
  type TBankAddField,
} from '../../../features/wallet/bank-rules.ts';
import { bankInitials } from '../../../features/wallet/format.ts';
import { BANK_APPROVED, BANK_REFUSED } from '../../../features/wallet/statuses.ts';
import { useFormErrors } from '../../../features/wallet/use-form-errors.ts';
import { addBankAccount, setRealName } from '../../../features/wallet/wallet-api.ts';
import { sessionQueryKeys } from '../../../features/session/session-query-keys.ts';
import { useLoginMember } from '../../../features/session/use-login-member.ts';
import { useBankAccounts, useBanks, useWalletPasswordStatus, useWalletSummary, walletKeys } from '../../../features/wallet/wallet-queries.ts';
import type { TBank } from '../../../features/wallet/wallet-types.ts';
import { BankPickerSheet } from '../../../features/wallet/ui/bank-picker-sheet.tsx';
import { NoticeCard } from '../../../app/notice-card.tsx';
import { WalletField } from '../../../features/wallet/ui/wallet-field.tsx';
import { WalletPasscode } from '../../../features/wallet/ui/wallet-passcode.tsx';
import { showToast } from '../../../lib/notify.ts';
import '../../../features/wallet/ui/wallet-ui.css';

/** /pages/me/security/bankadd (and bankbind): bind a bank account in the member's name. */
export function BankAddPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { backOr, open } = useAppNavigation();
  const queryClient = useQueryClient();
  const banks = useBanks();
  const accounts = useBankAccounts();
  const summary = useWalletSummary();
  const member = useLoginMember();
  const passwordStatus = useWalletPasswordStatus();

  const [askedForName, setAskedForName] = useState(false);
  const [nameWasMissing, setNameWasMissing] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const [realName, setRealNameText] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [bank, setBank] = useState<TBank | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [confirmNumber, setConfirmNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [password, setPassword] = useState('');
  const [picker, setPicker] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const passcode = useRef<PasscodeInputRef>(null);
  const errors = useFormErrors<TBankAddField>(bankAddFieldOf, (key) =>
    key === 'WALLET_PASSWORD_INCORRECT' || key === 'WALLET_PASSWORD_FORMAT' ? 'password' : key === 'BANK_ACCOUNT_FORMAT' ? 'number' : undefined,
  );

  // The name the accounts must carry comes first. It is required when the member has not stated
  // one (getLoginMember's realName is null) or the server refused for that reason; while no
  // account (other than refused ones) is bound it may still be corrected, so the field shows
  // then too, filled with the stated name, and is sent only when changed.
  const statedName = member.data?.realName ?? null;
  const nameRequired = savedName === null && (askedForName || (member.data !== undefined && statedName === null));
  // Refused accounts do not hold the name (the server lets it change then): a member refused for
  // a misspelt name corrects it here.
  const showRealName = savedName === null && (nameRequired || (accounts.data !== undefined && accounts.data.every((a) => a.approvalStatus === BANK_REFUSED)));
  const nameValue = nameTouched ? realName : (statedName ?? '');
  const typedName = cleanRealName(nameValue);
  const sendName = showRealName && (nameRequired || (typedName !== '' && typedName !== statedName));
  const full = (accounts.data?.length ?? 0) >= MAX_BANK_ACCOUNTS;
  const passwordSet = passwordStatus.data?.isSet ?? summary.data?.walletPasswordSet;

  const edit = (field: TBankAddField, apply: () => void) => {
    apply();
    errors.clear(field);
  };

  const submit = async () => {
    if (submitting || full || passwordSet === false) return;
    const problems = validateBankAdd({
      realName: nameValue,
      needsRealName: sendName,
      bankCode: bank?.code ?? '',
      accountNumber,
      confirmAccountNumber: confirmNumber,
      branchName: branch,
      walletPassword: password,
    });
    if (Object.keys(problems).length > 0) {
      await errors.setAll(problems);
      return;
    }
    setSubmitting(true);
    // Added: the button stays busy until the next page is on screen (a second or more for its code
    // on a slow line, when an idle "Add account" over the filled form invited a second one).
    let leaving = false;
    try {
      if (sendName) {
        const saved = await setRealName(typedName);
        setSavedName(saved.realName);
        void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.loginMember });
      }
      const branchName = branch.trim();
      const added = await addBankAccount({
        bankCode: bank?.code ?? '',
        accountNumber,
        confirmAccountNumber: confirmNumber,
        ...(branchName ? { branchName } : {}),
        walletPassword: password,
      });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await showToast(added.approvalStatus === BANK_APPROVED ? t('bank.addedApproved') : t('bank.addedWaiting'), 'success');
      // Back to where the member came from (withdraw or the list); opened directly, to the list.
      leaving = true;
      backOr(routePath('bankList'));
    } catch (failure) {
      // The name went in first; the account was refused. With nothing bound to it the name may
      // still change, so its field comes back filled with it (it stayed a fixed line: a member
      // who mistyped it could not mend it without a reload).
      setSavedName(null);
      const info = await errors.showFailure(failure);
      if (info.field === 'realName') {
        // The server knows no name for the member yet: ask for it; the rest of the form stays filled in.
        if (!sendName) setNameWasMissing(true);
        setAskedForName(true);
      } else {
        setPassword('');
      }
    } finally {
      if (!leaving) setSubmitting(false);
    }
  };

  const realNameKey = errors.keyOf('realName');
  const realNameError =
    realNameKey === 'VALIDATION_FAILED' ? t('bank.realNameInvalid') : realNameKey === 'BANK_HOLDER_MISMATCH' && nameWasMissing ? t('bank.realNameFirst') : errors.textOf('realName');
  // No bank chosen is refused with the catalogue's "bank not supported": said as what to do (QA).
  const bankError = errors.keyOf('bank') === 'BANK_TYPE_NOT_SUPPORTED' && !bank ? t('bank.chooseBankFirst') : errors.textOf('bank');

  return (
    <div className="sl-page sl-wallet-page sl-bank-add" data-testid="bank-add-page">
      <PageHeader title={tApp('routes.bankAdd')} />
      <main className="sl-content">
        {passwordSet === false && (
          <NoticeCard tone="warning" title={t('bank.passwordFirst')} body={t('bank.passwordFirstBody')} testId="bank-add-password-notice"
            action={<Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('fpModification'))}>{t('wallet.setPassword')}</Button>} />
        )}
        {full && <NoticeCard tone="warning" title={t('bank.max', { max: MAX_BANK_ACCOUNTS })} testId="bank-add-full" />}

        {member.isPending || accounts.isPending ? (
          <div className="sl-w-card" aria-busy="true" data-testid="bank-add-loading">
            <span className="sl-skel sl-skel--w35" /><span className="sl-skel sl-skel--field" /><span className="sl-skel sl-skel--field" /><span className="sl-skel sl-skel--field" />
          </div>
        ) : (
          <form className="sl-w-card sl-form" onSubmit={(event) => { event.preventDefault(); void submit(); }} noValidate>
            {showRealName && (
              <WalletField testId="bank-add-realname" name="realName" label={t('bank.realName')} value={nameValue}
                placeholder={t('bank.realNamePlaceholder')} error={realNameError} hint={t('bank.realNameHint')} maxLength={80} autoComplete="name"
                onChange={(value) => edit('realName', () => { setRealNameText(value); setNameTouched(true); setNameWasMissing(false); })} />
            )}
            {(savedName ?? (!showRealName ? statedName : null)) && (
              <p className="sl-form__saved" data-testid="bank-add-realname-saved">
                <CheckCircleIcon />
                {t('bank.realNameStated', { name: savedName ?? statedName ?? '' })}
              </p>
            )}

            <div className="sl-wf">
              <span className="sl-wf__caption" id="bank-add-bank-caption">{t('bank.bank')}</span>
              <button type="button" className={`sl-picker${bankError ? ' sl-picker--error' : ''}`} aria-labelledby="bank-add-bank-caption"
                aria-haspopup="dialog" onClick={() => setPicker(true)} data-testid="bank-add-bank" data-code={bank?.code ?? ''}>
                <span className={`sl-picker__icon${bank ? ' sl-picker__icon--bank' : ''}`} aria-hidden="true">{bank ? bankInitials(bank.name) : <BankIcon />}</span>
                <span className="sl-picker__text">
                  {bank ? (
                    <>
                      <span className="sl-picker__main">{bank.name}</span>
                      <span className="sl-picker__sub">{t('bank.bankCode')} {bank.code}</span>
                    </>
                  ) : (
                    <span className="sl-picker__placeholder">{t('bank.chooseBank')}</span>
                  )}
                </span>
                <ChevronRightIcon className="sl-picker__chevron" />
              </button>
              {bankError && <p className="sl-wf__error" role="alert" data-testid="bank-add-bank-error">{bankError}</p>}
            </div>

            <WalletField testId="bank-add-number" name="accountNumber" label={t('bank.number')} value={accountNumber} inputMode="numeric" maxLength={10}
              placeholder={t('bank.numberPlaceholder')} error={errors.textOf('number')}
              onChange={(value) => edit('number', () => setAccountNumber(cleanAccountNumber(value)))} />
            <WalletField testId="bank-add-confirm" name="confirmAccountNumber" label={t('bank.confirmNumber')} value={confirmNumber} inputMode="numeric" maxLength={10}
              placeholder={t('bank.confirmPlaceholder')} error={errors.textOf('confirm')}
              onChange={(value) => edit('confirm', () => setConfirmNumber(cleanAccountNumber(value)))} />
            <WalletField testId="bank-add-branch" name="branchName" label={`${t('bank.branchName')} (${t('common.optional')})`} value={branch} maxLength={80}
              placeholder={t('bank.branchPlaceholder')} error={errors.textOf('branch')} onChange={(value) => edit('branch', () => setBranch(value))} />

            <div className="sl-passcode-field">
              <span className="sl-wf__caption">{t('bank.walletPassword')}</span>
              <WalletPasscode ref={passcode} value={password} onChange={(value) => edit('password', () => setPassword(value))}
                onFill={() => passcode.current?.blur()} error={errors.textOf('password')} label={t('bank.walletPassword')} />
              <button type="button" className="sl-link-button sl-link-button--left" onClick={() => open(routePath('rfPassword'))}>{t('password.forgot')}</button>
            </div>

            <Button block type="submit" color="primary" shape="rounded" size="large" loading={submitting} disabled={full || passwordSet === false}
              data-testid="bank-add-submit">
              {t('bank.submit')}
            </Button>
          </form>
        )}
      </main>
      <BankPickerSheet visible={picker} banks={banks.data} error={banks.error} onRetry={() => void banks.refetch()} chosen={bank?.code ?? ''}
        onClose={() => setPicker(false)} onPick={(picked) => { setBank(picked); setPicker(false); errors.clear('bank'); }} />
    </div>
  );
}
