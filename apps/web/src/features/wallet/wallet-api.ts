import { apiGet, apiPost } from '../../lib/api-client.ts';
import { unwrap } from '../../lib/api-envelope.ts';
import { WALLET_PATHS } from './wallet-paths.ts';
import type {
  TBank,
  TBankAccount,
  TBillEntry,
  TBillFilter,
  TChangeWalletPasswordRequest,
  TCreateDepositRequest,
  TCreateDepositResponse,
  TDeposit,
  TDepositOptions,
  TListFilter,
  TPaged,
  TRequestWalletPasswordCodeRequest,
  TRequestWithdrawalRequest,
  TResetWalletPasswordRequest,
  TSetWalletPasswordRequest,
  TVerificationCodeSent,
  TWalletPasswordStatus,
  TWalletSummary,
  TWithdrawal,
  TWithdrawalMethod,
  TWithdrawalPreview,
  TWithdrawalRules,
} from './wallet-types.ts';

// The wallet, bank and wallet-password endpoints. Each returns the answer's data or throws
// ApiError (a refusal) / NetworkError (no answer); the API client already reacted app-wide.

export const PAGE_SIZE = 20;

type TSignal = AbortSignal | undefined;

export async function fetchWalletSummary(signal?: TSignal): Promise<TWalletSummary> {
  return unwrap(await apiGet<TWalletSummary>(WALLET_PATHS.walletSummary, { signal }));
}

export async function fetchDepositOptions(signal?: TSignal): Promise<TDepositOptions> {
  return unwrap(await apiGet<TDepositOptions>(WALLET_PATHS.depositOptions, { signal }));
}

export async function createDeposit(request: TCreateDepositRequest, idempotencyKey: string): Promise<TCreateDepositResponse> {
  return unwrap(await apiPost<TCreateDepositResponse>(WALLET_PATHS.createDeposit, request, { idempotencyKey }));
}

export async function fetchDeposits(filter: TListFilter, page: number, signal?: TSignal): Promise<TPaged<TDeposit>> {
  return unwrap(
    await apiGet<TPaged<TDeposit>>(WALLET_PATHS.listDeposits, { query: { status: filter.status, range: filter.range, page, pageSize: PAGE_SIZE }, signal }),
  );
}

/** One deposit; `quiet` for the payweb page's polling (no loading bar, no network toast every 3 s). */
export async function fetchDeposit(id: number, options: { signal?: TSignal; quiet?: boolean } = {}): Promise<TDeposit> {
  return unwrap(await apiGet<TDeposit>(WALLET_PATHS.getDeposit, { query: { id }, signal: options.signal, background: options.quiet }));
}

/** How to pay a deposit started earlier: its checkout, account and reference, or address again; all null once it no longer waits for payment. */
export async function fetchDepositPayment(id: number, signal?: TSignal): Promise<TCreateDepositResponse> {
  return unwrap(await apiGet<TCreateDepositResponse>(WALLET_PATHS.depositPayment, { query: { id }, signal }));
}

export async function fetchWithdrawalRules(signal?: TSignal): Promise<TWithdrawalRules> {
  return unwrap(await apiGet<TWithdrawalRules>(WALLET_PATHS.withdrawalRules, { signal }));
}

/** Fee and amount received, asked while the member types: quiet, and cancelled by the next keystroke. */
export async function previewWithdrawal(request: { method: TWithdrawalMethod; amount: number }, signal?: TSignal): Promise<TWithdrawalPreview> {
  return unwrap(await apiPost<TWithdrawalPreview>(WALLET_PATHS.previewWithdrawal, request, { signal, background: true }));
}

export async function requestWithdrawal(request: TRequestWithdrawalRequest, idempotencyKey: string): Promise<TWithdrawal> {
  return unwrap(await apiPost<TWithdrawal>(WALLET_PATHS.requestWithdrawal, request, { idempotencyKey }));
}

export async function fetchWithdrawals(filter: TListFilter, page: number, signal?: TSignal): Promise<TPaged<TWithdrawal>> {
  return unwrap(
    await apiGet<TPaged<TWithdrawal>>(WALLET_PATHS.listWithdrawals, {
      query: { status: filter.status, range: filter.range, page, pageSize: PAGE_SIZE },
      signal,
    }),
  );
}

/** A page of the bill: the newest lines, or those before the line `before` (the last one shown). */
export async function fetchBill(filter: TBillFilter, before: number | undefined, signal?: TSignal): Promise<TPaged<TBillEntry>> {
  return unwrap(
    await apiGet<TPaged<TBillEntry>>(WALLET_PATHS.bill, { query: { group: filter.group, range: filter.range, pageSize: PAGE_SIZE, before }, signal }),
  );
}

export async function fetchBanks(signal?: TSignal): Promise<TBank[]> {
  return unwrap(await apiGet<TBank[]>(WALLET_PATHS.banks, { signal }));
}

export async function fetchBankAccounts(signal?: TSignal): Promise<TBankAccount[]> {
  return unwrap(await apiGet<TBankAccount[]>(WALLET_PATHS.bankAccounts, { signal }));
}

export async function fetchBankAccount(id: number, signal?: TSignal): Promise<TBankAccount> {
  return unwrap(await apiGet<TBankAccount>(WALLET_PATHS.bankAccount, { query: { id }, signal }));
}

export type TAddBankAccountRequest = {
  bankCode: string;
  accountNumber: string;
  confirmAccountNumber: string;
  branchName?: string;
  walletPassword: string;
};

export async function addBankAccount(request: TAddBankAccountRequest): Promise<TBankAccount> {
  return unwrap(await apiPost<TBankAccount>(WALLET_PATHS.addBankAccount, request));
}

export async function deleteBankAccount(request: { id: number; walletPassword: string }): Promise<void> {
  unwrap(await apiPost<null>(WALLET_PATHS.deleteBankAccount, request));
}

export async function setRealName(realName: string): Promise<{ realName: string }> {
  return unwrap(await apiPost<{ realName: string }>(WALLET_PATHS.setRealName, { realName }));
}

export async function fetchWalletPasswordStatus(signal?: TSignal): Promise<TWalletPasswordStatus> {
  return unwrap(await apiGet<TWalletPasswordStatus>(WALLET_PATHS.walletPasswordStatus, { signal }));
}

export async function setWalletPassword(request: TSetWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  return unwrap(await apiPost<TWalletPasswordStatus>(WALLET_PATHS.walletPasswordSet, request));
}

export async function changeWalletPassword(request: TChangeWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  return unwrap(await apiPost<TWalletPasswordStatus>(WALLET_PATHS.walletPasswordChange, request));
}

export async function requestWalletPasswordCode(request: TRequestWalletPasswordCodeRequest): Promise<TVerificationCodeSent> {
  return unwrap(await apiPost<TVerificationCodeSent>(WALLET_PATHS.walletPasswordRequestCode, request));
}

export async function resetWalletPassword(request: TResetWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  return unwrap(await apiPost<TWalletPasswordStatus>(WALLET_PATHS.walletPasswordReset, request));
}
