import { expect, it } from 'vitest';
import { startServer } from '../support/server.ts';

// The README's run command as a process manager (or `docker stop`, or a closed terminal) ends it:
// a signal to `npm start`. QA: the shell line it used to be ended, and the server went on
// answering and holding its data folder, so the next `npm start` was refused; then a SIGHUP,
// which npm does not pass on, left it running the same way.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  it(`stops the server when npm start is sent ${signal}`, async () => {
    const server = await startServer({}, { npmStart: true });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    await server.stop(signal); // to npm, then waits for npm to exit
    // The server may take a moment longer than npm (a SIGHUP ends npm alone).
    await expect.poll(() => fetch(`${server.url}/health`).then(() => 'answering', () => 'stopped'), { timeout: 10_000 }).toBe('stopped');
  }, 360_000);
}
