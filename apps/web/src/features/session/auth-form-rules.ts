import type { TLoginRequest, TRegisterRequest } from '@scoreline/contract/api/member-auth';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { PASSWORD_MAX, cleanText, isValidPassword, isValidPhone, isValidUsername } from '@scoreline/contract/validators';

// Client-side checks of the sign-in and registration forms, with the contract's validators and
// catalogue keys, so the member sees the same text the server would answer, before a round trip.

export type TLoginFields = { account: string; password: string; captcha: string };
export type TRegisterFields = {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  inviteCode: string;
  captcha: string;
};
export type TFieldErrors<TFields> = Partial<Record<keyof TFields, TErrorKey>>;

export function validateLogin(fields: TLoginFields): TFieldErrors<TLoginFields> {
  const errors: TFieldErrors<TLoginFields> = {};
  if (!cleanText(fields.account)) errors.account = 'ACCOUNT_REQUIRED';
  if (!fields.password) errors.password = 'PASSWORD_REQUIRED';
  else if (fields.password.length > PASSWORD_MAX) errors.password = 'WRONG_CREDENTIALS';
  if (!cleanText(fields.captcha)) errors.captcha = 'CAPTCHA_REQUIRED';
  return errors;
}

export function validateRegister(fields: TRegisterFields): TFieldErrors<TRegisterFields> {
  const errors: TFieldErrors<TRegisterFields> = {};
  if (!isValidUsername(cleanText(fields.username))) errors.username = 'USERNAME_INVALID';
  if (!fields.password) errors.password = 'PASSWORD_REQUIRED';
  else if (!isValidPassword(fields.password)) errors.password = 'PASSWORD_INVALID';
  if (!fields.confirmPassword) errors.confirmPassword = 'PASSWORD_REQUIRED';
  else if (fields.confirmPassword !== fields.password) errors.confirmPassword = 'PASSWORDS_MISMATCH';
  const phone = cleanText(fields.phone);
  if (phone && !isValidPhone(phone)) errors.phone = 'PHONE_INVALID';
  if (cleanText(fields.inviteCode).length > 32) errors.inviteCode = 'INVITE_CODE_NOT_FOUND';
  if (!cleanText(fields.captcha)) errors.captcha = 'CAPTCHA_REQUIRED';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

export function toLoginRequest(fields: TLoginFields, captchaId: string): TLoginRequest {
  return { account: cleanText(fields.account), password: fields.password, captchaId, captcha: cleanText(fields.captcha) };
}

export function toRegisterRequest(fields: TRegisterFields, captchaId: string): TRegisterRequest {
  const phone = cleanText(fields.phone);
  const inviteCode = cleanText(fields.inviteCode);
  return {
    username: cleanText(fields.username),
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    ...(phone ? { phone } : {}),
    ...(inviteCode ? { inviteCode } : {}),
    captchaId,
    captcha: cleanText(fields.captcha),
  };
}
