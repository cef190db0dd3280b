import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { ApiError, CODE_MAINTENANCE, CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, NetworkError } from '../../lib/api-envelope.ts';
import { errorKeyOfCode, textOfFailure } from '../../lib/error-text.ts';
import { ensureErrorMessages } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.ts';

type TFormError = { key: TErrorKey; params?: Record<string, string | number>; at: number };

/** Codes the API client already answered with an app-wide dialog or redirect. */
const HANDLED_BY_CLIENT = new Set([CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, CODE_MAINTENANCE]);

export type TFailureInfo = { key?: TErrorKey; field?: string; handled: boolean };

/**
 * Per-field errors of a wallet form, kept as catalogue keys (with params) and worded in the
 * current language. A refusal goes under the field the server names (`data.field`, mapped by
 * the form), otherwise into a toast.
 */
export function useFormErrors<TField extends string>(
  fieldOfServerField: (serverField: string) => TField | undefined,
  /** Refusals that belong to a field even when the server names none (a wrong wallet password). */
  fieldOfKey?: (key: TErrorKey) => TField | undefined,
) {
  const { t } = useTranslation('errors');
  const { t: tWallet } = useTranslation('wallet');
  const [errors, setErrors] = useState<Partial<Record<TField, TFormError>>>({});

  const setError = useCallback(async (field: TField, key: TErrorKey, params?: Record<string, string | number>) => {
    await ensureErrorMessages().catch(() => undefined);
    setErrors({ [field]: { key, params, at: Date.now() } } as Partial<Record<TField, TFormError>>);
  }, []);

  /** Several client-side problems at once (a form checked before it is sent). */
  const setMany = useCallback(async (keys: Partial<Record<TField, TErrorKey>>) => {
    await ensureErrorMessages().catch(() => undefined);
    const at = Date.now();
    const next: Partial<Record<TField, TFormError>> = {};
    for (const [field, key] of Object.entries(keys) as [TField, TErrorKey][]) next[field] = { key, at };
    setErrors(next);
  }, []);

  const clear = useCallback((field?: TField) => {
    setErrors((current) => {
      if (field === undefined) return Object.keys(current).length ? {} : current;
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Shows a refused submission; tells the caller what it was so the page can react (close a sheet...). */
  const showFailure = useCallback(
    async (failure: unknown): Promise<TFailureInfo> => {
      if (failure instanceof NetworkError) return { handled: true }; // The API client showed "Network Access Error!".
      if (failure instanceof ApiError) {
        if (HANDLED_BY_CLIENT.has(failure.code)) return { handled: true };
        const key = await errorKeyOfCode(failure.code);
        const field = (failure.field ? fieldOfServerField(failure.field) : undefined) ?? (key ? fieldOfKey?.(key) : undefined);
        if (key && field) {
          await setError(field, key, failure.params);
          return { key, field, handled: true };
        }
        await showToast(await textOfFailure(failure), 'fail');
        return { key, handled: true };
      }
      await showToast(await textOfFailure(failure), 'fail');
      return { handled: true };
    },
    [fieldOfServerField, fieldOfKey, setError],
  );

  /** The catalogue text; a wrong wallet password also says how many tries are left when the answer tells. */
  const wording = (error: TFormError): string => {
    const text = t(error.key, { ...error.params });
    const left = error.params?.attemptsLeft;
    if (error.key === 'WALLET_PASSWORD_INCORRECT' && typeof left === 'number' && !text.includes(String(left))) {
      return `${text} ${tWallet('password.attemptsLeft', { count: left })}`;
    }
    return text;
  };

  const textOf = (field: TField): string | undefined => {
    const error = errors[field];
    return error ? wording(error) : undefined;
  };

  /** The error with its time, for parts that must react to every new refusal (the password sheet). */
  const stampedOf = (field: TField): { text: string; at: number } | undefined => {
    const error = errors[field];
    return error ? { text: wording(error), at: error.at } : undefined;
  };

  const keyOf = (field: TField): TErrorKey | undefined => errors[field]?.key;

  return { textOf, stampedOf, keyOf, setError, setAll: setMany, clear, showFailure };
}
