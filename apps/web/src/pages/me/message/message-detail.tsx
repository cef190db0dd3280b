import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { EmptyState, LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import { isNotFound } from '../../../lib/api-envelope.ts';
import '../../../features/wallet/ui/wallet-ui.css';
import './message-pages.css';

type TDetailProps = {
  id: number | undefined;
  query: { data?: { title: string; body: string } | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  time: string;
  notFoundText: string;
  icon: ReactNode;
  /** The list to go to when this one does not exist. */
  listPath: string;
  testId: string;
  /** Under the text: where it leads (a notice's bets on its match). */
  action?: ReactNode;
};

/** One announcement or message: title, time, the whole text; a skeleton while it loads, or why it is not there. */
export function MessageDetail({ id, query, time, notFoundText, icon, listPath, testId, action }: TDetailProps) {
  const { t } = useTranslation('messages');
  const { replace } = useAppNavigation();
  const notFound = id === undefined || isNotFound(query.error);
  if (notFound) {
    return (
      <EmptyState icon={icon} title={notFoundText} testId={`${testId}-missing`}
        action={<Button size="small" shape="rounded" color="primary" onClick={() => replace(listPath)}>{t('detail.toList')}</Button>} />
    );
  }
  if (query.data) {
    return (
      <article className="sl-msg-detail" data-testid={testId}>
        <header className="sl-msg-detail__head">
          <h2 className="sl-msg-detail__title" data-testid={`${testId}-title`}>{query.data.title}</h2>
          <p className="sl-msg-detail__time">{time}</p>
        </header>
        <div className="sl-msg-detail__body" data-testid={`${testId}-body`}>{query.data.body}</div>
        {action && <div className="sl-msg-detail__action">{action}</div>}
      </article>
    );
  }
  if (query.isPending) {
    return (
      <div className="sl-msg-detail" aria-busy="true" data-testid={`${testId}-loading`}>
        <span className="sl-skel sl-skel--w60" />
        <span className="sl-skel sl-skel--w35" />
        <span className="sl-skel sl-skel--w100" />
        <span className="sl-skel sl-skel--w100" />
        <span className="sl-skel sl-skel--w60" />
      </div>
    );
  }
  return <LoadFailed onRetry={() => void query.refetch()} error={query.error} />;
}

export const messageListPath = (tab: 'announcements' | 'notices') => `${routePath('messages')}${tab === 'notices' ? '?tab=notices' : ''}`;
