import { z } from 'zod';
import { BET_KINDS, PERIODS } from '../odds/selections.ts';
import { isPersonName, oneLineName } from '../validators.ts';
import { ZOneLineText } from './one-line-text.ts';
import { TIME_RANGES } from '../time-ranges.ts';

// Wallet contract: deposits, withdrawals, bank accounts and the bill (account change report).
// Money is integer kobo. Statuses are the spec's numbers (section 4).

export { TIME_RANGES };
/** Spec 3 time-range filter: today 0, yesterday -1, last 7 days -6, last 10 days -9, last 30 days -29 (operator time zone). */
export const ZTimeRange = z.coerce
  .number({ error: 'VALIDATION_FAILED' })
  .refine((v) => (TIME_RANGES as readonly number[]).includes(v), { error: `one of ${TIME_RANGES.join(', ')}` });

const ZPage = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export const ZPaged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const ZKobo = z.number().int();

/**
 * Spec 8's "Please enter the amount" is for an amount not given (or 0: an empty box). Any other
 * value that is not a number is a malformed request, not a missing amount. The refusal of an
 * amount that fails z.number() (or, for the stake, positive()): the bet stake and the deposit.
 */
export const amountGivenRefusal = (input: unknown) => (input === undefined || input === null || input === 0 ? 'ORDER_AMOUNT_REQUIRED' : 'VALIDATION_FAILED');

/**
 * A filter by one of spec 4's statuses, which are single digits (deposits 0-4, 8, 9; withdrawals
 * 0-9; bank approval 0-2): a larger one finds nothing, and past 2^31 the integer column refuses it.
 */
export const ZStatusFilter = z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(0, { error: 'VALIDATION_FAILED' }).max(9, { error: 'VALIDATION_FAILED' });

/** Spec 4 deposit status: 0 pending payment, 1 success, 2 payment failed, 3 failed, 4 payment timeout, 8 and 9 success. */
export const DEPOSIT_STATUS = { pending: 0, success: 1, paymentFailed: 2, failed: 3, timeout: 4 } as const;
/** Spec 4 withdrawal status. */
export const WITHDRAWAL_STATUS = {
  pendingReview: 0,
  reviewPassed: 1,
  failed: 2,
  success: 3,
  pending4: 4,
  pending5: 5,
  inOperation: 6,
  correct: 7,
  timeout: 8,
  reviewRejected: 9,
} as const;
/** Spec 4 bank approval: 0 waiting, 1 approved, 2 not approved. */
export const BANK_APPROVAL = { waiting: 0, approved: 1, rejected: 2 } as const;

/** Pay types of spec 3: online banking / card (provider checkout), bank transfer ("scan code"), virtual currency (USDT). */
export const PAY_TYPES = ['online', 'transfer', 'usdt'] as const;
export type TPayType = (typeof PAY_TYPES)[number];

export const ZWalletSummary = z.object({
  available: ZKobo,
  frozen: ZKobo,
  vipLevel: z.number().int(),
  /** The next VIP level and the confirmed deposits still needed for it (at least the smallest deposit), counted since the last VIP reset; null at the top level. */
  vipNext: z.object({ level: z.number().int(), remaining: ZKobo }).nullable(),
  /** True when payments run against the sandbox provider (the UI shows a badge). */
  sandbox: z.boolean(),
  walletPasswordSet: z.boolean(),
});

export const ZDepositOptions = z.object({
  payTypes: z.array(z.object({ type: z.enum(PAY_TYPES), enabled: z.boolean(), min: ZKobo, max: ZKobo })),
  /** Naira per 1 USDT, in kobo (e.g. 160000 = ₦1,600.00). */
  usdtRate: ZKobo,
  dailyLimit: ZKobo,
  /** Paid today (operator day). */
  depositedToday: ZKobo,
  /** Created today and still waiting for payment: it holds its part of the daily limit until paid or timed out. */
  waitingToday: ZKobo,
  sandbox: z.boolean(),
});

export const ZCreateDepositRequest = z.object({
  payType: z.enum(PAY_TYPES, { error: 'DEPOSIT_TYPE_UNAVAILABLE' }),
  // Missing or null is "please enter the amount" and a string or a fraction of a kobo a malformed
  // request, as for a stake: only a whole number outside the range is told the range (QA: null,
  // "50000" and 50000.5 all read "must be between ₦500.00 and ₦5,000,000.00"). Zero, negatives
  // and whole numbers past what a double holds exactly (1e21) are outside it.
  amount: z
    .number({ error: (issue) => amountGivenRefusal(issue.input) })
    .int({ error: (issue) => (issue.code === 'too_big' || issue.code === 'too_small' ? 'DEPOSIT_AMOUNT_RANGE' : 'VALIDATION_FAILED') })
    .positive({ error: 'DEPOSIT_AMOUNT_RANGE' }),
});
export type TCreateDepositRequest = z.infer<typeof ZCreateDepositRequest>;

