import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../app/icons.tsx';
import type { TCaptchaResponse } from '@scoreline/contract/api/member-auth';
import './captcha-image.css';

type TCaptchaImageProps = {
  testId: string;
  captcha: TCaptchaResponse | undefined;
  loading: boolean;
  onRefresh: () => void;
};

/** The captcha picture; tapping it asks for a new one. */
export function CaptchaImage({ testId, captcha, loading, onRefresh }: TCaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="sl-captcha" onClick={onRefresh} aria-label={t('login.captchaHint')} title={t('login.captchaHint')}
      data-testid={`${testId}-refresh`} aria-busy={loading}>
      {captcha ? (
        // data-answer is only present when the server runs in test mode (CAPTCHA_EXPOSE_ANSWER).
        <img src={captcha.image} alt={t('login.captcha')} data-testid={testId} data-captcha-id={captcha.captchaId}
          data-answer={captcha.answer} draggable={false} />
      ) : (
        <span className="sl-captcha__placeholder" data-testid={testId} aria-label={t('login.captchaLoading')}>
          <RefreshIcon className={loading ? 'sl-captcha__spin' : undefined} />
        </span>
      )}
    </button>
  );
}
