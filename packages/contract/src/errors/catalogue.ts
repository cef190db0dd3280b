// The one error catalogue. Every business refusal has its own numeric code, an HTTP status of
// the same class, and a message key whose text lives in ./messages-*.ts (en, fr, th).
// Codes are grouped by domain: 1xxx general, 2xxx sign-in / registration / verification,
// 3xxx bank accounts, 4xxx deposits, 5xxx withdrawals, 6xxx identity, 7xxx orders.
// 200, 401, 429 and 9999 are fixed by the spec (section 8).

export const ERRORS = {
  OK: { code: 200, http: 200 },
  NOT_LOGGED_IN: { code: 401, http: 401 },
  SUBMIT_LIMIT: { code: 429, http: 429 },
  MAINTENANCE: { code: 9999, http: 503 },

  VALIDATION_FAILED: { code: 1000, http: 422 },
  NOT_FOUND: { code: 1001, http: 404 },
  SERVER_ABNORMAL: { code: 1002, http: 500 },
  BAD_DEVICE_SIGNATURE: { code: 1003, http: 400 },
  PAYLOAD_TOO_LARGE: { code: 1004, http: 413 },
  MALFORMED_REQUEST: { code: 1005, http: 400 },
  FORBIDDEN: { code: 1006, http: 403 },
  SYSTEM_BUSY: { code: 1007, http: 503 },
  UNSUPPORTED_MEDIA_TYPE: { code: 1008, http: 415 },
  IDEMPOTENCY_KEY_REQUIRED: { code: 1010, http: 400 },
  IDEMPOTENCY_KEY_REUSED: { code: 1011, http: 422 },
  IDEMPOTENCY_IN_FLIGHT: { code: 1012, http: 409 },
  INSUFFICIENT_BALANCE: { code: 1020, http: 422 },
  INSUFFICIENT_AVAILABLE_BALANCE: { code: 1021, http: 422 },
  INSUFFICIENT_BALANCE_CONTACT: { code: 1022, http: 422 },

  ACCOUNT_REQUIRED: { code: 2000, http: 422 },
  PASSWORD_REQUIRED: { code: 2001, http: 422 },
  CAPTCHA_REQUIRED: { code: 2002, http: 422 },
  CAPTCHA_ERROR: { code: 2003, http: 422 },
  CAPTCHA_EXPIRED: { code: 2004, http: 422 },
  ACCOUNT_NOT_FOUND: { code: 2005, http: 404 },
  WRONG_CREDENTIALS: { code: 2006, http: 422 },
  WRONG_CREDENTIALS_LAST_TRY: { code: 2007, http: 422 },
  ACCOUNT_LOCKED: { code: 2008, http: 423 },
  ACCOUNT_DISABLED: { code: 2009, http: 403 },

  USERNAME_INVALID: { code: 2100, http: 422 },
  PASSWORD_INVALID: { code: 2101, http: 422 },
  PASSWORDS_MISMATCH: { code: 2102, http: 422 },
  PHONE_INVALID: { code: 2103, http: 422 },
  MEMBER_EXISTS: { code: 2104, http: 409 },
  INVITE_CODE_NOT_FOUND: { code: 2105, http: 422 },
  INVITE_CODE_EXPIRED: { code: 2106, http: 422 },
  PHONE_ALREADY_USED: { code: 2107, http: 409 },
  PASSWORD_FULL_REQUIRED: { code: 2108, http: 422 },
  ADMIN_EXISTS: { code: 2109, http: 409 },
  ADMIN_PASSWORD_INVALID: { code: 2110, http: 422 },
  ADMIN_SELF_CHANGE: { code: 2111, http: 403 },

  CODE_INCORRECT: { code: 2200, http: 422 },
  CODE_EXPIRED: { code: 2201, http: 422 },
  CODE_MISSING: { code: 2202, http: 422 },
  MOBILE_NOT_REGISTERED: { code: 2203, http: 422 },
  EMAIL_NOT_REGISTERED: { code: 2204, http: 422 },
  EMAIL_ALREADY_USED: { code: 2205, http: 409 },
  MOBILE_NOT_MATCHING: { code: 2206, http: 422 },
  EMAIL_NOT_MATCHING: { code: 2207, http: 422 },
  MOBILE_INCOMPLETE: { code: 2208, http: 422 },
  CODE_STILL_VALID: { code: 2209, http: 429 },
  CODE_TOO_MANY_ATTEMPTS: { code: 2210, http: 429 },
  SMS_WRONG_PHONE: { code: 2220, http: 422 },
  SMS_SEND_FAILED: { code: 2221, http: 502 },
  EMAIL_SEND_FAILED: { code: 2222, http: 502 },

  WALLET_PASSWORD_FORMAT: { code: 2300, http: 422 },
  WALLET_PASSWORD_ALREADY_SET: { code: 2301, http: 409 },
  WALLET_PASSWORD_INCORRECT: { code: 2302, http: 422 },
  WALLET_PASSWORD_LOCKED: { code: 2303, http: 423 },
  WALLET_PASSWORD_NOT_SET: { code: 2304, http: 422 },

  BANK_CARD_EXISTS: { code: 3000, http: 409 },
  BANK_HOLDER_MISMATCH: { code: 3001, http: 422 },
  BANK_ACCOUNT_OR_NAME_INCORRECT: { code: 3002, http: 422 },
  BANK_MUST_KEEP_ONE: { code: 3003, http: 422 },
  BANK_REPEATED_BINDING: { code: 3004, http: 409 },
  BANK_CARD_IN_USE: { code: 3005, http: 409 },
  BANK_TYPE_NOT_SUPPORTED: { code: 3006, http: 422 },
  BANK_CARD_ALREADY_BOUND: { code: 3007, http: 409 },
  BANK_ACCOUNT_FORMAT: { code: 3008, http: 422 },
  BANK_ACCOUNT_CONFIRM_MISMATCH: { code: 3009, http: 422 },
  BANK_ACCOUNT_LIMIT: { code: 3010, http: 422 },
  BANK_ACCOUNT_NOT_APPROVED: { code: 3011, http: 422 },

  DEPOSIT_TYPE_UNAVAILABLE: { code: 4000, http: 422 },
  DEPOSIT_FAILED: { code: 4001, http: 422 },
  DEPOSIT_TOO_FAST: { code: 4002, http: 429 },
  DEPOSIT_DO_NOT_RESUBMIT: { code: 4003, http: 409 },
  DEPOSIT_SYSTEM_BUSY: { code: 4004, http: 503 },
  DEPOSIT_GAP_LIMIT: { code: 4005, http: 429 },
  DEPOSIT_DAILY_LIMIT: { code: 4006, http: 422 },
  DEPOSIT_AMOUNT_RANGE: { code: 4007, http: 422 },
  DEPOSIT_BLACK_ACCOUNT: { code: 4008, http: 403 },

  WITHDRAW_BELOW_MIN: { code: 5000, http: 422 },
  WITHDRAW_ABOVE_MAX: { code: 5001, http: 422 },
  WITHDRAW_INTERVAL: { code: 5002, http: 429 },
  WITHDRAW_FEE_MIN: { code: 5003, http: 422 },
  WITHDRAW_DAILY_COUNT: { code: 5004, http: 422 },
  WITHDRAW_UNCOMPLETED: { code: 5005, http: 409 },
  WITHDRAW_TOO_FREQUENT: { code: 5006, http: 429 },
  WITHDRAW_BALANCE_INSUFFICIENT: { code: 5007, http: 422 },
  WITHDRAW_DAILY_LIMIT: { code: 5008, http: 422 },
  WITHDRAW_USDT_HOURS: { code: 5009, http: 422 },
  WITHDRAW_USDT_WHOLE: { code: 5010, http: 422 },
  WITHDRAW_VIP_RESET_CONFIRM: { code: 5011, http: 409 },

  BVN_INCORRECT: { code: 6000, http: 422 },
  NIN_INCORRECT: { code: 6001, http: 422 },
  BVN_ALREADY_LINKED: { code: 6002, http: 409 },
  NIN_ALREADY_LINKED: { code: 6003, http: 409 },
  NAME_INCONSISTENT: { code: 6004, http: 422 },
  UNDER_AGE: { code: 6005, http: 422 },
  VERIFY_LOCKED: { code: 6006, http: 423 },
  BVN_FORMAT: { code: 6007, http: 422 },
  NIN_FORMAT: { code: 6008, http: 422 },
  IDENTITY_PROVIDER_DOWN: { code: 6009, http: 503 },
  BETTING_NOT_ELIGIBLE: { code: 6010, http: 403 },
  MULTI_ACCOUNT_RESTRICTED: { code: 6011, http: 403 },

  ORDER_NOT_FOUND: { code: 7000, http: 404 },
  ORDER_STATE_ERROR: { code: 7001, http: 409 },
  ORDER_ALREADY_SETTLED: { code: 7002, http: 409 },
  ORDER_FROZEN_INSUFFICIENT: { code: 7003, http: 409 },
  MATCH_NOT_FOUND: { code: 7004, http: 404 },
  MATCH_STARTED: { code: 7005, http: 409 },
  MATCH_CLOSED: { code: 7006, http: 409 },
  ORDER_AMOUNT_REQUIRED: { code: 7007, http: 422 },
  STAKE_BELOW_MIN: { code: 7008, http: 422 },
  STAKE_ABOVE_MAX: { code: 7009, http: 422 },
  SELECTION_LIMIT_REACHED: { code: 7010, http: 422 },
  DAILY_BET_LIMIT: { code: 7011, http: 422 },
  ODDS_CHANGED: { code: 7012, http: 409 },
  SELECTION_SUSPENDED: { code: 7013, http: 409 },
  MATCH_STATE_ERROR: { code: 7014, http: 409 },
  RESULT_INVALID: { code: 7015, http: 422 },
  RESULT_BEFORE_KICKOFF: { code: 7016, http: 409 },
  RESULT_ALREADY_ENTERED: { code: 7017, http: 409 },
  RESULT_NOT_ENTERED: { code: 7018, http: 409 },
  CORRECTION_BALANCE_SHORT: { code: 7019, http: 409 },
  LIMIT_BELOW_STAKED: { code: 7020, http: 422 },
  MATCH_HAS_BETS: { code: 7021, http: 409 },
  RESULT_GOALS_INVALID: { code: 7022, http: 422 },
  RESULT_HALF_TIME_FIRST: { code: 7023, http: 409 },
  FIXTURES_INVALID: { code: 7024, http: 422 },

  // 8xxx: back office.
  CORRECTION_OWN_PROPOSAL: { code: 8000, http: 403 },
  CORRECTION_OVERDRAW: { code: 8001, http: 422 },
  CORRECTION_ALREADY_DECIDED: { code: 8002, http: 409 },
  VIP_LEVEL_UNKNOWN: { code: 8003, http: 422 },
} as const satisfies Record<string, { code: number; http: number }>;

export type TErrorKey = keyof typeof ERRORS;

const byCode = new Map<number, TErrorKey>(
  (Object.keys(ERRORS) as TErrorKey[]).map((key) => [ERRORS[key].code, key]),
);

/** The catalogue key for a numeric code, or undefined for a code the catalogue does not know. */
export function errorKeyOfCode(code: number): TErrorKey | undefined {
  return byCode.get(code);
}

export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
