import { z } from 'zod';
import { ZOneLineText } from '@scoreline/contract/api/one-line-text';
import { walletSettingDefinitions } from './wallet-settings.ts';
import { bettingSettingDefinitions } from './betting-settings.ts';
import { rebateSettingDefinitions } from './rebate-settings.ts';
import { memberSettingDefinitions } from './member-settings.ts';

// Every rule the spec leaves "not shown" is a setting the back office edits (with history);
// these are the defaults a fresh database starts with. Keys are grouped by area.
export const settingDefinitions = {
  'auth.maxFailedLogins': { schema: z.number().int().min(1).max(100), default: 5 },
  'auth.lockMinutes': { schema: z.number().int().min(1).max(24 * 60), default: 30 },
  'auth.sessionTtlHours': { schema: z.number().int().min(1).max(24 * 90), default: 24 * 7 },
  'auth.captchaTtlSeconds': { schema: z.number().int().min(30).max(3600), default: 300 },
  /** Back-office sessions (wrong passwords and codes share auth.maxFailedLogins / auth.lockMinutes). */
  'admin.sessionHours': { schema: z.number().int().min(1).max(24), default: 8 },
  /** Verification codes (SMS / e-mail): lifetime, and wrong entries before the code is dead. */
  'verification.codeTtlSeconds': { schema: z.number().int().min(60).max(3600), default: 300 },
  'verification.maxAttempts': { schema: z.number().int().min(1).max(20), default: 5 },
  /** Codes killed by wrong entries within 24 hours before no new one is sent until the oldest is a day old (3 x 5: product rules' 15 for identity). */
  'verification.maxDeadCodesPerDay': { schema: z.number().int().min(1).max(100), default: 3 },
  /** Wrong wallet passwords in a row that lock withdrawals, and for how long (product-rules: 5, 1 hour). */
  'walletPassword.maxFailures': { schema: z.number().int().min(1).max(100), default: 5 },
  'walletPassword.lockMinutes': { schema: z.number().int().min(1).max(24 * 60), default: 60 },
  /** Per IP and route, for sign-in, registration and (later) money-moving submissions. */
  'limits.submitPerMinute': { schema: z.number().int().min(1).max(10_000), default: 20 },
  'limits.captchaPerMinute': { schema: z.number().int().min(1).max(10_000), default: 60 },
  'system.maintenance': { schema: z.boolean(), default: false },
  /** Shown on one line by the member app: a blank title or a control character in it is refused, as in a team name (QA: "  " was taken). */
  'runtime.title': { schema: ZOneLineText({ min: 1, max: 60 }), default: 'Scoreline' },
  /** Empty: the version is the fingerprint of the deployed member app (see runtime-config). */
  'runtime.version': { schema: z.string().max(64), default: '' },
  ...walletSettingDefinitions,
  ...bettingSettingDefinitions,
  ...rebateSettingDefinitions,
  ...memberSettingDefinitions,
} as const;

export type TSettingKey = keyof typeof settingDefinitions;
export type TSettingValue<K extends TSettingKey> = z.output<(typeof settingDefinitions)[K]['schema']>;
