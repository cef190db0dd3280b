import { apiGet, apiPost } from '../../lib/api-client.ts';
import { API_PATHS } from '../../lib/api-paths.ts';
import { unwrap } from '../../lib/api-envelope.ts';
import { WALLET_SUMMARY_PATH } from './betting-paths.ts';
import { noteServerTime } from './countdown.ts';
import type { TBet, TBetPage, TBetRange, TBetStatus, TMatchDetail, TMatchList, TPlaceBetRequest, TResultList, TStakeAllowance, TStakeAllowanceQuery } from './betting-types.ts';

// The match and bet endpoints. Each returns the answer's data or throws ApiError / NetworkError.

export const BET_PAGE_SIZE = 20;

type TSignal = AbortSignal | undefined;

/** My bets' filters; `matchId`: only the bets on one match (its page and notices lead there). */
export type TBetFilter = { status?: TBetStatus; range: TBetRange; matchId?: number };
export type TBalance = { available: number; frozen: number; vipLevel: number };

export async function fetchMatchList(day: number, signal?: TSignal, quiet = false): Promise<TMatchList> {
  const list = unwrap(await apiGet<TMatchList>(API_PATHS.matchList, { query: { day }, signal, background: quiet }));
  noteServerTime(list.serverTime);
  return list;
}

/** The results tab: one operator day (0 today, -1 yesterday ...) of finished matches by league. */
export async function fetchResults(day: number, signal?: TSignal): Promise<TResultList> {
  const list = unwrap(await apiGet<TResultList>(API_PATHS.matchResults, { query: { day }, signal }));
  noteServerTime(list.serverTime);
  return list;
}

export async function fetchMatchDetail(id: number, signal?: TSignal, quiet = false): Promise<TMatchDetail> {
  return unwrap(await apiGet<TMatchDetail>(API_PATHS.matchDetail, { query: { id }, signal, background: quiet }));
}

/** The order page's moving limits of one selection: its room across all members and the member's day. */
export async function fetchStakeAllowance(pick: TStakeAllowanceQuery, signal?: TSignal): Promise<TStakeAllowance> {
  return unwrap(await apiGet<TStakeAllowance>(API_PATHS.stakeAllowance, { query: pick, signal, background: true }));
}

export async function placeBet(request: TPlaceBetRequest, idempotencyKey: string): Promise<TBet> {
  return unwrap(await apiPost<TBet>(API_PATHS.placeBet, request, { idempotencyKey }));
}

export async function cancelBet(betId: number, idempotencyKey: string): Promise<TBet> {
  return unwrap(await apiPost<TBet>(API_PATHS.cancelBet, { betId }, { idempotencyKey }));
}

/** The newest page of the member's bets, or the page after the bet `before` (the last one shown). */
export async function fetchBets(filter: TBetFilter, before: number | undefined, signal?: TSignal, pageSize = BET_PAGE_SIZE): Promise<TBetPage> {
  return unwrap(await apiGet<TBetPage>(API_PATHS.listBets, { query: { status: filter.status, range: filter.range, matchId: filter.matchId, pageSize, before }, signal }));
}

export async function fetchBet(id: number, signal?: TSignal): Promise<TBet> {
  return unwrap(await apiGet<TBet>(API_PATHS.getBet, { query: { id }, signal }));
}

export async function fetchBalance(signal?: TSignal): Promise<TBalance> {
  return unwrap(await apiGet<TBalance>(WALLET_SUMMARY_PATH, { signal, background: true }));
}
