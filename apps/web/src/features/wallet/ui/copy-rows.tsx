import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../app/money-icons.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { showToast } from '../../../lib/notify.ts';

export type TInfoRow = {
  id: string;
  label: string;
  value: ReactNode;
  /** Text copied by the row's copy button; no button without it. */
  copy?: string;
  tone?: 'accent' | 'danger' | 'success' | 'muted';
  strong?: boolean;
};

async function copyWithToast(text: string, copied: string) {
  const ok = await copyText(text);
  await showToast(ok ? copied : text, ok ? 'success' : undefined);
}

/**
 * A reference, account number or address (a value with a copy button, or one word of Latin letters, digits
 * and signs, such as an amount): never broken in the middle; when it does not fit beside its label it goes
 * on its own line below it. Thai text has no spaces between words, so it is not taken for one word.
 */
function isToken(row: TInfoRow): boolean {
  return row.copy !== undefined || (typeof row.value === 'string' && !/[\s\u0e00-\u0e7f]/.test(row.value.trim()));
}

/** Label / value lines, each with an optional copy button (payment details, record details). */
export function InfoRows({ rows, testId }: { rows: TInfoRow[]; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="sl-info" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.id} className={`sl-info__row${isToken(row) ? ' sl-info__row--token' : ''}`} data-testid={testId ? `${testId}-${row.id}` : undefined}>
          <dt>{row.label}</dt>
          <dd className={`${row.tone ? `sl-info__value--${row.tone}` : ''}${row.strong ? ' sl-info__value--strong' : ''}`}>
            <span className="sl-info__text">{row.value}</span>
            {row.copy !== undefined && (
              <button type="button" className="sl-copy" onClick={() => void copyWithToast(row.copy ?? '', t('common.copied'))}
                aria-label={t('common.copyThing', { thing: row.label })} data-testid={testId ? `${testId}-${row.id}-copy` : undefined}>
                <CopyIcon />
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
