import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { answeredByTheApp, ApiError, CODES_NOT_FOUND, isAnsweredFailure, isNotFound, NetworkError } from './api-envelope.ts';

describe('not found', () => {
  it('names the catalogue codes that mean "no such thing"', () => {
    expect(CODES_NOT_FOUND).toEqual([ERRORS.NOT_FOUND.code, ERRORS.ORDER_NOT_FOUND.code, ERRORS.MATCH_NOT_FOUND.code]);
  });

  it('tells a missing match or bet from a failure worth retrying', () => {
    expect(isNotFound(new ApiError({ code: ERRORS.MATCH_NOT_FOUND.code, msg: 'The match does not exist.', data: null }))).toBe(true);
    expect(isNotFound(new ApiError({ code: ERRORS.ORDER_NOT_FOUND.code, msg: '', data: null }))).toBe(true);
    expect(isNotFound(new ApiError({ code: ERRORS.SERVER_ABNORMAL.code, msg: '', data: null }))).toBe(false);
    expect(isNotFound(new NetworkError(new Error('offline')))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});

describe('answered by the app', () => {
  it('is the sign-in, submit-limit and maintenance answers, which the client handles app-wide; not busy, nor a refusal of the request itself', () => {
    const refusal = (code: number) => new ApiError({ code, msg: 'no', data: null });
    for (const key of ['NOT_LOGGED_IN', 'SUBMIT_LIMIT', 'MAINTENANCE'] as const) expect(answeredByTheApp(refusal(ERRORS[key].code)), key).toBe(true);
    for (const key of ['SYSTEM_BUSY', 'ODDS_CHANGED', 'INSUFFICIENT_AVAILABLE_BALANCE'] as const) expect(answeredByTheApp(refusal(ERRORS[key].code)), key).toBe(false);
    expect(answeredByTheApp(new NetworkError(new Error('offline')))).toBe(false);
  });
});

describe('a failed load', () => {
  it('blames the connection only when nothing answered', () => {
    expect(isAnsweredFailure(new NetworkError(new Error('offline')))).toBe(false);
    expect(isAnsweredFailure(undefined)).toBe(false);
    expect(isAnsweredFailure(null)).toBe(false);
  });

  it('says the server could not answer for a refusal, a fault or a proxy\'s page', () => {
    expect(isAnsweredFailure(new ApiError({ code: ERRORS.SUBMIT_LIMIT.code, msg: '', data: null }))).toBe(true);
    expect(isAnsweredFailure(new ApiError({ code: ERRORS.SERVER_ABNORMAL.code, msg: '', data: null }))).toBe(true);
    expect(isAnsweredFailure(new Error('not an API answer (HTTP 502)'))).toBe(true);
  });
});
