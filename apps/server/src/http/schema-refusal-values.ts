import { formatKobo } from '@scoreline/contract/display';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import type { SettingsStore } from '../modules/settings/settings.ts';
import { AppError } from './app-error.ts';

type Values = Record<string, string | number>;

/**
 * The values a contract schema's refusal names in its text. The wallet's schemas refuse an amount
 * that is no whole positive number of kobo (-1, 0.5, null ...) with the key of the limit it
 * misses, so the member meets one refusal however the amount was wrong; but a schema knows no
 * limits: they are settings, read here as the use cases read them for the same refusal
 * (create-deposit.ts, request-withdrawal.ts). schema-refusal-values.test.ts holds every schema
 * key whose text names values to an entry here.
 */
export const schemaRefusalValues: Partial<Record<TErrorKey, (settings: SettingsStore) => Promise<Values>>> = {
  WITHDRAW_BELOW_MIN: async (settings) => ({ min: formatKobo(await settings.get('withdrawal.minKobo')) }),
  WITHDRAW_ABOVE_MAX: async (settings) => ({ max: formatKobo(await settings.get('withdrawal.maxKobo')) }),
  // Only a stake past any number a double holds exactly (1e30) meets this in the schema: the
  // default maximum is named (a match's own maximum, always lower than such a stake, is not known here).
  STAKE_ABOVE_MAX: async (settings) => ({ max: formatKobo(await settings.get('betting.maxStakeKobo')) }),
  DEPOSIT_AMOUNT_RANGE: async (settings) => {
    const [min, max] = await Promise.all([settings.get('deposit.minKobo'), settings.get('deposit.maxKobo')]);
    return { min: formatKobo(min), max: formatKobo(max) };
  },
};

/** A schema's refusal with the values its text names; any other error as it is. */
export async function withSchemaRefusalValues(settings: SettingsStore, error: unknown): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  const values = schemaRefusalValues[error.key];
  return values ? new AppError(error.key, { ...(await values(settings)), ...error.params }, error.extra) : error;
}
