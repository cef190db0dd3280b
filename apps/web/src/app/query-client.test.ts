import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { NetworkError } from '../lib/api-envelope.ts';
import { createQueryClient } from './query-client.ts';

// What a member whose phone says "offline" while the server answers would notice: Sign in that
// does nothing, a list that spins without asking.
const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} was parked, not sent`)), 500))]);

afterEach(() => onlineManager.setOnline(true));

describe('the member app’s calls while the browser says it is offline', () => {
  it('sends a sign-in (any write) and gives its answer', async () => {
    onlineManager.setOnline(false);
    let sent = 0;
    const signIn = new MutationObserver(createQueryClient(), { mutationFn: async () => ++sent });
    await expect(within(signIn.mutate(), 'the sign-in')).resolves.toBe(1);
  });

  it('asks for a page’s data once instead of waiting for the connection', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const answered = new Promise((resolve) => {
      const observer = new QueryObserver(client, { queryKey: ['wallet'], queryFn: async () => '₦1,000.00' });
      const stop = observer.subscribe((result) => {
        if (result.status === 'success') resolve((stop(), result.data));
      });
    });
    await expect(within(answered, 'the read')).resolves.toBe('₦1,000.00');
  });

  it('fails a read that found no network at once, for the page to say so, instead of parking its retry', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let asked = 0;
    const failed = new Promise((resolve) => {
      const observer = new QueryObserver(client, { queryKey: ['matches'], queryFn: async () => {
        asked += 1;
        throw new NetworkError(new TypeError('Failed to fetch'));
      } });
      const stop = observer.subscribe((result) => {
        if (result.status === 'error') resolve((stop(), result.error));
      });
    });
    await expect(within(failed, 'the failure')).resolves.toBeInstanceOf(NetworkError);
    expect(asked).toBe(1);
  });
});
