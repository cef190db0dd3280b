import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/page-header.tsx';
import { badgeText } from '../../../features/messages/badge-text.ts';
import { useAnnouncements, useMarkRead, useMessageList } from '../../../features/messages/messages-queries.ts';
import { unseenCount, useSeenAnnouncements } from '../../../features/messages/seen-announcements.ts';
import { showToast } from '../../../lib/notify.ts';
import { AnnouncementList, NoticeList } from './message-lists.tsx';
import { rovingTabIndex } from '../../../lib/arrow-keys.ts';

type TTab = 'announcements' | 'notices';

/**
 * /pages/me/message/index: announcements and the member's own messages in two tabs, each with
 * its unread count. The tab is in the address (?tab=notices), so coming back from a detail page
 * lands on the same list.
 */
export function MessageCenterPage() {
  const { t } = useTranslation('messages');
  const { t: tApp } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'notices' ? 'notices' : 'announcements';
  const announcements = useAnnouncements();
  const seen = useSeenAnnouncements();
  const messages = useMessageList();
  const markRead = useMarkRead();
  const newAnnouncements = unseenCount((announcements.data ?? []).map((item) => item.id), seen);
  const unread = messages.data?.pages.at(-1)?.unread ?? 0;

  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: () => void showToast(t('list.allRead'), 'success'),
    });

  const tabs: { id: TTab; label: string; count: number }[] = [
    { id: 'announcements', label: t('tabs.announcements'), count: newAnnouncements },
    { id: 'notices', label: t('tabs.notices'), count: unread },
  ];

  return (
    <div className="sl-page sl-wallet-page sl-msg-page" data-testid="message-center-page">
      <PageHeader title={tApp('routes.messages')} />
      <div className="sl-msg-tabs" role="tablist" aria-label={tApp('routes.messages')}>
        {tabs.map((item, index) => (
          <button key={item.id} type="button" role="tab" id={`messages-tab-${item.id}`} aria-controls="messages-panel" aria-selected={tab === item.id} tabIndex={rovingTabIndex(index, tabs.findIndex((other) => other.id === tab))} className={`sl-msg-tab${tab === item.id ? ' sl-msg-tab--on' : ''}`}
            onClick={() => setParams(item.id === 'notices' ? { tab: 'notices' } : {}, { replace: true })} data-testid={`messages-tab-${item.id}`}>
            {item.label}
            {badgeText(item.count) && <span className="sl-count-badge" data-testid={`messages-tab-${item.id}-badge`}>{badgeText(item.count)}</span>}
          </button>
        ))}
      </div>
      <main className="sl-content" role="tabpanel" id="messages-panel" aria-labelledby={`messages-tab-${tab}`}>
        {/* Above the list, not in the header: "Tout marquer comme lu" and the Thai did not fit beside the title (QA). */}
        {tab === 'notices' && unread > 0 && (
          <div className="sl-msg-toolbar">
            <button type="button" className="sl-msg-mark-all" onClick={markAll} disabled={markRead.isPending} data-testid="messages-mark-all">{t('list.markAllRead')}</button>
          </div>
        )}
        {tab === 'announcements' ? <AnnouncementList /> : <NoticeList />}
      </main>
    </div>
  );
}
