import { useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { EyeIcon, EyeOffIcon } from '../../app/icons.tsx';
import { useInputAria } from '../../lib/input-aria.ts';
import { useTranslation } from 'react-i18next';
import './auth-field.css';

type TAuthFieldProps = {
  /** On the <label> that wraps the input: antd-mobile's Input puts data-* on its outer div, and
   * a label lets tests fill `[data-testid=...]` directly (it resolves to the input). */
  testId: string;
  name: string;
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  /** Placed beside the input box (the captcha image). */
  aside?: ReactNode;
};

export function AuthField({ testId, name, label, icon, value, onChange, error, type = 'text', autoComplete, inputMode, maxLength, aside }: TAuthFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${name}-error`;
  const input = useInputAria({ invalid: Boolean(error), describedBy: errorId });
  return (
    <div className="sl-field">
      <div className="sl-field__row">
        <label className={`sl-field__box${error ? ' sl-field__box--error' : ''}`} data-testid={testId}>
          <span className="sl-field__icon" aria-hidden="true">{icon}</span>
          <Input
            ref={input}
            className="sl-field__input"
            name={name}
            aria-label={label}
            placeholder={label}
            value={value}
            onChange={onChange}
            type={isPassword && !revealed ? 'password' : type === 'tel' ? 'tel' : 'text'}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            autoCapitalize="off"
            autoCorrect="off"
          />
          {isPassword && (
            <button type="button" className="sl-field__reveal" onClick={() => setRevealed((v) => !v)}
              aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')} aria-pressed={revealed}
              data-testid={`${testId}-toggle`}>
              {revealed ? <EyeIcon /> : <EyeOffIcon />}
            </button>
          )}
        </label>
        {aside}
      </div>
      {error && (
        <p className="sl-field__error" id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
