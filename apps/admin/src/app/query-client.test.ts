import { afterEach, expect, it } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

// A CI run once left "Change Captcha lifetime?" spinning with no request sent: a write parked
// while the browser's network guess said offline. The operator's confirmation must reach the server.
it('sends a confirmed change while the browser says it is offline', async () => {
  onlineManager.setOnline(false);
  const bodies: string[] = [];
  const change = new MutationObserver(createQueryClient(), { mutationFn: async (body: string) => bodies.push(body) });
  const parked = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the change was parked, not sent')), 500));
  await expect(Promise.race([change.mutate('auth.captchaTtlSeconds=150'), parked])).resolves.toBe(1);
  expect(bodies).toEqual(['auth.captchaTtlSeconds=150']);
});
