const captchas = ['session', 'captcha'] as const;

export const sessionQueryKeys = {
  /** One captcha per form, so the sign-in and registration screens never share (and spend) one. */
  captcha: (form: 'login' | 'register') => [...captchas, form] as const,
  /** Whether a query is one of the forms' captchas. */
  isCaptcha: (key: readonly unknown[]) => key[0] === captchas[0] && key[1] === captchas[1],
  loginMember: ['session', 'login-member'] as const,
};
