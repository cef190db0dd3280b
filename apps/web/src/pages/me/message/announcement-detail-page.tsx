import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '../../../app/icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { useAnnouncement } from '../../../features/messages/messages-queries.ts';
import { markAnnouncementSeen } from '../../../features/messages/seen-announcements.ts';
import { zonedDateTime } from '../../../lib/operator-time.ts';
import { MessageDetail, messageListPath } from './message-detail.tsx';
import { idParam } from '../../../lib/id-param.ts';

/** /pages/me/message/anndetails?id=: one announcement in the app's language; opening it marks it seen on this device. */
export function AnnouncementDetailPage() {
  const { t } = useTranslation('messages');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const announcement = useAnnouncement(id);
  const shown = announcement.data?.id;

  useEffect(() => {
    if (shown !== undefined) markAnnouncementSeen(shown);
  }, [shown]);

  return (
    <div className="sl-page sl-wallet-page sl-msg-page" data-testid="announcement-detail-page">
      <PageHeader title={tApp('routes.announcementDetail')} />
      <main className="sl-content">
        <MessageDetail id={id} query={announcement} testId="announcement-detail" icon={<MegaphoneIcon />} listPath={messageListPath('announcements')}
          time={t('detail.published', { time: zonedDateTime(announcement.data?.publishedAt) })} notFoundText={t('detail.notFoundAnnouncement')} />
      </main>
    </div>
  );
}
