// Paths, header names and storage keys of @scoreline/contract/api/endpoints, restated here
// because importing endpoints.ts pulls all of zod (about 24 KiB gzip) into the first screen,
// which the web app never uses at run time. api-paths.test.ts fails the moment these drift
// from the contract, so the contract stays the source of truth.

export const API_PATHS = {
  captcha: '/web/member/captcha',
  register: '/web/member/register',
  login: '/web/member/login',
  logout: '/web/member/logout',
  getLoginMember: '/web/ods/member/getLoginMember',
  envSave: '/web/member/env/save',
  matchList: '/web/match/list',
  matchDetail: '/web/match/detail',
  stakeAllowance: '/web/bet/allowance',
  placeBet: '/web/bet/place',
  cancelBet: '/web/bet/cancel',
  listBets: '/web/bet/list',
  getBet: '/web/bet/detail',
  matchResults: '/web/match/results',
  announcements: '/web/announcements',
  announcementDetail: '/web/announcements/detail',
  messages: '/web/messages',
  messageDetail: '/web/messages/detail',
  messageRead: '/web/messages/read',
  publishedRules: '/web/rules',
} as const;

export type TApiPathName = keyof typeof API_PATHS;

/** Endpoints of API_PATHS that move money: each call carries an Idempotency-Key (reused on a retry). */
export const IDEMPOTENT_API_NAMES: readonly TApiPathName[] = ['placeBet', 'cancelBet'];

export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

export const HEADERS = {
  token: 'token',
  uid: 'uid',
  pid: 'pid',
  idempotencyKey: 'idempotency-key',
  language: 'accept-language',
} as const;

export const TOKEN_STORAGE_KEY = 'token_mytrade';
