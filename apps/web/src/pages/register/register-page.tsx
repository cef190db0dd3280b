import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../app/language-switch.tsx';
import { BrandMark, GiftIcon, LockIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../app/icons.tsx';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { pageAfterSignIn, useIntoAppWhenSignedIn } from '../../app/into-app-when-signed-in.ts';
import { LOGIN_PATH } from '../../lib/route-paths.ts';
import { showToast } from '../../lib/notify.ts';
import { AuthField } from '../../features/session/auth-field.tsx';
import { AuthScreen } from '../../features/session/auth-screen.tsx';
import { CaptchaImage } from '../../features/session/captcha-image.tsx';
import { hasErrors, toRegisterRequest, validateRegister, type TRegisterFields } from '../../features/session/auth-form-rules.ts';
import { useCaptcha } from '../../features/session/use-captcha.ts';
import { useFieldErrors } from '../../features/session/use-field-errors.ts';
import { useRegister } from '../../features/session/use-register.ts';
import { useTermsSheet, type TTermsDocument } from './use-terms-sheet.ts';
import './register-page.css';

type TField = keyof TRegisterFields;

const FIELDS: TField[] = ['username', 'password', 'confirmPassword', 'phone', 'inviteCode', 'captcha'];
const fieldOfServerField = (name: string): TField | undefined =>
  name === 'captchaId' ? 'captcha' : (FIELDS as string[]).includes(name) ? (name as TField) : undefined;

const TermsSheet = lazy(() => import('./terms-sheet.tsx').then((m) => ({ default: m.TermsSheet })));


export function RegisterPage() {
  const { t } = useTranslation();
  const { back, relaunch } = useAppNavigation();
  const [searchParams] = useSearchParams();
  const captcha = useCaptcha('register');
  const register = useRegister();
  const errors = useFieldErrors<TField>(fieldOfServerField);
  const terms = useTermsSheet();
  useIntoAppWhenSignedIn();
  // The sheet's chunk loads at the first link tapped, then stays so it can animate closed.
  const [sheetLoaded, setSheetLoaded] = useState(terms.reading !== null);
  if (terms.reading !== null && !sheetLoaded) setSheetLoaded(true);
  const [fields, setFields] = useState<TRegisterFields>(() => ({
    username: '',
    password: '',
    confirmPassword: '',
    phone: '',
    // Invitation links are /#/pages/register?code=... (design/product-rules.md, "Team and rebates").
    inviteCode: searchParams.get('code') ?? '',
    captcha: '',
  }));

  const update = (name: TField) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    errors.clear(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Registered, the button stays busy until the next page is on screen (its code takes a second or
    // more on a slow line), not back to idle as if the answer had been a refusal.
    if (register.isPending || register.isSuccess) return;
    const invalid = validateRegister(fields);
    await errors.showKeys(invalid);
    if (hasErrors(invalid)) return;
    if (!captcha.data) {
      captcha.refresh();
      return;
    }
    register.mutate(toRegisterRequest(fields, captcha.data.captchaId), {
      onSuccess: () => {
        void showToast(t('register.success'), 'success');
        // A new member sent here from a shared link (a slip, a deposit) goes on to it, as a sign-in does (QA: Home).
        relaunch(pageAfterSignIn());
      },
      onError: (failure) => {
        captcha.refresh();
        setFields((current) => ({ ...current, captcha: '' }));
        void errors.showFailure(failure);
      },
    });
  };

  const field = (name: TField) => ({ name, value: fields[name], onChange: update(name), error: errors.textOf(name) });
  const documentLink = (doc: TTermsDocument) => (
    <button type="button" className="sl-register__doc-link" onClick={() => terms.open(doc)} data-testid={`register-${doc}-link`} />
  );

  return (
    <AuthScreen
      testId="register-page"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      brand={<BrandMark size={36} />}
      corner={<LanguageSwitch />}
      footer={
        <p className="sl-auth__switch">
          {t('register.haveAccount')}{' '}
          <button type="button" className="sl-auth__link" onClick={() => back(LOGIN_PATH)} data-testid="register-to-login">
            {t('register.toLogin')}
          </button>
        </p>
      }
    >
      <form className="sl-auth__form" onSubmit={submit} noValidate>
        <AuthField testId="register-username" label={t('register.username')} icon={<UserIcon />} autoComplete="username"
          maxLength={16} {...field('username')} />
        <AuthField testId="register-password" type="password" label={t('register.password')} icon={<LockIcon />}
          autoComplete="new-password" maxLength={32} {...field('password')} />
        <AuthField testId="register-confirm" type="password" label={t('register.confirmPassword')} icon={<LockIcon />}
          autoComplete="new-password" maxLength={32} {...field('confirmPassword')} />
        <AuthField testId="register-phone" type="tel" inputMode="tel" label={t('register.phone')} icon={<PhoneIcon />}
          autoComplete="tel-national" maxLength={11} {...field('phone')} />
        <AuthField testId="register-invite" label={t('register.inviteCode')} icon={<GiftIcon />} autoComplete="off"
          maxLength={32} {...field('inviteCode')} />
        <AuthField testId="register-captcha" label={t('register.captcha')} icon={<ShieldIcon />} autoComplete="off"
          maxLength={12} {...field('captcha')}
          aside={<CaptchaImage testId="register-captcha-image" captcha={captcha.data} loading={captcha.isFetching} onRefresh={captcha.refresh} />} />
        <p className="sl-auth__terms">
          <Trans i18nKey="register.terms" components={{ rules: documentLink('rules'), privacy: documentLink('privacy') }} />
        </p>
        <Button className="sl-auth__submit" type="submit" color="primary" size="large" block loading={register.isPending || register.isSuccess}
          data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </form>
      {sheetLoaded && (
        <Suspense fallback={null}>
          <TermsSheet reading={terms.reading} onClose={terms.close} />
        </Suspense>
      )}
    </AuthScreen>
  );
}
