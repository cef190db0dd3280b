import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminMatchList, TAdminMatchPrices, TMatchExposure, TMatchSettlement, TPriceHistory } from '../../lib/api-types.ts';
import { hasPendingRun } from './money-impact.ts';

// Query keys: every match read starts with ['matches'] so a write can refresh them all at once.
export const matchKeys = {
  all: ['matches'] as const,
  list: (query: Record<string, string | number>) => ['matches', 'list', query] as const,
  match: (id: number) => ['matches', id] as const,
  prices: (id: number) => ['matches', id, 'prices'] as const,
  exposure: (id: number) => ['matches', id, 'exposure'] as const,
  settlement: (id: number) => ['matches', id, 'settlement'] as const,
  priceHistory: (id: number, period: string, selection: string) => ['matches', id, 'price-history', period, selection] as const,
};

export function useMatchList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: matchKeys.list(query),
    queryFn: ({ signal }) => callApi<TAdminMatchList>('adminMatchList', { query, signal }),
    // The table keeps the old page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMatchPrices(id: number) {
  return useQuery({ queryKey: matchKeys.prices(id), queryFn: ({ signal }) => callApi<TAdminMatchPrices>('adminMatchPrices', { query: { id }, signal }) });
}

/** Exposure moves with every bet: refreshed every 15 s while on screen. */
export function useMatchExposure(id: number, options: { live?: boolean } = {}) {
  return useQuery({
    queryKey: matchKeys.exposure(id),
    queryFn: ({ signal }) => callApi<TMatchExposure>('adminMatchExposure', { query: { id }, signal }),
    refetchInterval: options.live ? 15_000 : false,
  });
}

/** Settlement progress: polled every 2 s while a run is pending, then left alone. */
export function useMatchSettlement(id: number) {
  return useQuery({
    queryKey: matchKeys.settlement(id),
    queryFn: ({ signal }) => callApi<TMatchSettlement>('adminMatchSettlement', { query: { id }, signal }),
    refetchInterval: (query) => (hasPendingRun(query.state.data) ? 2_000 : false),
  });
}

/** One selection's price versions, both bet types, newest first. */
export function usePriceHistory(matchId: number, period: string, selection: string) {
  return useQuery({
    queryKey: matchKeys.priceHistory(matchId, period, selection),
    queryFn: ({ signal }) => callApi<TPriceHistory>('adminPriceHistory', { query: { matchId, period, selection }, signal }),
  });
}
