import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { formatKobo } from '@scoreline/contract/display';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { refuseUnsafeInput } from '../../http/validation.ts';
import { signedSandboxEvent, type SandboxEventType } from '../../providers/payments/sandbox-adapter.ts';

// The sandbox provider's checkout page (providers.md): served by our own server, it lets the
// member pay, fail or abandon; the choice is recorded as the sandbox's "provider truth" and a
// signed event goes to our own webhook route, so the deposit then runs the same path as with a
// real provider (webhook -> verify -> credit once).

const OUTCOMES: Record<string, { event: SandboxEventType; outcome: string }> = {
  pay: { event: 'charge.success', outcome: 'success' },
  fail: { event: 'charge.failed', outcome: 'failed' },
  abandon: { event: 'charge.abandoned', outcome: 'abandoned' },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Deposit = typeof deposits.$inferSelect;
type Fate = 'paid' | 'failed' | 'abandoned' | 'timed out';

/** The sandbox's recorded choice, as the member's word for it. */
const CHOSEN: Record<string, Fate> = { success: 'paid', failed: 'failed', abandoned: 'abandoned' };

/**
 * What became of a deposit, read from its row: its status once decided (spec 4: 1, 8 and 9 are
 * success; 3 is a verification mismatch, failed to the member), else the sandbox's recorded
 * choice still on its way to being confirmed; null while nothing is decided.
 */
function fateOf(deposit: Deposit): { fate: Fate; confirmed: boolean } | null {
  if (deposit.status === 1 || deposit.status === 8 || deposit.status === 9) return { fate: 'paid', confirmed: true };
  if (deposit.status === 4) return { fate: 'timed out', confirmed: true };
  if (deposit.status === 2 && deposit.failureReason === 'abandoned') return { fate: 'abandoned', confirmed: true };
  if (deposit.status !== 0) return { fate: 'failed', confirmed: true };
  const chosen = CHOSEN[deposit.sandboxOutcome ?? ''];
  return chosen ? { fate: chosen, confirmed: false } : null;
}

const TITLES: Record<Fate, string> = { paid: 'Payment successful', failed: 'Payment failed', abandoned: 'Payment abandoned', 'timed out': 'Payment timed out' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f6f5;color:#0f1f17}
main{max-width:420px;margin:0 auto;padding:28px 20px}
.badge{display:inline-block;background:#ffe8a3;color:#5c4300;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:700;letter-spacing:.04em}
.card{background:#fff;border-radius:16px;padding:22px;margin-top:16px;box-shadow:0 6px 24px rgba(15,31,23,.08)}
.amount{font-size:34px;font-weight:800;margin:6px 0 2px}.muted{color:#5b6b63;font-size:14px}
button{display:block;width:100%;border:0;border-radius:12px;padding:15px;font-size:16px;font-weight:700;margin-top:12px;cursor:pointer}
.pay{background:#0a7d4f;color:#fff}.fail{background:#fde3e3;color:#9b1c1c}.abandon{background:#eef1ef;color:#33443b}
</style></head><body><main>${body}</main></body></html>`;
}

export function sandboxCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  if (ctx.payments.name !== 'sandbox') return;

  app.get<{ Querystring: { reference?: string } }>('/sandbox/checkout', { schema: { hide: true } }, async (request, reply) => {
    // Not a contract route, so the text rule of define-route is applied here: a NUL would fail the lookup.
    refuseUnsafeInput(request.query);
    const reference = String(request.query.reference ?? '');
    const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.reference, reference)).limit(1);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!deposit) return page('Payment not found', `<span class="badge">SANDBOX</span><div class="card"><h2>Payment not found</h2><p class="muted">This checkout link is not valid.</p></div>`);
    if (deposit.status !== 0 || deposit.sandboxOutcome !== null) {
      return page('Payment finished', `<span class="badge">SANDBOX</span><div class="card" data-testid="sandbox-done"><h2>This payment is finished</h2><p class="muted">You can return to the app.</p></div>`);
    }
    // Amount from our own record, never from the URL (the member could edit that).
    return page(
      'Sandbox checkout',
      `<span class="badge">SANDBOX — NO REAL MONEY</span>
<div class="card"><div class="muted">Pay Scoreline</div><div class="amount" data-testid="sandbox-amount">${escapeHtml(formatKobo(deposit.amount))}</div>
<div class="muted">Reference ${escapeHtml(deposit.reference)}</div>
<form method="post" action="/sandbox/checkout/complete">
<input type="hidden" name="reference" value="${escapeHtml(deposit.reference)}">
<button class="pay" name="outcome" value="pay" data-testid="sandbox-pay">Pay ${escapeHtml(formatKobo(deposit.amount))}</button>
<button class="fail" name="outcome" value="fail" data-testid="sandbox-fail">Make the payment fail</button>
<button class="abandon" name="outcome" value="abandon" data-testid="sandbox-abandon">Abandon</button>
</form></div>`,
    );
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Body: { reference?: string; outcome?: string } }>('/sandbox/checkout/complete', { schema: { hide: true } }, async (request, reply) => {
      refuseUnsafeInput(request.body);
      const reference = String(request.body?.reference ?? '');
      const choice = OUTCOMES[String(request.body?.outcome ?? '')];
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const notFound = () => reply.code(404).send(page('Payment not found', `<div class="card"><h2>Payment not found</h2></div>`));
      if (!choice) return notFound();
      // The first choice is the payment, as at a real provider: pressed together (QA: pay, fail and
      // abandon at once), each later one overwrote the recorded outcome the verification reads, so
      // the deposit ended as the last while the pages said what each button had asked for.
      const [deposit] = await ctx.db
        .update(deposits)
        .set({ sandboxOutcome: choice.outcome })
        .where(and(eq(deposits.reference, reference), eq(deposits.status, 0), eq(deposits.channel, 'sandbox'), isNull(deposits.sandboxOutcome)))
        .returning();
      if (!deposit) {
        const [earlier] = await ctx.db.select().from(deposits).where(and(eq(deposits.reference, reference), eq(deposits.channel, 'sandbox'))).limit(1);
        const decided = earlier && fateOf(earlier);
        if (!decided) return notFound();
        // This button lost to an earlier choice (or the payment had ended): said plainly, not as if it had been applied.
        const title = `This payment was already ${decided.fate}`;
        return reply
          .code(409)
          .send(page(title, `<span class="badge">SANDBOX</span><div class="card" data-testid="sandbox-result"><h2>${escapeHtml(title)}</h2><p class="muted">Your choice changed nothing${decided.confirmed ? '' : '; the payment is being confirmed'}. You can return to the app.</p></div>`));
      }
      const signed = signedSandboxEvent({ event: choice.event, reference, amountKobo: deposit.amount, at: ctx.clock.now() }, ctx.config.SANDBOX_WEBHOOK_SECRET);
      // Delivered in-process to our own webhook route: the same path a provider's call takes.
      const delivered = await app.inject({ method: 'POST', url: '/webhooks/sandbox', headers: signed.headers, payload: signed.body });
      // The page says what became of the deposit, read after the delivery, not what the button asked for.
      const [after] = await ctx.db.select().from(deposits).where(eq(deposits.id, deposit.id));
      const ended = after ? fateOf(after) : null;
      const title = ended?.confirmed ? TITLES[ended.fate] : 'Payment being confirmed';
      const note = ended?.confirmed ? 'You can return to the app.' : delivered.statusCode === 200 ? 'The app will show the result.' : 'The result could not be delivered; it will be checked again.';
      return page(title, `<span class="badge">SANDBOX</span><div class="card" data-testid="sandbox-result"><h2>${escapeHtml(title)}</h2><p class="muted">${note}</p></div>`);
    });
  });
}
