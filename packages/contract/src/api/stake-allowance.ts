import { z } from 'zod';
import { ZPlaceBetRequest } from './matches.ts';

// The order page's limits that move with other bets, read apart from the match detail: the
// grid page asks for the detail of every selection at once and needs none of these, while the
// order page wants them fresh for the one selection it stakes on. The server stays the judge:
// a bet placed after this read is checked again.

/** ?matchId=&period=&selection=&betType=: the selection as a bet names it (the same rules). */
export const ZStakeAllowanceQuery = ZPlaceBetRequest.pick({ period: true, selection: true, betType: true }).extend({
  matchId: z.coerce.number({ error: 'MATCH_NOT_FOUND' }).int({ error: 'MATCH_NOT_FOUND' }),
});
export type TStakeAllowanceQuery = z.output<typeof ZStakeAllowanceQuery>;

/** Kobo. */
export const ZStakeAllowance = z.object({
  /** What all members together can still stake on this selection before its total limit. */
  selectionRoom: z.number().int(),
  /** The member's VIP level, whose daily betting limit this is. */
  vipLevel: z.number().int(),
  /** The member's VIP daily betting limit. */
  dailyLimit: z.number().int(),
  /** What is left of it today (the operator's day), never below 0. */
  dailyLeft: z.number().int(),
});
export type TStakeAllowance = z.infer<typeof ZStakeAllowance>;