export const ZDeposit = z.object({
  id: z.number().int(),
  reference: z.string(),
  payType: z.enum(PAY_TYPES),
  /** What the member asked to deposit. */
  amount: ZKobo,
  /** What was credited (equals amount once confirmed; 0 before). */
  actualAmount: ZKobo,
  status: z.number().int(),
  /**
   * Payment failed (2) because the member left or cancelled the provider's checkout, not because
   * the charge was refused: the member is told it was cancelled. False for every other deposit.
   */
  cancelledAtCheckout: z.boolean(),
  /** USDT deposits: the rate used (kobo per USDT) and the USDT to send (in micro-USDT). */
  exchangeRate: ZKobo.nullable(),
  usdtAmountMicros: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZCreateDepositResponse = z.object({
  deposit: ZDeposit,
  /** online: the provider checkout page to open in the payweb page. */
  checkoutUrl: z.string().nullable(),
  /** transfer: where to send the money, with the reference to quote. */
  transfer: z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string(), reference: z.string() }).nullable(),
  /** usdt: the address and network to pay to. */
  usdt: z.object({ address: z.string(), network: z.string() }).nullable(),
});

export const ZListQuery = z.object({
  status: ZStatusFilter.optional(),
  range: ZTimeRange.default(-29),
  ...ZPage,
});

export const ZWithdrawalMethod = z.enum(['bank', 'usdt'], { error: 'VALIDATION_FAILED' });

export const ZWithdrawalRules = z.object({
  min: ZKobo,
  max: ZKobo,
  feeBps: z.number().int(),
  feeMin: ZKobo,
  intervalMinutes: z.number().int(),
  dailyCount: z.number().int(),
  dailyAmount: ZKobo,
  usedCountToday: z.number().int(),
  usedAmountToday: ZKobo,
  /** The most the member can withdraw now (balance, fee and limits together). */
  maxWithdrawable: ZKobo,
  /** A withdrawal still open (one at a time): none can be requested until it ends. */
  hasOpenWithdrawal: z.boolean(),
  /** Minutes until the interval since the last request has passed (0: a request may go now). */
  retryAfterMinutes: z.number().int(),
  /** Withdrawals in a row without a bet between them; the next one past the limit resets VIP to 0. */
  consecutiveWithdrawals: z.number().int(),
  vipResetAfter: z.number().int(),
  usdt: z.object({
    rate: ZKobo,
    minUsdt: z.number().int(),
    /** The most the member can withdraw in USDT now, in kobo: whole USDT whose amount + tier fee fits the balance and today's limits. */
    maxWithdrawable: ZKobo,
    open: z.boolean(),
    /** The window's days, ISO weekdays (1 Monday ... 7 Sunday), and its hours ("10:00-20:00"), operator time. */
    days: z.array(z.number().int().min(1).max(7)),
    hours: z.string(),
    /** The USDT arrives between these many hours after the request. */
    arrivalHours: z.object({ from: z.number().int(), to: z.number().int() }),
  }),
});

/**
 * A withdrawal amount in kobo: zero or negative is below the minimum (the form's empty box sends
 * 0); a whole number past what a double holds exactly (1e30) is above the maximum; a fraction of a
 * kobo is no amount the app sends (QA: "₦1,000.005 is below the minimum" was wrong). Anything not a
 * number, left out included, is a malformed request, as for the deposit amount: the catalogue has
 * no "please enter the amount" of withdrawals (QA: "1e3", [100000], true and 1e309 were "below
 * the minimum").
 */
const withdrawalAmount = () =>
  z
    .number({ error: 'VALIDATION_FAILED' })
    .int({ error: (issue) => (issue.code === 'too_big' ? 'WITHDRAW_ABOVE_MAX' : issue.code === 'too_small' ? 'WITHDRAW_BELOW_MIN' : 'VALIDATION_FAILED') })
    .positive({ error: 'WITHDRAW_BELOW_MIN' });

export const ZWithdrawalPreviewRequest = z.object({
  method: ZWithdrawalMethod,
  amount: withdrawalAmount(),
});
export const ZWithdrawalPreview = z.object({ amount: ZKobo, fee: ZKobo, receive: ZKobo, usdtReceive: z.number().int().nullable() });

