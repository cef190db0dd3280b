// Bank-account rules the forms check before a round trip (product rules: NUBAN 10 digits
// entered twice, at most five accounts; spec 5: "One of the bank accounts is incorrect").

import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { isPersonName, oneLineName } from '@scoreline/contract/validators';

export const MAX_BANK_ACCOUNTS = 5;

export type TBankAddFields = {
  realName: string;
  needsRealName: boolean;
  bankCode: string;
  accountNumber: string;
  confirmAccountNumber: string;
  branchName: string;
  walletPassword: string;
};

export type TBankAddField = 'realName' | 'bank' | 'number' | 'confirm' | 'branch' | 'password';

/** Digits only, at most 10, as the member types an account number. */
export function cleanAccountNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 10);
}

/** The name as the server reads it (contract oneLineName): inner runs of spaces folded, invisible characters dropped, ends trimmed. */
export const cleanRealName = oneLineName;

/** The first problem of each field, as catalogue keys (realName uses the page's own text). */
export function validateBankAdd(fields: TBankAddFields): Partial<Record<TBankAddField, TErrorKey>> {
  const errors: Partial<Record<TBankAddField, TErrorKey>> = {};
  if (fields.needsRealName) {
    if (!isPersonName(cleanRealName(fields.realName))) errors.realName = 'VALIDATION_FAILED';
  }
  if (!fields.bankCode) errors.bank = 'BANK_TYPE_NOT_SUPPORTED';
  if (!/^\d{10}$/.test(fields.accountNumber)) errors.number = 'BANK_ACCOUNT_FORMAT';
  if (fields.confirmAccountNumber !== fields.accountNumber) errors.confirm = 'BANK_ACCOUNT_CONFIRM_MISMATCH';
  if (fields.branchName.trim().length > 80) errors.branch = 'VALIDATION_FAILED';
  if (!/^\d{6}$/.test(fields.walletPassword)) errors.password = 'WALLET_PASSWORD_FORMAT';
  return errors;
}

/** The server's field names (contract ZAddBankAccountRequest, ZSetRealNameRequest) on the form's fields. */
export function bankAddFieldOf(serverField: string): TBankAddField | undefined {
  switch (serverField) {
    case 'realName':
      return 'realName';
    case 'bankCode':
      return 'bank';
    case 'accountNumber':
      return 'number';
    case 'confirmAccountNumber':
      return 'confirm';
    case 'branchName':
      return 'branch';
    case 'walletPassword':
      return 'password';
    default:
      return undefined;
  }
}
