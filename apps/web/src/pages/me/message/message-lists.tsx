import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, MegaphoneIcon, MessageIcon } from '../../../app/icons.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { allMessages, useAnnouncements, useMessageList } from '../../../features/messages/messages-queries.ts';
import type { TAnnouncement, TMessage } from '../../../features/messages/messages-types.ts';
import { useSeenAnnouncements } from '../../../features/messages/seen-announcements.ts';
import { EmptyState, LoadFailed, SkeletonRows } from '../../../features/wallet/ui/list-states.tsx';
import { RecordList } from '../../../features/wallet/ui/record-list.tsx';
import { zonedDateTime } from '../../../lib/operator-time.ts';
import '../../../features/wallet/ui/wallet-ui.css';
import './message-pages.css';

// The two lists of the message centre (announcements also stand alone at /pages/me/announcement):
// a row per item with its unread mark, time in the operator's zone and the start of the text.

type TRowProps = { kind: 'announcement' | 'notice'; title: string; body: string; time: string; unread: boolean; onOpen: () => void; testId: string; id: number };

function MessageRow({ kind, title, body, time, unread, onOpen, testId, id }: TRowProps) {
  const { t } = useTranslation('messages');
  return (
    <button type="button" className={`sl-msg-row${unread ? ' sl-msg-row--unread' : ''}`} onClick={onOpen}
      data-testid={testId} data-id={id} data-read={unread ? 'false' : 'true'}>
      <span className={`sl-msg-row__icon sl-msg-row__icon--${kind}`} aria-hidden="true">
        {kind === 'announcement' ? <MegaphoneIcon /> : <MessageIcon />}
        {unread && <i className="sl-msg-row__dot" />}
      </span>
      <span className="sl-msg-row__body">
        <span className="sl-msg-row__title" data-testid={`${testId}-title`}>{title}</span>
        <span className="sl-msg-row__preview">{body}</span>
        <span className="sl-msg-row__time">{time}</span>
        {unread && <span className="sl-visually-hidden">{t(kind === 'announcement' ? 'list.new' : 'list.unread')}</span>}
      </span>
      <span className="sl-msg-row__chevron" aria-hidden="true"><ChevronRightIcon /></span>
    </button>
  );
}

/** Published announcements, newest first; those not opened on this device show as new. */
export function AnnouncementList() {
  const { t } = useTranslation('messages');
  const { open } = useAppNavigation();
  const list = useAnnouncements();
  const seen = useSeenAnnouncements();
  if (list.isPending) return <SkeletonRows testId="announcement-list-loading" />;
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} error={list.error} />;
  const items = list.data ?? [];
  if (items.length === 0) return <EmptyState icon={<MegaphoneIcon />} title={t('list.emptyAnnouncements')} body={t('list.emptyAnnouncementsBody')} testId="announcement-list-empty" />;
  return (
    <ul className="sl-records__list" data-testid="announcement-list">
      {items.map((item: TAnnouncement) => (
        <li key={item.id}>
          <MessageRow kind="announcement" id={item.id} testId="announcement-row" title={item.title} body={item.body} time={zonedDateTime(item.publishedAt)}
            unread={!seen.includes(item.id)} onOpen={() => open(`${routePath('announcementDetail')}?id=${item.id}`)} />
        </li>
      ))}
    </ul>
  );
}

/** The member's messages (support's and the withdrawal notices), newest first, more as the member scrolls. */
export function NoticeList() {
  const { t } = useTranslation('messages');
  const { open } = useAppNavigation();
  const list = useMessageList();
  return (
    <RecordList testId="notice-list" items={allMessages(list.data)} keyOf={(item) => item.id} pending={list.isPending} error={list.error}
      hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} retry={() => void list.refetch()}
      emptyTitle={t('list.emptyNotices')} emptyBody={t('list.emptyNoticesBody')}
      renderItem={(item: TMessage) => (
        <MessageRow kind="notice" id={item.id} testId="notice-row" title={item.title} body={item.body} time={zonedDateTime(item.createdAt)}
          unread={!item.read} onOpen={() => open(`${routePath('noticeDetail')}?id=${item.id}`)} />
      )} />
  );
}
