import type { AppContext } from '../../app-context.ts';
import type { Bank } from '../../providers/payments/payment-provider.ts';

// The provider's bank list changes rarely; one fetch per process every 10 minutes is plenty.
const TTL_MS = 10 * 60_000;
let cache: { at: number; provider: string; banks: Bank[] } | null = null;

export async function activeBanks(ctx: AppContext): Promise<Bank[]> {
  const now = Date.now();
  if (!cache || cache.provider !== ctx.payments.name || now - cache.at > TTL_MS) {
    const banks = (await ctx.payments.listBanks()).filter((b) => b.active);
    cache = { at: now, provider: ctx.payments.name, banks: banks.sort((a, b) => a.name.localeCompare(b.name)) };
  }
  return cache.banks;
}
