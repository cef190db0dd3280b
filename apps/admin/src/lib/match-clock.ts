// A match's stored state moves only when someone or something moves it (a trader, a result, a
// job): an "open" match whose closing time has passed takes no bets, because the server judges
// betting by its clock. The back office shows the state a trader should read, by the server's clock.

/** The state to show: scheduled or open past closing reads "closed". */
export function stateNow<S extends string>(state: S, closingAt: string, now: number): S | 'closed' {
  return (state === 'open' || state === 'scheduled') && now >= Date.parse(closingAt) ? 'closed' : state;
}
