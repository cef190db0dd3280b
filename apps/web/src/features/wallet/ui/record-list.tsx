import type { ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, SkeletonRows } from './list-states.tsx';

type TRecordListProps<T> = {
  items: T[];
  renderItem: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  pending: boolean;
  /** What the first load threw (react-query's `error`: null while none failed); LoadFailed words it. */
  error: unknown;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  retry: () => void;
  emptyTitle: string;
  emptyBody?: string;
  emptyAction?: ReactNode;
  testId: string;
};

/** A paged record list: skeleton first, then rows that load more as the member scrolls, or an empty state. */
export function RecordList<T>({ items, renderItem, keyOf, pending, error, hasMore, loadMore, retry, emptyTitle, emptyBody, emptyAction, testId }: TRecordListProps<T>) {
  const { t } = useTranslation('wallet');
  if (pending) return <SkeletonRows testId={`${testId}-loading`} />;
  if (error != null && items.length === 0) return <LoadFailed onRetry={retry} error={error} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} testId={`${testId}-empty`} />;
  return (
    <div className="sl-records" data-testid={testId}>
      <ul className="sl-records__list">
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore} threshold={160}>
        {(more: boolean, failedToLoad: boolean, retryLoad: () => void) =>
          failedToLoad ? (
            <button type="button" className="sl-records__end sl-records__end--retry" onClick={() => retryLoad()}>
              {t('common.loadMoreFailed')}
            </button>
          ) : (
            <span className="sl-records__end">{more ? t('common.loadingMore') : t('common.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
