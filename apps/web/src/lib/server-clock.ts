import { createServerClock } from '@scoreline/contract/server-clock';

// Closing countdowns and day ranges run on the server's clock: exact from the match list's
// serverTime, and from the Date header of every answer (api-client.ts), so a page opened
// directly (a shared link to a bet slip) does not count down by a wrong device clock.
const clock = createServerClock();

export const noteServerTime = (serverTime: string, deviceNow?: number) => clock.noteTime(serverTime, deviceNow);
export const noteServerDate = (header: string | null) => clock.noteDateHeader(header);
export const serverNow = (deviceNow?: number): number => clock.now(deviceNow);
export const onServerClockJump = (listener: () => void): (() => void) => clock.subscribe(listener);
