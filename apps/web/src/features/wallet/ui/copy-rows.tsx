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

/** Label / value lines, each with an optional copy button (payment details, record details). */
export function InfoRows({ rows, testId }: { rows: TInfoRow[]; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <dl className="sl-info" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.id} className="sl-info__row" data-testid={testId ? `${testId}-${row.id}` : undefined}>
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
