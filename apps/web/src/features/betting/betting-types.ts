import type { z } from 'zod';
import type { TBet, TBetTotals, TMatchSummary, ZBetListQuery, ZMatchDetail, ZMatchList } from '@scoreline/contract/api/matches';
import type { TMatchResult, TResultList } from '@scoreline/contract/api/results-endpoints';
import type { TStakeAllowance, TStakeAllowanceQuery } from '@scoreline/contract/api/stake-allowance';
import type { TPaged } from '../../lib/cursor-pages.ts';

// Types only: the contract's zod schemas never reach the bundle.

export type { TBet, TBetTotals, TMatchResult, TMatchSummary, TResultList, TStakeAllowance, TStakeAllowanceQuery };
export type TMatchList = z.infer<typeof ZMatchList>;
export type TMatchDetail = z.infer<typeof ZMatchDetail>;
export type TMarket = TMatchDetail['markets'][number];
export type TSelectionPrices = TMarket['selections'][number];
export type TPrice = TSelectionPrices['correct'];
export type TPeriod = TMarket['period'];
export type TBetType = TBet['betType'];
export type TBetStatus = TBet['status'];
export type TBetRange = z.infer<typeof ZBetListQuery>['range'];
/** A page of My bets, with what every bet of its filter adds up to. */
export type TBetPage = TPaged<TBet> & { totals: TBetTotals; changeKey: string };
export type TPlaceBetRequest = {
  matchId: number;
  period: TPeriod;
  selection: string;
  betType: TBetType;
  stake: number;
  odds: number;
  acceptAnyOdds?: boolean;
  /** The VIP bonus and fee the slip showed: worse ones at the server are refused (BET_TERMS_CHANGED). */
  terms?: { vipBonusBps: number; handlingFeeBps: number };
};
