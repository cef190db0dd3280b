import type { TCaptchaResponse, TLoginMember, TLoginRequest, TRegisterRequest, TSessionResponse } from '@scoreline/contract/api/member-auth';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { unwrap } from '../../lib/api-envelope.ts';
import { API_PATHS } from '../../lib/api-paths.ts';

// The member-auth endpoints of the contract. Each returns the answer's data or throws ApiError
// (a refusal) / NetworkError (no answer); the API client has already shown app-wide reactions.

export async function fetchCaptcha(signal?: AbortSignal): Promise<TCaptchaResponse> {
  return unwrap(await apiGet<TCaptchaResponse>(API_PATHS.captcha, { signal }));
}

export async function login(request: TLoginRequest): Promise<TSessionResponse> {
  return unwrap(await apiPost<TSessionResponse>(API_PATHS.login, request));
}

export async function register(request: TRegisterRequest): Promise<TSessionResponse> {
  return unwrap(await apiPost<TSessionResponse>(API_PATHS.register, request));
}

export async function logout(): Promise<void> {
  unwrap(await apiPost<null>(API_PATHS.logout));
}

export async function fetchLoginMember(signal?: AbortSignal): Promise<TLoginMember> {
  return unwrap(await apiGet<TLoginMember>(API_PATHS.getLoginMember, { signal }));
}
