import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { WalletPasscode } from './wallet-passcode.tsx';

type TPasswordSheetProps = {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** What the password confirms (amount, fee, destination). */
  summary?: ReactNode;
  submitting: boolean;
  /** The refusal to show under the boxes; a new one clears the boxes for the next try. */
  error?: { text: string; at: number };
  onSubmit: (password: string) => void;
  confirmText: string;
  testId: string;
};

/** Asks for the 6-digit wallet password before money moves or an account changes. */
export function PasswordSheet({ visible, onClose, title, summary, submitting, error, onSubmit, confirmText, testId }: TPasswordSheetProps) {
  const { t } = useTranslation('wallet');
  const { open } = useAppNavigation();
  const [password, setPassword] = useState('');
  const passcode = useRef<PasscodeInputRef>(null);

  // Once per refusal (its stamp), not per render: the page renders again as its balance is read
  // afresh, and a new copy of the same refusal wiped what the member was typing again.
  const refusedAt = error?.at;
  useEffect(() => {
    if (refusedAt === undefined) return;
    setPassword('');
    // The boxes, cleared, take the focus again and their keypad comes back: the member types the
    // password again at once (QA: the keypad was gone and nothing said to tap the boxes).
    passcode.current?.focus();
  }, [refusedAt]);
  useEffect(() => {
    if (!visible) setPassword('');
  }, [visible]);

  const submit = (value: string) => {
    if (value.length === 6 && !submitting) {
      passcode.current?.blur();
      onSubmit(value);
    }
  };

  return (
    <BottomSheet visible={visible} onClose={onClose} title={title} testId={testId} keyboardSpace afterShow={() => passcode.current?.focus()}>
      {summary}
      <WalletPasscode ref={passcode} value={password} onChange={setPassword} onFill={submit} error={error?.text}
        label={t('password.enter')} />
      <div className="sl-sheet__actions">
        <button type="button" className="sl-link-button" onClick={() => { onClose(); open(routePath('rfPassword')); }}
          data-testid={`${testId}-forgot`}>
          {t('password.forgot')}
        </button>
        <Button color="primary" shape="rounded" size="large" block loading={submitting} disabled={password.length !== 6}
          onClick={() => submit(password)} data-testid={`${testId}-confirm`}>
          {confirmText}
        </Button>
      </div>
    </BottomSheet>
  );
}
