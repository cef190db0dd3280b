import { z } from 'zod';
import { walletEndpoints } from './wallet-endpoints.ts';
import { adminWalletEndpoints } from './admin-wallet-endpoints.ts';
import { matchEndpoints } from './match-endpoints.ts';
import { adminTradingEndpoints } from './admin-trading-endpoints.ts';
import { adminResultsEndpoints } from './admin-results-endpoints.ts';
import { adminMatchListEndpoints } from './admin-match-list-endpoints.ts';
import { resultsEndpoints } from './results-endpoints.ts';
import { adminAuditEndpoints } from './admin-audit-endpoints.ts';
import { adminMemberEndpoints } from './admin-member-endpoints.ts';
import { adminSessionEndpoints } from './admin-session-endpoints.ts';
import { adminAccountEndpoints } from './admin-account-endpoints.ts';
import { adminDashboardEndpoints } from './admin-dashboard-endpoints.ts';
import { adminSettingsEndpoints } from './admin-settings-endpoints.ts';
import { adminContentEndpoints, memberContentEndpoints } from './admin-content-endpoints.ts';
import { adminMatchEditEndpoints } from './admin-match-edit-endpoints.ts';
import { adminBetEndpoints } from './admin-bet-endpoints.ts';
import { rulesEndpoints } from './rules-endpoints.ts';
import { vipRewardEndpoints } from './vip-reward-endpoints.ts';
import type { TEndpointAudit, TEndpointRoles } from './admin-access.ts';
import { ZCaptchaResponse, ZEnvReport, ZLoginMember, ZLoginRequest, ZRegisterRequest, ZSessionResponse } from './member-auth.ts';
import {
  ZChangeWalletPasswordRequest,
  ZRequestWalletPasswordCodeRequest,
  ZResetWalletPasswordRequest,
  ZSetWalletPasswordRequest,
  ZVerificationCodeSent,
  ZWalletPasswordStatus,
} from './wallet-password.ts';

// Every JSON endpoint, described once. The server registers routes from these entries (so the
// schema that validates a request is the one the OpenAPI document shows) and the clients take
// paths and types from here.

export type TEndpoint = {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: 'member' | 'system' | 'wallet' | 'admin';
  /** 'member': needs the session token header. 'optional': reads it when present. 'admin': the admin-token header. */
  auth: 'none' | 'member' | 'optional' | 'admin';
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /**
   * Money-moving POSTs: the request must carry an Idempotency-Key header; the same key replays
   * the first answer, the same key with another body is refused (IDEMPOTENCY_KEY_REUSED).
   */
  idempotent?: true;
  /** Per-minute limits for what a bot would hammer: 'submit' (sign-in, sign-up, money, bets) or 'captcha'; per signed-in session on member routes, else per address. */
  rateLimit?: 'submit' | 'captcha';
  /** Required on every auth 'admin' endpoint (the server refuses to start without): see admin-access.ts. */
  roles?: TEndpointRoles;
  /** Required on every admin POST: what its audit row is about (admin-access.ts). */
  audit?: TEndpointAudit;
  /** Bytes a request body may have, where the server's default (256 KB) is too small: a file sent whole. */
  bodyLimit?: number;
};

