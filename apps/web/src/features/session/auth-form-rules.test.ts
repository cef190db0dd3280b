import { describe, expect, it } from 'vitest';
import { toLoginRequest, toRegisterRequest, validateLogin, validateRegister, type TRegisterFields } from './auth-form-rules.ts';

const good: TRegisterFields = {
  username: 'ada_lovelace',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  phone: '',
  inviteCode: '',
  captcha: 'x7Kp',
};

describe('validateLogin', () => {
  it('requires account, password and captcha (spec 5)', () => {
    expect(validateLogin({ account: ' ', password: '', captcha: '\u3000' })).toEqual({
      account: 'ACCOUNT_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      captcha: 'CAPTCHA_REQUIRED',
    });
    expect(validateLogin({ account: 'ada', password: 'pw', captcha: 'abcd' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(good)).toEqual({});
    expect(validateRegister({ ...good, phone: '08031234567', inviteCode: 'ABC123' })).toEqual({});
  });

  it('names the catalogue key of each broken rule', () => {
    expect(validateRegister({ ...good, username: 'abc' }).username).toBe('USERNAME_INVALID');
    expect(validateRegister({ ...good, password: '', confirmPassword: '' })).toMatchObject({
      password: 'PASSWORD_REQUIRED',
      confirmPassword: 'PASSWORD_REQUIRED',
    });
    expect(validateRegister({ ...good, password: 'short', confirmPassword: 'short' }).password).toBe('PASSWORD_INVALID');
    expect(validateRegister({ ...good, confirmPassword: 'different!' }).confirmPassword).toBe('PASSWORDS_MISMATCH');
    expect(validateRegister({ ...good, phone: '12345' }).phone).toBe('PHONE_INVALID');
    expect(validateRegister({ ...good, phone: '0803123456a' }).phone).toBe('PHONE_INVALID');
    expect(validateRegister({ ...good, captcha: '' }).captcha).toBe('CAPTCHA_REQUIRED');
  });
});

describe('request building', () => {
  it('cleans whitespace from everything but passwords and drops empty optionals', () => {
    expect(toRegisterRequest({ ...good, username: ' ada_lovelace ', phone: ' ', inviteCode: '' }, 'cid')).toEqual({
      username: 'ada_lovelace',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      captchaId: 'cid',
      captcha: 'x7Kp',
    });
    expect(toLoginRequest({ account: ' ada ', password: ' pw ', captcha: ' 12 ab ' }, 'cid')).toEqual({
      account: 'ada',
      password: ' pw ',
      captchaId: 'cid',
      captcha: '12ab',
    });
  });
});
