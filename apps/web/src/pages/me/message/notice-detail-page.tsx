import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../../app/icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { useMarkRead, useMessage } from '../../../features/messages/messages-queries.ts';
import { zonedDateTime } from '../../../lib/operator-time.ts';
import { MessageDetail, messageListPath } from './message-detail.tsx';
import { idParam } from '../../../lib/id-param.ts';

/** /pages/me/message/noticedetails?id=: one of the member's messages; opening it marks it read (once). */
export function NoticeDetailPage() {
  const { t } = useTranslation('messages');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const message = useMessage(id);
  const markRead = useMarkRead();
  const asked = useRef<number | null>(null);
  const unreadId = message.data && !message.data.read ? message.data.id : undefined;
  const { mutate } = markRead;
  const { open } = useAppNavigation();
  const matchId = message.data?.matchId;

  useEffect(() => {
    if (unreadId === undefined || asked.current === unreadId) return;
    asked.current = unreadId;
    mutate(unreadId);
  }, [unreadId, mutate]);

  return (
    <div className="sl-page sl-wallet-page sl-msg-page" data-testid="notice-detail-page">
      <PageHeader title={tApp('routes.noticeDetail')} />
      <main className="sl-content">
        <MessageDetail id={id} query={message} testId="notice-detail" icon={<MessageIcon />} listPath={messageListPath('notices')}
          time={t('detail.received', { time: zonedDateTime(message.data?.createdAt) })} notFoundText={t('detail.notFoundNotice')}
          // A notice about a match's bets leads to them (QA: it named them and left the member to find them).
          action={matchId ? (
            <Button block shape="rounded" color="primary" onClick={() => open(`${routePath('myOrder')}?match=${matchId}`)} data-testid="notice-detail-bets">{t('detail.matchBets')}</Button>
          ) : undefined} />
      </main>
    </div>
  );
}
