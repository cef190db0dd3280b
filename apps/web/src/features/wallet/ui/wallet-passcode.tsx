import { forwardRef, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useBackCloses } from '../../../lib/back-closes.ts';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';

type TWalletPasscodeProps = {
  value: string;
  onChange: (value: string) => void;
  onFill?: (value: string) => void;
  error?: string;
  label: string;
  /** On the <label>: `fill('[data-testid=...]')` reaches the passcode's own input through it. */
  testId?: string;
  /** Show the digits (the code boxes of rfpassword) rather than dots. */
  plain?: boolean;
};

/**
 * antd-mobile's number keyboard takes taps only: with the boxes focused, a physical keyboard's
 * digits and Backspace (a laptop, a tablet's keyboard) go in here. Keys typed into the passcode's
 * own native input already reach it through its change event, so those are left alone.
 */
function typeDigit(event: KeyboardEvent<HTMLElement>, value: string, onChange: (value: string) => void) {
  if ((event.target as HTMLElement).tagName === 'INPUT' || event.ctrlKey || event.metaKey || event.altKey) return;
  if (/^\d$/.test(event.key)) {
    event.preventDefault();
    if (value.length < 6) onChange(value + event.key);
  } else if (event.key === 'Backspace') {
    event.preventDefault();
    onChange(value.slice(0, -1));
  }
}

/** Where the focus goes once the boxes are filled: their form's submit button, else the next control in the Tab order. */
function nextFocusable(element: HTMLElement | null): HTMLElement | undefined {
  if (!element) return undefined;
  const submit = element.closest('form')?.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)');
  if (submit) return submit;
  const all = [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')];
  return all.find((el) => el.tabIndex >= 0 && !el.matches(':disabled') && !element.contains(el) && el.getClientRects().length > 0
    && (element.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
}

/**
 * The 6-digit wallet password: six boxes and antd-mobile's number keyboard. The label wraps the
 * passcode so tests (and screen readers) reach its native input; a click on the label must not
 * move focus to that off-screen input, or the number keyboard would not open.
 */
export const WalletPasscode = forwardRef<PasscodeInputRef, TWalletPasscodeProps>(function WalletPasscode(
  { value, onChange, onFill, error, label, testId = 'wallet-password-input', plain = false },
  ref,
) {
  const box = useRef<HTMLLabelElement>(null);
  // The keypad is the phone's keyboard here: Back closes it first, as Android's does, and leaves the
  // form as it was (QA: Back with it open left Add bank account and everything typed in it).
  const [keypadOpen, setKeypadOpen] = useState(false);
  useBackCloses(keypadOpen, () => box.current?.querySelector<HTMLElement>('.adm-passcode-input')?.blur());
  // antd-mobile's own input, hidden (aria-hidden, off screen), took a Tab stop of its own after the
  // boxes: the focus vanished for one press (QA). Filled by tests through the label all the same.
  useEffect(() => box.current?.querySelector('.adm-passcode-input-native-input')?.setAttribute('tabindex', '-1'), []);
  const filled = (next: string) => {
    onFill?.(next);
    // The last boxes of a form blur to close the keypad: the focus goes on to the form's button,
    // not to the page's body where a screen reader loses its place (QA).
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      nextFocusable(box.current)?.focus({ preventScroll: true });
    });
  };
  return (
    <div className="sl-passcode">
      <label ref={box} className="sl-passcode__label" data-testid={testId} onClick={(event) => event.preventDefault()} onKeyDown={(event) => typeDigit(event, value, onChange)}>
        <span className="sl-visually-hidden">{label}</span>
        <PasscodeInput ref={ref} length={6} seperated plain={plain} value={value} error={Boolean(error)}
          onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, 6))} onFill={filled}
          onFocus={() => setKeypadOpen(true)} onBlur={() => setKeypadOpen(false)}
          keyboard={<NumberKeyboard className="sl-number-keyboard" randomOrder={false} />} aria-label={label} />
      </label>
      {error && (
        <p className="sl-passcode__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});