export const ZRequestWithdrawalRequest = z
  .object({
    method: ZWithdrawalMethod,
    amount: withdrawalAmount(),
    /** Required for method 'bank'. */
    bankAccountId: z.number().int().optional(),
    usdtAddress: z.string().max(128).optional(),
    walletPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }).regex(/^\d{6}$/, { error: 'WALLET_PASSWORD_FORMAT' }),
    /** The member confirmed that this withdrawal resets their VIP level to 0 (spec 4). */
    acceptVipReset: z.boolean().optional(),
  })
  // A bank withdrawal without its account is a request missing a field (VALIDATION_FAILED), refused
  // before the wallet password is tried; NOT_FOUND stays for an id that is not one of the member's
  // accounts (QA: no id at all answered 404).
  .refine((b) => b.method !== 'bank' || b.bankAccountId !== undefined, { error: 'a bank withdrawal needs the bank account', path: ['bankAccountId'] });
export type TRequestWithdrawalRequest = z.infer<typeof ZRequestWithdrawalRequest>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  reference: z.string(),
  method: ZWithdrawalMethod,
  amount: ZKobo,
  fee: ZKobo,
  /** What reaches the member: the amount in naira (the fee is charged on top, decision 007), or its USDT equivalent. */
  receive: ZKobo,
  usdtMicros: z.number().int().nullable(),
  status: z.number().int(),
  bankName: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  usdtAddress: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZBank = z.object({ code: z.string(), name: z.string() });

export const ZBankAccount = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  branchName: z.string().nullable(),
  accountHolder: z.string(),
  accountNumberMasked: z.string(),
  approvalStatus: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** The back office's note when it refused the account (status 2), else null. */
  refusalNote: z.string().nullable(),
});

export const ZAddBankAccountRequest = z
  .object({
    bankCode: z.string({ error: 'BANK_TYPE_NOT_SUPPORTED' }).min(3, { error: 'BANK_TYPE_NOT_SUPPORTED' }).max(10, { error: 'BANK_TYPE_NOT_SUPPORTED' }),
    accountNumber: z.string({ error: 'BANK_ACCOUNT_FORMAT' }).regex(/^\d{10}$/, { error: 'BANK_ACCOUNT_FORMAT' }),
    confirmAccountNumber: z.string({ error: 'BANK_ACCOUNT_CONFIRM_MISMATCH' }),
    branchName: ZOneLineText({ max: 80 }).optional(),
    walletPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }).regex(/^\d{6}$/, { error: 'WALLET_PASSWORD_FORMAT' }),
  })
  .refine((d) => d.accountNumber === d.confirmAccountNumber, { error: 'BANK_ACCOUNT_CONFIRM_MISMATCH', path: ['confirmAccountNumber'] });

export const ZDeleteBankAccountRequest = z.object({
  id: z.number().int(),
  walletPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }).regex(/^\d{6}$/, { error: 'WALLET_PASSWORD_FORMAT' }),
});

export const ZSetRealNameRequest = z.object({
  /** The legal name bank accounts must match (until identity verification sets it). */
  realName: z.string({ error: 'VALIDATION_FAILED' }).overwrite(oneLineName).refine(isPersonName, { error: 'VALIDATION_FAILED' }),
});

/** Bill type groups of spec 4: M member rewards, R deposit, W withdrawal, B bets, C rebates, X correction/transfer, P promotions. */
export const BILL_GROUPS = ['M', 'R', 'W', 'B', 'C', 'X', 'P'] as const;

export const ZBillQuery = z.object({
  group: z.enum(BILL_GROUPS, { error: 'VALIDATION_FAILED' }).optional(),
  range: ZTimeRange.default(-29),
  ...ZPage,
  /**
   * The next page by the last line shown (its id), instead of `page`: the lines before it. Money
   * that moves while the member scrolls does not shift the next page (QA: by page, a bet placed
   * meanwhile brought the last lines of a page again at the top of the next).
   */
  before: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).optional(),
});

export const ZBillEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  group: z.enum(BILL_GROUPS),
  kind: z.string(),
  /** Signed change of the available balance, in kobo. */
  amount: ZKobo,
  balanceAfter: ZKobo,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  /**
   * The bet a line is about (placed, settled, cancelled, void, corrected), for the app to name it
   * in the member's language and open it: its id and the reference its order shows.
   */
  bet: z.object({ id: z.number().int(), reference: z.string(), fixture: z.string(), period: z.enum(PERIODS), selection: z.string(), betType: z.enum(BET_KINDS) }).nullable(),
  /**
   * The result correction a line comes from when it is about no one bet (the operator's cover of
   * spent winnings, and its taking back): the match, the period, the corrected score and the
   * trader's reason, for the app to say it in the member's language (QA: the English memo showed).
   */
  correction: z.object({ fixture: z.string(), period: z.enum(PERIODS), score: z.string(), reason: z.string().nullable() }).nullable(),
});

export const ZIdQuery = z.object({ id: z.coerce.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }) });