export const endpoints = {
  captcha: {
    method: 'GET',
    path: '/web/member/captcha',
    summary: 'A new single-use image captcha',
    tag: 'member',
    auth: 'none',
    response: ZCaptchaResponse,
    rateLimit: 'captcha',
  },
  register: {
    method: 'POST',
    path: '/web/member/register',
    summary: 'Create a member account and sign in',
    tag: 'member',
    auth: 'none',
    body: ZRegisterRequest,
    response: ZSessionResponse,
    rateLimit: 'submit',
  },
  login: {
    method: 'POST',
    path: '/web/member/login',
    summary: 'Sign in with account, password and captcha',
    tag: 'member',
    auth: 'none',
    body: ZLoginRequest,
    response: ZSessionResponse,
    rateLimit: 'submit',
  },
  logout: {
    method: 'POST',
    path: '/web/member/logout',
    summary: 'Revoke the current session token',
    tag: 'member',
    auth: 'member',
    response: z.null(),
  },
  getLoginMember: {
    method: 'GET',
    path: '/web/ods/member/getLoginMember',
    summary: 'The signed-in member',
    tag: 'member',
    auth: 'member',
    response: ZLoginMember,
  },
  walletPasswordStatus: {
    method: 'GET',
    path: '/web/member/wallet-password/status',
    summary: 'Whether the wallet password is set, and whether wrong entries have locked it',
    tag: 'member',
    auth: 'member',
    response: ZWalletPasswordStatus,
  },
  walletPasswordSet: {
    method: 'POST',
    path: '/web/member/wallet-password/set',
    summary: 'Set the 6-digit wallet password (once; it cannot be set again)',
    tag: 'member',
    auth: 'member',
    body: ZSetWalletPasswordRequest,
    response: ZWalletPasswordStatus,
    rateLimit: 'submit',
  },
  walletPasswordChange: {
    method: 'POST',
    path: '/web/member/wallet-password/change',
    summary: 'Change the wallet password with the old one (fpmodification)',
    tag: 'member',
    auth: 'member',
    body: ZChangeWalletPasswordRequest,
    response: ZWalletPasswordStatus,
    rateLimit: 'submit',
  },
  walletPasswordRequestCode: {
    method: 'POST',
    path: '/web/member/wallet-password/code',
    summary: 'Send a code to retrieve a forgotten wallet password, by SMS or e-mail (rfpassword)',
    tag: 'member',
    auth: 'member',
    body: ZRequestWalletPasswordCodeRequest,
    response: ZVerificationCodeSent,
    rateLimit: 'submit',
  },
  walletPasswordReset: {
    method: 'POST',
    path: '/web/member/wallet-password/reset',
    summary: 'Set a new wallet password with a retrieval code; lifts a wrong-entry lock',
    tag: 'member',
    auth: 'member',
    body: ZResetWalletPasswordRequest,
    response: ZWalletPasswordStatus,
    rateLimit: 'submit',
  },
  envSave: {
    method: 'POST',
    path: '/web/member/env/save',
    summary: 'Store the environment report sent when the app version changes',
    tag: 'system',
    auth: 'optional',
    body: ZEnvReport,
    response: z.null(),
    // Anyone may send one (the app reports before sign-in too), and each is a stored row: the
    // per-address limit keeps one client from filling the table (QA).
    rateLimit: 'submit',
  },
  ...walletEndpoints,
  ...adminWalletEndpoints,
  ...matchEndpoints,
  ...adminTradingEndpoints,
  ...adminResultsEndpoints,
  ...adminMatchListEndpoints,
  ...resultsEndpoints,
  ...adminAuditEndpoints,
  ...adminMemberEndpoints,
  ...adminSessionEndpoints,
  ...adminAccountEndpoints,
  ...adminDashboardEndpoints,
  ...adminSettingsEndpoints,
  ...adminContentEndpoints,
  ...memberContentEndpoints,
  ...adminMatchEditEndpoints,
  ...adminBetEndpoints,
  ...rulesEndpoints,
  ...vipRewardEndpoints,
} as const satisfies Record<string, TEndpoint>;

export type TEndpointName = keyof typeof endpoints;

/** Not JSON: a script setting VIT_VERSION, VIT_TITLE, VIT_BASE_URL (and VIT_PID_KEY) on window. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

/** Request headers of spec 7 plus the ones this product adds. */
export const HEADERS = {
  token: 'token',
  uid: 'uid',
  pid: 'pid',
  idempotencyKey: 'idempotency-key',
  language: 'accept-language',
} as const;

/** Local-storage key of the session token (spec 4). */
export const TOKEN_STORAGE_KEY = 'token_mytrade';
