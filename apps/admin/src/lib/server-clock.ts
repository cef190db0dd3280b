import { createServerClock } from '@scoreline/contract/server-clock';

// "Has it kicked off yet?" is judged as the server will, by the server's clock, known from the
// Date header of every answer (api-client.ts): a trader's computer running a few minutes slow
// would otherwise keep the score form shut while the server would take the score.
const clock = createServerClock();

export const noteServerDate = (header: string | null) => clock.noteDateHeader(header);
export const serverNow = (): number => clock.now();
