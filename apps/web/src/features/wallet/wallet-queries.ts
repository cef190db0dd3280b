import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchBankAccount,
  fetchBankAccounts,
  fetchBanks,
  fetchBill,
  fetchDeposit,
  fetchDepositOptions,
  fetchDepositPayment,
  fetchDeposits,
  fetchWalletPasswordStatus,
  fetchWalletSummary,
  fetchWithdrawalRules,
  fetchWithdrawals,
  previewWithdrawal,
} from './wallet-api.ts';
import { depositOutcome, withdrawalPayoutKey } from './statuses.ts';
import { useOperatorToday } from '../../lib/use-server-now.ts';
import { useRefetchWhenChanged } from '../../lib/use-refetch-when-changed.ts';
import { nextBefore, uniqueRows } from '../../lib/cursor-pages.ts';
import type { TBillFilter, TDeposit, TListFilter, TPaged, TWithdrawal, TWithdrawalMethod } from './wallet-types.ts';

/** How often a record list asks again while one of its records can still change (the back office or the provider moves it). */
export const WHILE_OPEN_MS = 20_000;

/** A deposit still waiting for its payment: the provider will move it without the member. */
export const isOpenDeposit = (deposit: TDeposit) => depositOutcome(deposit.status) === 'waiting';
/** A withdrawal still on its way: the back office and the provider will move it without the member. */
export const isOpenWithdrawal = (withdrawal: TWithdrawal) => withdrawalPayoutKey(withdrawal.status) === 'toReceive';

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  depositOptions: ['wallet', 'deposit-options'] as const,
  deposits: (filter: TListFilter, today: number) => ['wallet', 'deposits', filter, today] as const,
  deposit: (id: number) => ['wallet', 'deposit', id] as const,
  depositPayment: (id: number) => ['wallet', 'deposit-payment', id] as const,
  rules: (today: number) => ['wallet', 'withdrawal-rules', today] as const,
  preview: (method: TWithdrawalMethod, amount: number) => ['wallet', 'withdrawal-preview', method, amount] as const,
  withdrawals: (filter: TListFilter, today: number) => ['wallet', 'withdrawals', filter, today] as const,
  bill: (filter: TBillFilter, today: number) => ['wallet', 'bill', filter, today] as const,
  banks: ['wallet', 'banks'] as const,
  bankAccounts: ['wallet', 'bank-accounts'] as const,
  bankAccount: (id: number) => ['wallet', 'bank-account', id] as const,
  passwordStatus: ['wallet', 'password-status'] as const,
};

/** Balances and flags of the wallet; refreshes quietly like the home balance. */
export function useWalletSummary() {
  return useQuery({ queryKey: walletKeys.summary, queryFn: ({ signal }) => fetchWalletSummary(signal), refetchInterval: 30_000, staleTime: 0 });
}

export function useDepositOptions() {
  return useQuery({ queryKey: walletKeys.depositOptions, queryFn: ({ signal }) => fetchDepositOptions(signal), staleTime: 0 });
}

/** A deposit; with `poll`, asks again every 3 s while it is still waiting for payment. */
export function useDeposit(id: number | undefined, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: walletKeys.deposit(id ?? 0),
    queryFn: ({ signal }) => fetchDeposit(id ?? 0, { signal, quiet: options.poll }),
    enabled: id !== undefined && id > 0,
    staleTime: 0,
    refetchInterval: (query) => (options.poll && (!query.state.data || isOpenDeposit(query.state.data)) ? 3_000 : false),
    refetchIntervalInBackground: true,
    // A lost poll is asked again at the next tick; no retry storm in between.
    retry: false,
  });
}

/** How to pay a deposit started earlier (the recharge page's ?deposit=): asked afresh each time, as the account may have changed. */
export function useDepositPayment(id: number | undefined) {
  return useQuery({
    queryKey: walletKeys.depositPayment(id ?? 0),
    queryFn: ({ signal }) => fetchDepositPayment(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useWithdrawalRules() {
  // The day's withdrawals are counted by the operator's day: the page left open over midnight asks
  // again (QA: "No more withdrawals today" stayed into the next day, Withdraw disabled), keeping
  // the old answer on screen until the new one comes.
  const today = useOperatorToday();
  return useQuery({
    queryKey: walletKeys.rules(today),
    queryFn: ({ signal }) => fetchWithdrawalRules(signal),
    placeholderData: (previous) => previous,
    staleTime: 0,
    // While the member waits out the interval or an open withdrawal, the page says for how long: ask again each minute.
    refetchInterval: (query) => (query.state.data && (query.state.data.retryAfterMinutes > 0 || query.state.data.hasOpenWithdrawal) ? 60_000 : false),
  });
}

/** Fee and amount received for an amount (already debounced by the caller); the last answer stays while the next loads. */
export function useWithdrawalPreview(method: TWithdrawalMethod, amount: number | null, enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.preview(method, amount ?? 0),
    queryFn: ({ signal }) => previewWithdrawal({ method, amount: amount ?? 0 }, signal),
    enabled: enabled && amount !== null && amount > 0,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export function useBanks() {
  return useQuery({ queryKey: walletKeys.banks, queryFn: ({ signal }) => fetchBanks(signal), staleTime: 60 * 60_000 });
}

export function useBankAccounts() {
  return useQuery({ queryKey: walletKeys.bankAccounts, queryFn: ({ signal }) => fetchBankAccounts(signal), staleTime: 0 });
}

export function useBankAccount(id: number | undefined) {
  return useQuery({
    queryKey: walletKeys.bankAccount(id ?? 0),
    queryFn: ({ signal }) => fetchBankAccount(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
  });
}

export function useWalletPasswordStatus() {
  return useQuery({ queryKey: walletKeys.passwordStatus, queryFn: ({ signal }) => fetchWalletPasswordStatus(signal), staleTime: 0 });
}

function nextPage<T>(last: TPaged<T>): number | undefined {
  return last.page * last.pageSize < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

export function useDepositList(filter: TListFilter) {
  const today = useOperatorToday();
  return useInfiniteQuery({
    queryKey: walletKeys.deposits(filter, today),
    queryFn: ({ pageParam, signal }) => fetchDeposits(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    refetchInterval: (query) => (uniqueRows(query.state.data).some(isOpenDeposit) ? WHILE_OPEN_MS : false),
  });
}

export function useWithdrawalList(filter: TListFilter) {
  const today = useOperatorToday();
  return useInfiniteQuery({
    queryKey: walletKeys.withdrawals(filter, today),
    queryFn: ({ pageParam, signal }) => fetchWithdrawals(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    refetchInterval: (query) => (uniqueRows(query.state.data).some(isOpenWithdrawal) ? WHILE_OPEN_MS : false),
  });
}

export function useBillList(filter: TBillFilter) {
  const today = useOperatorToday();
  const list = useInfiniteQuery({
    queryKey: walletKeys.bill(filter, today),
    queryFn: ({ pageParam, signal }) => fetchBill(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    staleTime: 0,
  });
  // The bill lists every change of the available balance, which the back office, the settlement
  // and the provider make without the member: when the polled balance moves, the lines that moved
  // it are read (QA: the report kept showing "Bet placed" while Home already had the payouts).
  useRefetchWhenChanged(useWalletSummary().data?.available, list.refetch);
  return list;
}

/** After money moved or an account changed: every wallet view asks again. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
