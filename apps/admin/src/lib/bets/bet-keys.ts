// The back office's react-query keys for bets: lists and single bets refresh together.
export const betKeys = { all: ['bets'] as const, list: ['bets', 'list'] as const, one: (id: number) => ['bets', 'one', id] as const };
