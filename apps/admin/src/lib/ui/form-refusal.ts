import type { FormInstance } from 'antd';
import { ApiError, markShown, refusalDetail } from '../api-client.ts';

/**
 * Puts a server refusal under the form field it names (the envelope's data.field, mapped to the
 * form's own name where the two differ), with the rule that failed as its text. True when it did:
 * the refusal is then marked shown, so no toast repeats it.
 */
export function showRefusalOnField(form: FormInstance, error: unknown, fieldNames: Record<string, string> = {}): boolean {
  const { field, reason } = refusalDetail(error);
  if (!field || !(error instanceof ApiError)) return false;
  const name = fieldNames[field] ?? field;
  if (!(name in (form.getFieldsValue() as object))) return false;
  form.setFields([{ name, errors: [reason ?? error.message] }]);
  markShown(error);
  return true;
}
