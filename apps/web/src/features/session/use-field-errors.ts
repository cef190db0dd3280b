import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { ApiError, CODE_MAINTENANCE, CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, NetworkError } from '../../lib/api-envelope.ts';
import { errorKeyOfCode, textOfFailure } from '../../lib/error-text.ts';
import { ensureErrorMessages } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.ts';

export type TFieldError = { key: TErrorKey; params?: Record<string, string | number> };

/** Codes the API client already answered with an app-wide dialog or redirect. */
const HANDLED_BY_CLIENT = new Set([CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, CODE_MAINTENANCE]);

/**
 * Per-field error texts of a form. Errors are kept as catalogue keys and rendered in the
 * current language, so switching language re-words them.
 */
export function useFieldErrors<TField extends string>(fieldOfServerField: (serverField: string) => TField | undefined) {
  const { t } = useTranslation('errors');
  const [errors, setErrors] = useState<Partial<Record<TField, TFieldError>>>({});

  const showKeys = useCallback(async (keys: Partial<Record<TField, TErrorKey>>) => {
    await ensureErrorMessages().catch(() => undefined);
    const next: Partial<Record<TField, TFieldError>> = {};
    for (const [field, key] of Object.entries(keys) as [TField, TErrorKey][]) next[field] = { key };
    setErrors(next);
  }, []);

  const clear = useCallback((field: TField) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** A refused submission: inline under its field when the server names one, else a toast. */
  const showFailure = useCallback(
    async (failure: unknown) => {
      if (failure instanceof ApiError) {
        if (HANDLED_BY_CLIENT.has(failure.code)) return;
        const key = await errorKeyOfCode(failure.code);
        const field = failure.field ? fieldOfServerField(failure.field) : undefined;
        if (key && field) {
          await ensureErrorMessages().catch(() => undefined);
          setErrors({ [field]: { key, params: failure.params } } as Partial<Record<TField, TFieldError>>);
          return;
        }
      } else if (failure instanceof NetworkError) {
        return; // The API client already showed "Network Access Error!".
      }
      await showToast(await textOfFailure(failure), 'fail');
    },
    [fieldOfServerField],
  );

  const textOf = (field: TField): string | undefined => {
    const error = errors[field];
    return error ? t(error.key, { ...error.params }) : undefined;
  };

  return { textOf, showKeys, showFailure, clear };
}
