import { describe, expect, it } from 'vitest';
import { bankAddFieldOf, cleanAccountNumber, cleanRealName, validateBankAdd, type TBankAddFields } from './bank-rules.ts';

const good: TBankAddFields = {
  realName: '',
  needsRealName: false,
  bankCode: '058',
  accountNumber: '0123456789',
  confirmAccountNumber: '0123456789',
  branchName: '',
  walletPassword: '123456',
};

describe('bank add form', () => {
  it('accepts a complete form', () => {
    expect(validateBankAdd(good)).toEqual({});
    expect(validateBankAdd({ ...good, needsRealName: true, realName: ' Ada  Obi ' })).toEqual({});
  });

  it('names the catalogue key of each broken rule', () => {
    expect(validateBankAdd({ ...good, bankCode: '' }).bank).toBe('BANK_TYPE_NOT_SUPPORTED');
    expect(validateBankAdd({ ...good, accountNumber: '12345', confirmAccountNumber: '12345' }).number).toBe('BANK_ACCOUNT_FORMAT');
    expect(validateBankAdd({ ...good, confirmAccountNumber: '0123456788' }).confirm).toBe('BANK_ACCOUNT_CONFIRM_MISMATCH');
    expect(validateBankAdd({ ...good, walletPassword: '12345' }).password).toBe('WALLET_PASSWORD_FORMAT');
    expect(validateBankAdd({ ...good, needsRealName: true, realName: 'Al' }).realName).toBe('VALIDATION_FAILED');
    // As the server judges a name: no digits, no markup, nothing invisible.
    for (const realName of ['123456', '\u200b\u200b\u200b', '<b>Ada</b>']) expect(validateBankAdd({ ...good, needsRealName: true, realName }).realName).toBe('VALIDATION_FAILED');
    expect(validateBankAdd({ ...good, branchName: 'x'.repeat(81) }).branch).toBe('VALIDATION_FAILED');
  });

  it('cleans what is typed', () => {
    expect(cleanAccountNumber('0123-456 789 01')).toBe('0123456789');
    expect(cleanRealName('  Ada \u3000 Obi ')).toBe('Ada Obi');
  });

  it('maps the server fields onto the form', () => {
    expect(['realName', 'bankCode', 'accountNumber', 'confirmAccountNumber', 'branchName', 'walletPassword', 'id'].map(bankAddFieldOf)).toEqual([
      'realName',
      'bank',
      'number',
      'confirm',
      'branch',
      'password',
      undefined,
    ]);
  });
});
