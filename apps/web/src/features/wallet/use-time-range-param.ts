import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import { DEFAULT_TIME_RANGE, TIME_RANGE_OPTIONS, type TTimeRange } from './time-ranges.ts';

const readRange = oneOf(TIME_RANGE_OPTIONS.map((option) => option.value), DEFAULT_TIME_RANGE);

/**
 * The time range of a record list (My bets, the bill, deposits, withdrawals), kept in the
 * address as ?range=-1: back from a record, or after a reload, the list shows what the member
 * chose (QA: the bill and the deposit records went back to 30 days).
 */
export function useTimeRangeParam(): [TTimeRange, (range: TTimeRange) => void] {
  return useSearchParamState<TTimeRange>('range', readRange, DEFAULT_TIME_RANGE);
}
