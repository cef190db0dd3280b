export const sessionQueryKeys = {
  /** One captcha per form, so the sign-in and registration screens never share (and spend) one. */
  captcha: (form: 'login' | 'register') => ['session', 'captcha', form] as const,
  loginMember: ['session', 'login-member'] as const,
};
