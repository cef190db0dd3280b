import { expect, it } from 'vitest';
import { startServer } from '../support/server.ts';

// The README's run command as a process manager (or `docker stop`) ends it: a SIGTERM to
// `npm start`. QA: the shell line it used to be ended, and the server went on answering and
// holding its data folder, so the next `npm start` was refused.
it('stops the server when npm start is sent SIGTERM', async () => {
  const server = await startServer({}, { npmStart: true });
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
  await server.stop(); // SIGTERM to npm, then waits for npm to exit
  await expect(fetch(`${server.url}/health`)).rejects.toThrow();
}, 360_000);
