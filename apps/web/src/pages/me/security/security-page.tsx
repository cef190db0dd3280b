import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, LockIcon, PhoneIcon } from '../../../app/icons.tsx';
import { BankIcon, CardIcon, KeyIcon, MailIcon, ShieldCheckIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath, type TPlannedRouteId } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { useLoginMember } from '../../../features/session/use-login-member.ts';
import { MAX_BANK_ACCOUNTS } from '../../../features/wallet/bank-rules.ts';
import { useBankAccounts, useWalletPasswordStatus } from '../../../features/wallet/wallet-queries.ts';
import { StatusTag } from '../../../features/wallet/ui/status-tag.tsx';
import { LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import '../../../features/wallet/ui/wallet-ui.css';
import './security-page.css';

type TEntry = { id: string; label: string; icon: ReactNode; route: TPlannedRouteId; extra?: ReactNode; disabled?: boolean };

/** The member's phone and e-mail chips: a set one is shown whole on a row of its own. */
const isContact = (id: string) => id === 'mobile' || id === 'email';

/** /pages/me/security/index: wallet password, bank accounts and sign-in settings in one place. */
export function SecurityPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const status = useWalletPasswordStatus();
  const accounts = useBankAccounts();
  const member = useLoginMember();
  const isSet = status.data?.isSet;
  const count = accounts.data?.length;

  // A read that failed says nothing about the member's settings: its chips are not marked "!" as
  // if unset (QA: a member with both saw warnings), and the page says it could not read them.
  const unread = (query: { isError: boolean; data: unknown }) => query.isError && query.data === undefined;
  const failed = [status, accounts, member].filter(unread);
  const checks = [
    { id: 'password', label: t('security.walletPassword'), done: isSet === true, pending: status.isPending, unknown: unread(status) },
    { id: 'bank', label: t('security.bankAccounts'), done: (count ?? 0) > 0, pending: accounts.isPending, unknown: unread(accounts) },
    { id: 'mobile', label: member.data?.phone ?? t('security.mobile'), done: Boolean(member.data?.phone), pending: member.isPending, unknown: unread(member) },
    { id: 'email', label: member.data?.email ?? t('security.email'), done: Boolean(member.data?.email), pending: member.isPending, unknown: unread(member) },
  ];
  const contactWide = checks.some((check) => isContact(check.id) && check.done);

  // Keyed by id: a title changes with the language (me-menu.tsx).
  const sections: { id: string; title: string; entries: TEntry[] }[] = [
    {
      id: 'money',
      title: t('security.sectionMoney'),
      entries: [
        {
          id: 'wallet-password',
          label: t('security.walletPassword'),
          icon: <KeyIcon />,
          route: 'fpModification',
          extra: isSet === undefined ? null : <StatusTag tone={isSet ? 'success' : 'pending'} label={isSet ? t('security.set') : t('security.notSet')} testId="security-password-status" />,
        },
        { id: 'retrieve', label: t('security.retrieve'), icon: <LockIcon />, route: 'rfPassword', disabled: isSet === false },
        {
          id: 'banks',
          label: t('security.bankAccounts'),
          icon: <CardIcon />,
          route: 'bankList',
          extra: count === undefined ? null : <span className="sl-security__count">{t('security.bankCount', { count, max: MAX_BANK_ACCOUNTS })}</span>,
        },
        { id: 'bank-network', label: t('security.bankNetwork'), icon: <BankIcon />, route: 'bankNetwork' },
      ],
    },
    {
      id: 'account',
      title: t('security.sectionAccount'),
      entries: [
        { id: 'login-password', label: t('security.loginPassword'), icon: <LockIcon />, route: 'securityChangePassword', extra: <span className="sl-security__soon">{t('security.comingSoon')}</span> },
      ],
    },
  ];

  return (
    <div className="sl-page sl-wallet-page" data-testid="security-page">
      <PageHeader title={tApp('routes.security')} />
      <main className="sl-content">
        <section className="sl-security-hero">
          <span className="sl-security-hero__icon" aria-hidden="true"><ShieldCheckIcon /></span>
          <h2>{t('security.title')}</h2>
          <p>{t('security.body')}</p>
          <ul className="sl-security-hero__checks">
            {checks.map((check) => (
              // A phone number or an address set is shown whole, on a row of its own: half the card broke "+234803****567" before its last digit.
              // Then the other contact chip takes a row too, not half of one beside nothing (QA).
              <li key={check.id} className={`${check.done ? 'is-done' : ''}${isContact(check.id) && contactWide ? ' is-wide' : ''}`.trim() || undefined} data-testid={`security-check-${check.id}`} data-done={check.done}>
                <span className="sl-security-hero__mark" aria-hidden="true">{check.pending || check.unknown ? '·' : check.done ? '✓' : '!'}</span>
                <span className="sl-security-hero__check-icon" aria-hidden="true">
                  {check.id === 'mobile' ? <PhoneIcon /> : check.id === 'email' ? <MailIcon /> : check.id === 'bank' ? <CardIcon /> : <KeyIcon />}
                </span>
                <span className="sl-security-hero__label">{check.label}</span>
              </li>
            ))}
          </ul>
        </section>
        {failed.length > 0 && <LoadFailed onRetry={() => failed.forEach((query) => void query.refetch())} error={failed[0]!.error} />}

        {sections.map((section) => (
          <section key={section.id} className="sl-security-section">
            <h2 className="sl-section-title">{section.title}</h2>
            <div className="sl-wallet-links">
              {section.entries.map((entry) => (
                <button key={entry.id} type="button" className="sl-wallet-link" disabled={entry.disabled} onClick={() => open(routePath(entry.route))}
                  data-testid={`security-${entry.id}`}>
                  <span className="sl-wallet-link__icon sl-wallet-link__icon--emerald" aria-hidden="true">{entry.icon}</span>
                  <span className="sl-wallet-link__label">{entry.label}</span>
                  {entry.extra}
                  <ChevronRightIcon className="sl-wallet-link__chevron" />
                </button>
              ))}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}
