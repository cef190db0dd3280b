import type { z } from 'zod';
import type {
  ZBank,
  ZBankAccount,
  ZBillEntry,
  ZCreateDepositResponse,
  ZDepositOptions,
  ZWalletSummary,
  ZWithdrawalPreview,
  ZWithdrawalRules,
} from '@scoreline/contract/api/wallet';

// Types of the wallet contract. `import type` only: the schemas (and zod) never reach the bundle.

export type { TCreateDepositRequest, TDeposit, TPayType, TRequestWithdrawalRequest, TWithdrawal } from '@scoreline/contract/api/wallet';
export type {
  TChangeWalletPasswordRequest,
  TRequestWalletPasswordCodeRequest,
  TResetWalletPasswordRequest,
  TSetWalletPasswordRequest,
  TVerificationChannel,
  TVerificationCodeSent,
  TWalletPasswordStatus,
} from '@scoreline/contract/api/wallet-password';

export type TWalletSummary = z.infer<typeof ZWalletSummary>;
export type TDepositOptions = z.infer<typeof ZDepositOptions>;
export type TCreateDepositResponse = z.infer<typeof ZCreateDepositResponse>;
export type TWithdrawalRules = z.infer<typeof ZWithdrawalRules>;
export type TWithdrawalPreview = z.infer<typeof ZWithdrawalPreview>;
export type TWithdrawalMethod = 'bank' | 'usdt';
export type TBank = z.infer<typeof ZBank>;
export type TBankAccount = z.infer<typeof ZBankAccount>;
export type TBillEntry = z.infer<typeof ZBillEntry>;
export type TBillGroup = TBillEntry['group'];
export type { TPaged } from '../../lib/cursor-pages.ts';
export type TListFilter = { status?: number; range: number };
export type TBillFilter = { group?: TBillGroup; range: number };
