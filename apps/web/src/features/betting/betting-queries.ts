import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { MATCH_DAYS } from './days.ts';
import { isSettled, takesBets } from './statuses.ts';
import { fetchBalance, fetchBet, fetchBets, fetchMatchDetail, fetchMatchList, fetchResults, fetchStakeAllowance, type TBetFilter } from './betting-api.ts';
import type { TBetStatus, TMatchSummary, TStakeAllowanceQuery } from './betting-types.ts';
import { resultsRefetchMs } from './result-entries.ts';
import { useOperatorToday } from '../../lib/use-server-now.ts';
import { useRefetchWhenChanged } from '../../lib/use-refetch-when-changed.ts';
import { nextBefore } from '../../lib/cursor-pages.ts';

export const bettingKeys = {
  all: ['betting'] as const,
  // With the operator's today (its start, ms): a day's list or results left open over midnight is
  // asked again for the new day at once, not shown under the new day's label until its next poll (QA).
  matchList: (day: number, today: number) => ['betting', 'matches', day, today] as const,
  matchDetail: (id: number) => ['betting', 'match', id] as const,
  results: (day: number, today: number) => ['betting', 'results', day, today] as const,
  bets: (filter: TBetFilter, today: number) => ['betting', 'bets', filter, today] as const,
  bet: (id: number) => ['betting', 'bet', id] as const,
  allowance: (pick: TStakeAllowanceQuery) => ['betting', 'allowance', pick] as const,
  balance: ['betting', 'balance'] as const,
  changes: ['betting', 'changes'] as const,
};

/** While a bet waits for its result, its order and lists ask again every 20 s: a result entered shows without a reload. */
const WHILE_WAITING_MS = 20_000;

function matchListQuery(day: number, today: number) {
  return {
    queryKey: bettingKeys.matchList(day, today),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchMatchList(day, signal),
    staleTime: 15_000,
    refetchInterval: 60_000,
  };
}

/** The matches of an operator day; refreshes quietly every minute (states and bettable flags move). */
export function useMatchList(day: number) {
  // Read as often as the page's day chips roll over (the match page's clock ticks every second).
  return useQuery(matchListQuery(day, useOperatorToday()));
}

/**
 * The next `limit` matches open for betting at `now`, in kick-off order (the home page). The
 * match tab's day lists are asked one day after another, a further day only while fewer were found.
 */
export function useUpcomingMatches(limit: number, now: number) {
  const [days, setDays] = useState(1);
  const today = useOperatorToday();
  const lists = useQueries({ queries: MATCH_DAYS.slice(0, days).map((day) => matchListQuery(day, today)) });
  const matches: TMatchSummary[] = lists
    .flatMap((list) => list.data?.leagues.flatMap((league) => league.matches) ?? [])
    .filter((match) => takesBets(match, now))
    .sort((a, b) => Date.parse(a.kickOffAt) - Date.parse(b.kickOffAt));
  const answered = lists.every((list) => list.data !== undefined);
  const askFurther = answered && matches.length < limit && days < MATCH_DAYS.length;
  useEffect(() => {
    if (askFurther) setDays((count) => count + 1);
  }, [askFurther]);
  const failed = lists.find((list) => list.isError);
  return {
    matches: matches.slice(0, limit),
    pending: lists.some((list) => list.isPending) || askFurther,
    /** A day's list could not be read: "none open" would not be true (QA: said so with the server down). */
    error: failed ? failed.error : null,
    retry: () => lists.forEach((list) => list.isError && void list.refetch()),
    /** A failed list is being asked again (its retry tapped). */
    retrying: lists.some((list) => list.isError && list.isFetching),
  };
}

/**
 * Results of an operator day. Today's fill in as matches end, so they refresh every minute, and
 * every 20 s while a match is being played (its full time is the next thing the member waits for);
 * past days only on return.
 */
export function useResults(day: number, today: number) {
  return useQuery({
    queryKey: bettingKeys.results(day, today),
    queryFn: ({ signal }) => fetchResults(day, signal),
    staleTime: 15_000,
    refetchInterval: (query) => resultsRefetchMs(day, query.state.data),
  });
}

