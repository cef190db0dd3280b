import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { findSession, type SessionMember } from '../modules/members/session-tokens.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: SessionMember | null;
  }
}

/** Reads the `token` header (spec 7). Required: no valid session answers code 401. */
export function memberAuth(ctx: AppContext, required: boolean) {
  return async (request: FastifyRequest) => {
    const raw = request.headers.token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    const session = token ? await findSession(ctx.db, token, ctx.clock.now()) : null;
    if (session?.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
    request.member = session;
    if (required && !session) throw new AppError('NOT_LOGGED_IN');
  };
}

/** The signed-in member of a route registered with auth 'member'. */
export function signedInMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}
