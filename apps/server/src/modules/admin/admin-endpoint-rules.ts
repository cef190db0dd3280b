import type { FastifyRequest } from 'fastify';
import { mayCall } from '@scoreline/contract/api/admin-access';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { AppError } from '../../http/app-error.ts';
import { signedInAdmin } from './admin-auth.ts';

// The back office's two rules every admin endpoint must declare in the contract: who may call
// it (roles) and, for a write, what its audit row is about. A missing declaration stops the
// server at start-up, so an endpoint cannot ship open to every role or unaudited by oversight.

const names = new Map<TEndpoint, string>(Object.entries(endpoints as Record<string, TEndpoint>).map(([name, e]) => [e, name]));

/** The endpoint's key in the contract (the audit log's action); tests' own endpoints by path. */
export const endpointName = (endpoint: TEndpoint) => names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;

export const isAdminWrite = (endpoint: TEndpoint) => endpoint.tag === 'admin' && endpoint.method === 'POST';

/** Throws at route registration when an admin endpoint lacks its roles or a write its audit. */
export function assertAdminRulesDeclared(endpoint: TEndpoint) {
  const name = endpointName(endpoint);
  if (endpoint.auth === 'admin' && !endpoint.roles) throw new Error(`Admin endpoint ${name} declares no roles in the contract`);
  if (isAdminWrite(endpoint) && !endpoint.audit) throw new Error(`Admin write ${name} declares no audit target in the contract`);
  if (endpoint.auth !== 'admin' && endpoint.roles) throw new Error(`Endpoint ${name} names roles but is not auth 'admin'`);
  if (endpoint.method === 'POST' && endpoint.roles !== 'any' && endpoint.roles?.includes('auditor')) throw new Error(`Admin write ${name} names auditor, a read-only role`);
}

/** FORBIDDEN unless the signed-in admin's role may call the endpoint. */
export function requireRole(request: FastifyRequest, endpoint: TEndpoint) {
  if (!mayCall(signedInAdmin(request).role, endpoint)) throw new AppError('FORBIDDEN');
}