/**
 * One match and its prices; asks again every 20 s so a suspension or a new price shows up.
 * `fresh`: the bet slip asks again on opening, so limits the back office changed since the match
 * page was read apply at once (a raised maximum would otherwise refuse a stake for up to 20 s).
 */
export function useMatchDetail(id: number | undefined, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: bettingKeys.matchDetail(id ?? 0),
    queryFn: ({ signal }) => fetchMatchDetail(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    staleTime: 5_000,
    refetchInterval: 20_000,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

// Asked again while an outcome is to come: waiting, or unconfirmed until its result is confirmed.
const waitingIn = (bets: readonly { status: TBetStatus }[]) => bets.some((bet) => !isSettled(bet));

const NO_PICK: TStakeAllowanceQuery = { matchId: 0, period: 'FT', selection: '', betType: 'correct' };

/** One selection's room and the member's day; under bettingKeys.all, so a placed or cancelled bet refreshes it. */
export function useStakeAllowance(pick: TStakeAllowanceQuery | undefined) {
  const asked = pick ?? NO_PICK;
  return useQuery({
    queryKey: bettingKeys.allowance(asked),
    queryFn: ({ signal }) => fetchStakeAllowance(asked, signal),
    enabled: pick !== undefined,
    staleTime: 5_000,
    refetchInterval: 20_000,
  });
}

export function useBet(id: number | undefined) {
  const bet = useQuery({
    queryKey: bettingKeys.bet(id ?? 0),
    queryFn: ({ signal }) => fetchBet(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && waitingIn([query.state.data]) ? WHILE_WAITING_MS : false),
  });
  // A settled bet is not polled; a correction of its result changes the member's bets' reading.
  useRefetchWhenChanged(useBetsChangeReading(), bet.refetch);
  return bet;
}

export function useBalance() {
  return useQuery({ queryKey: bettingKeys.balance, queryFn: ({ signal }) => fetchBalance(signal), staleTime: 0, refetchInterval: 30_000 });
}

/**
 * A short reading of the member's bets (one row of the longest range): its changeKey changes when
 * anything a row of My bets or an order shows may have (a bet placed, settled, revoked, a score
 * entered or corrected, a postponement: ZBetPage). Polled while a page that shows bets is open.
 */
function useBetsChangeReading(): string | undefined {
  return useQuery({
    queryKey: bettingKeys.changes,
    queryFn: ({ signal }) => fetchBets({ range: -29 }, undefined, signal, 1),
    staleTime: 0,
    refetchInterval: WHILE_WAITING_MS,
  }).data?.changeKey;
}

/**
 * My bets, page by page as the member scrolls. The list does not poll its own pages (a member who
 * scrolled 23 pages downloaded all 23 every 20 s, QA): a one-row reading of the member's bets is
 * polled, and the list asks again when its changeKey changes.
 */
export function useBetList(filter: TBetFilter) {
  const today = useOperatorToday();
  const list = useInfiniteQuery({
    queryKey: bettingKeys.bets(filter, today),
    queryFn: ({ pageParam, signal }) => fetchBets(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    // Placing or cancelling here refreshes it (useRefreshBetting), results come through the reading:
    // coming back to the list within that time does not download every page again.
    staleTime: WHILE_WAITING_MS,
  });
  // Whatever the filter: a list of won or lost bets gains the bets that settle (QA: a new winner
  // never came on the Won filter, which has nothing waiting), and a corrected result reaches it
  // whether or not it moved money (QA: a correction that left the balance as it was never came).
  useRefetchWhenChanged(useBetsChangeReading(), list.refetch);
  return list;
}

/**
 * How many bets the member has on one match (My bets' longest range): its page links to them.
 * Placing or cancelling refreshes it with the rest (useRefreshBetting).
 */
export function useBetCountOnMatch(matchId: number | undefined) {
  const filter: TBetFilter = { range: -29, matchId };
  const count = useQuery({
    queryKey: [...bettingKeys.bets(filter, useOperatorToday()), 'count'],
    queryFn: ({ signal }) => fetchBets(filter, undefined, signal),
    enabled: matchId !== undefined,
    staleTime: 15_000,
    select: (page) => page.total,
  });
  return count.data ?? 0;
}

/** After a bet was placed or cancelled: lists, balance and prices ask again. */
export function useRefreshBetting() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bettingKeys.all });
}
