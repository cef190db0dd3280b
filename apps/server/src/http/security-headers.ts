import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's security headers (CSP, nosniff, HSTS, frame and referrer policies...) on every
// answer. Helmet works out its header values on every request (the CSP directives parsed and
// joined again): about 4 % of the server's CPU on the bet route (bench/README.md). Our options
// have no per-request parts (no nonces, no functions), so the values are taken once at start by
// running helmet's own middleware against a response that only records them.
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
