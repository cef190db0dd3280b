import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../app/language-switch.tsx';
import { BrandMark, LockIcon, ShieldIcon, UserIcon } from '../../app/icons.tsx';
import { pageAfterSignIn, useIntoAppWhenSignedIn } from '../../app/into-app-when-signed-in.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../../lib/route-paths.ts';
import { showToast } from '../../lib/notify.ts';
import { forgetSessionEnded, sessionEnded } from '../../lib/session-ended.ts';
import { NoticeCard } from '../../app/notice-card.tsx';
import { AuthField } from '../../features/session/auth-field.tsx';
import { AuthScreen } from '../../features/session/auth-screen.tsx';
import { CaptchaImage } from '../../features/session/captcha-image.tsx';
import { hasErrors, toLoginRequest, validateLogin, type TLoginFields } from '../../features/session/auth-form-rules.ts';
import { useCaptcha } from '../../features/session/use-captcha.ts';
import { useFieldErrors } from '../../features/session/use-field-errors.ts';
import { useLogin } from '../../features/session/use-login.ts';

type TField = keyof TLoginFields;

const SERVER_FIELDS: Record<string, TField> = { account: 'account', password: 'password', captcha: 'captcha', captchaId: 'captcha' };
const fieldOfServerField = (name: string): TField | undefined => SERVER_FIELDS[name];

export function LoginPage() {
  const { t } = useTranslation();
  const { open, relaunch } = useAppNavigation();
  const captcha = useCaptcha('login');
  const login = useLogin();
  const errors = useFieldErrors<TField>(fieldOfServerField);
  const [fields, setFields] = useState<TLoginFields>({ account: '', password: '', captcha: '' });
  // Said once: shown on this visit to the page, forgotten for the next.
  const [ended] = useState(sessionEnded);
  useEffect(() => forgetSessionEnded(), []);
  useIntoAppWhenSignedIn();

  const update = (name: TField) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Signed in, the button stays busy until the next page is on screen (its code takes a second or
    // more on a slow line), not back to idle as if the answer had been a refusal.
    if (login.isPending || login.isSuccess) return;
    const invalid = validateLogin(fields);
    await errors.showKeys(invalid);
    if (hasErrors(invalid)) return;
    if (!captcha.data) {
      captcha.refresh();
      return;
    }
    login.mutate(toLoginRequest(fields, captcha.data.captchaId), {
      onSuccess: () => {
        void showToast(t('login.success'), 'success');
        // Back where the ended session (or a link opened signed out) left the member, if it did.
        relaunch(pageAfterSignIn());
      },
      onError: (failure) => {
        // A captcha is spent by any attempt: fetch a fresh one and clear the typed answer.
        captcha.refresh();
        setFields((current) => ({ ...current, captcha: '' }));
        void errors.showFailure(failure);
      },
    });
  };

  return (
    <AuthScreen
      testId="login-page"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      brand={<BrandMark size={36} />}
      corner={<LanguageSwitch />}
      footer={
        <p className="sl-auth__switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="sl-auth__link" onClick={() => open(REGISTER_PATH)} data-testid="login-to-register">
            {t('login.toRegister')}
          </button>
        </p>
      }
    >
      {ended && <NoticeCard tone="warning" title={t('login.sessionEnded')} body={t('login.sessionEndedHint')} testId="login-session-ended" />}
      <form className="sl-auth__form" onSubmit={submit} noValidate>
        <AuthField testId="login-account" name="account" label={t('login.account')} icon={<UserIcon />}
          value={fields.account} onChange={update('account')} error={errors.textOf('account')} autoComplete="username" maxLength={32} />
        <AuthField testId="login-password" name="password" type="password" label={t('login.password')} icon={<LockIcon />}
          value={fields.password} onChange={update('password')} error={errors.textOf('password')} autoComplete="current-password" maxLength={32} />
        <AuthField testId="login-captcha" name="captcha" label={t('login.captcha')} icon={<ShieldIcon />}
          value={fields.captcha} onChange={update('captcha')} error={errors.textOf('captcha')} autoComplete="off" maxLength={12}
          aside={<CaptchaImage testId="login-captcha-image" captcha={captcha.data} loading={captcha.isFetching} onRefresh={captcha.refresh} />} />
        <div className="sl-auth__row-end">
          <button type="button" className="sl-auth__link" onClick={() => open(FORGOT_PASSWORD_PATH)} data-testid="login-forgot">
            {t('login.forgot')}
          </button>
        </div>
        <Button className="sl-auth__submit" type="submit" color="primary" size="large" block loading={login.isPending || login.isSuccess}
          data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
