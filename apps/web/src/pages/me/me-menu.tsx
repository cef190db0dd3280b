import { useEffect, useState, type ReactNode } from 'react';
import { ActionSheet, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_ENTRIES } from '../../app/popup-menu.tsx';
import { routePath } from '../../app/route-table.ts';
import {
  BankCardIcon,
  ChartIcon,
  DepositIcon,
  DocumentIcon,
  GiftIcon,
  GlobeIcon,
  HelpIcon,
  ListIcon,
  LockIcon,
  MegaphoneIcon,
  MessageIcon,
  ShieldIcon,
  UserPlusIcon,
  WithdrawIcon,
} from '../../app/icons.tsx';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { badgeText } from '../../features/messages/badge-text.ts';
import { useAnnouncements, useUnreadCount } from '../../features/messages/messages-queries.ts';
import { unseenCount, useSeenAnnouncements } from '../../features/messages/seen-announcements.ts';
import { useBackCloses } from '../../lib/back-closes.ts';
import { useModalFocus } from '../../lib/modal-focus.ts';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { LOCALE_NAMES } from '@scoreline/contract/locales';
import type { TPlannedRouteId } from '../../app/route-table.ts';

type TEntry = { id: string; label: string; icon: ReactNode; route: TPlannedRouteId; query?: string; extra?: ReactNode };

/** Every me/* area (spec 2), grouped the way members look for them. */
export function MeMenu() {
  const { t } = useTranslation();
  const { open } = useAppNavigation();
  const [languageOpen, setLanguageOpen] = useState(false);
  useBackCloses(languageOpen, () => setLanguageOpen(false));
  // A sheet like the others (QA): the page behind is inert while it is open, the focus goes into
  // it, and back to "Language" once it has closed (it fell to the page's body).
  const focus = useModalFocus<HTMLDivElement>(languageOpen, () => document.querySelector<HTMLElement>('.adm-action-sheet-popup .adm-action-sheet-button-item')?.focus());
  useEffect(() => {
    if (!languageOpen) return;
    const frame = requestAnimationFrame(focus.shown);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the opening matters
  }, [languageOpen]);
  const unread = useUnreadCount();
  const announcements = useAnnouncements({ quiet: true });
  const seen = useSeenAnnouncements();
  const unreadBadge = badgeText(unread.data);
  const newAnnouncements = unseenCount((announcements.data ?? []).map((item) => item.id), seen) > 0;

  // Keyed by id, not by their titles: a title changes with the language, and the sections were drawn
  // afresh, "Language" with them, so the focus the language sheet gave back fell to the page's body (QA).
  const sections: { id: string; title: string; entries: TEntry[] }[] = [
    {
      id: 'wallet',
      title: t('me.sectionWallet'),
      entries: [
        { id: 'orders', label: t('me.myOrders'), icon: <ListIcon />, route: 'myOrder' },
        { id: 'recharge-record', label: t('me.rechargeRecord'), icon: <DepositIcon />, route: 'rechargeRecord' },
        { id: 'withdraw-record', label: t('me.withdrawRecord'), icon: <WithdrawIcon />, route: 'withdrawRecord' },
        { id: 'banks', label: t('me.bankAccounts'), icon: <BankCardIcon />, route: 'bankList' },
      ],
    },
    {
      id: 'account',
      title: t('me.sectionAccount'),
      entries: [
        { id: 'security', label: t('me.security'), icon: <LockIcon />, route: 'security' },
        {
          // Straight to the messages its badge counts (QA: it opened the announcements), new
          // announcements or not: those have their own entry and dot below.
          id: 'messages', label: t('me.messages'), icon: <MessageIcon />, route: 'messages', query: unreadBadge ? 'tab=notices' : undefined,
          extra: unreadBadge && <span className="sl-count-badge" aria-label={t('me.unreadCount', { count: unread.data ?? 0 })} data-testid="me-messages-unread">{unreadBadge}</span>,
        },
        {
          id: 'announcements', label: t('me.announcements'), icon: <MegaphoneIcon />, route: 'announcement',
          extra: newAnnouncements && <span className="sl-me-menu__dot" role="img" aria-label={t('me.newAnnouncements')} data-testid="me-announcements-new" />,
        },
        { id: 'reports', label: t('me.reports'), icon: <ChartIcon />, route: 'reports' },
        { id: 'share', label: t('me.share'), icon: <UserPlusIcon />, route: 'share' },
      ],
    },
    {
      id: 'support',
      title: t('me.sectionSupport'),
      entries: [
        { id: 'help', label: t('me.help'), icon: <HelpIcon />, route: 'help' },
        { id: 'vip-levels', label: t('routes.vipLevels'), icon: <GiftIcon />, route: 'vipLevels' },
        { id: 'rules', label: t('routes.rules'), icon: <DocumentIcon />, route: 'rules' },
        { id: 'privacy', label: t('routes.privacy'), icon: <ShieldIcon />, route: 'privacy' },
      ],
    },
  ];

  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="sl-me-menu">
          <h2 className="sl-section-title">{section.title}</h2>
          <List className="sl-me-menu__list">
            {section.entries.map((entry) => (
              <List.Item key={entry.id} prefix={<span className="sl-me-menu__icon">{entry.icon}</span>} arrowIcon extra={entry.extra || undefined}
                onClick={() => open(`${routePath(entry.route)}${entry.query ? `?${entry.query}` : ''}`)} data-testid={`me-menu-${entry.id}`}>
                {entry.label}
              </List.Item>
            ))}
            {section.entries.some((entry) => entry.id === 'help') && (
              <List.Item prefix={<span className="sl-me-menu__icon"><GlobeIcon /></span>} arrowIcon
                extra={LOCALE_NAMES[currentLanguage()]} onClick={() => setLanguageOpen(true)} data-testid="me-menu-language">
                {t('me.language')}
              </List.Item>
            )}
          </List>
        </section>
      ))}
      <ActionSheet
        visible={languageOpen}
        onClose={() => setLanguageOpen(false)}
        afterClose={focus.closed}
        cancelText={t('common.cancel')}
        actions={LANGUAGE_ENTRIES.map((entry) => ({
          key: entry.langID,
          text: entry.langName,
          bold: entry.langID === currentLanguage(),
          onClick: () => {
            setLanguageOpen(false);
            void setLanguage(entry.langID);
          },
        }))}
      />
    </>
  );
}
