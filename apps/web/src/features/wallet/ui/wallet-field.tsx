import type { ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { useInputAria } from '../../../lib/input-aria.ts';

type TWalletFieldProps = {
  /** On the <label> that wraps the input (antd-mobile puts data-* on its own wrapper div). */
  testId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  prefix?: ReactNode;
  /** After the input: a "max" button, a unit. */
  suffix?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  autoComplete?: string;
  size?: 'normal' | 'large';
  readOnly?: boolean;
  /** The card around the field already says what it is: keep the caption for screen readers only. */
  hideCaption?: boolean;
  /** The id of what else describes the field, outside it (the slip's limits, beside its title). */
  describedBy?: string;
};

/** A captioned input of the wallet forms, with its error under it. */
export function WalletField({ testId, name, label, value, onChange, placeholder, error, hint, prefix, suffix, inputMode, maxLength, autoComplete = 'off', size = 'normal', readOnly, hideCaption = false, describedBy }: TWalletFieldProps) {
  const captionId = `${name}-caption`;
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  // Its hint (a deposit's range) or the limits beside it are said with the field, not only seen (QA, accessibility).
  const hintBy = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const input = useInputAria({ labelledBy: captionId, invalid: Boolean(error), describedBy: errorId, hintBy });
  return (
    <div className={`sl-wf${size === 'large' ? ' sl-wf--large' : ''}`}>
      <span className={hideCaption ? 'sl-visually-hidden' : 'sl-wf__caption'} id={captionId}>{label}</span>
      <label className={`sl-wf__box${error ? ' sl-wf__box--error' : ''}`} data-testid={testId}>
        {prefix && <span className="sl-wf__prefix" aria-hidden="true">{prefix}</span>}
        <Input ref={input} className="sl-wf__input" name={name} value={value} onChange={onChange} placeholder={placeholder}
          inputMode={inputMode} maxLength={maxLength} autoComplete={autoComplete} autoCorrect="off" autoCapitalize="off" readOnly={readOnly} />
        {suffix}
      </label>
      {error ? (
        <p className="sl-wf__error" id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="sl-wf__hint" id={hintId}>{hint}</p>
      ) : null}
    </div>
  );
}
