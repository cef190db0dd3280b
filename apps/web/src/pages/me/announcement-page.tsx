import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { AnnouncementList } from './message/message-lists.tsx';

/** /pages/me/announcement: the announcements on their own, from the account area of the me page. */
export function AnnouncementListPage() {
  const { t: tApp } = useTranslation();
  return (
    <div className="sl-page sl-wallet-page sl-msg-page" data-testid="announcement-page">
      <PageHeader title={tApp('routes.announcement')} />
      <main className="sl-content">
        <AnnouncementList />
      </main>
    </div>
  );
}
