import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's x-request-id (a load balancer's) when it looks sane, else makes one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}
