export const sessionQueryKeys = {
  captcha: ['session', 'captcha'] as const,
  loginMember: ['session', 'login-member'] as const,
};
