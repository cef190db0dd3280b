import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '../../../app/money-icons.tsx';
import { isAnsweredFailure } from '../../../lib/api-envelope.ts';

/** Grey placeholder rows while the first page loads. */
export function SkeletonRows({ count = 5, testId }: { count?: number; testId?: string }) {
  return (
    <div className="sl-skeleton-rows" aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="sl-skeleton-row">
          <span className="sl-skel sl-skel--circle" />
          <span className="sl-skeleton-row__lines">
            <span className="sl-skel sl-skel--w60" />
            <span className="sl-skel sl-skel--w35" />
          </span>
          <span className="sl-skel sl-skel--w20" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, body, action, icon, testId }: { title: string; body?: string; action?: ReactNode; icon?: ReactNode; testId?: string }) {
  return (
    <div className="sl-empty" data-testid={testId ?? 'empty-state'}>
      <span className="sl-empty__icon" aria-hidden="true">{icon ?? <ReceiptIcon />}</span>
      <p className="sl-empty__title">{title}</p>
      {body && <p className="sl-empty__body">{body}</p>}
      {action}
    </div>
  );
}

/** `error`: what the load threw; the connection is blamed only when nothing answered. */
export function LoadFailed({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="sl-empty sl-empty--error" role="alert" data-testid="load-failed">
      <p className="sl-empty__title">{t(isAnsweredFailure(error) ? 'common.loadRefused' : 'common.loadFailed')}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
