import { useTranslation } from 'react-i18next';
import type { TLoginMember } from '@scoreline/contract/api/member-auth';
import { displayText, formatInteger, formatKobo } from '@scoreline/contract/display';
import { DocumentIcon } from '../../app/icons.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { copyText } from '../../lib/clipboard.ts';
import { showToast } from '../../lib/notify.ts';
import { VipBadge } from '../../app/vip-badge.tsx';

/** An avatar is shown only when it is a real image address; the default is a single comma (spec 3). */
function avatarUrl(avatar: string | undefined): string | undefined {
  return avatar && /^(https?:|data:image\/|\/)/.test(avatar) ? avatar : undefined;
}

export function ProfileCard({ member, loading }: { member: TLoginMember | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { open } = useAppNavigation();
  const picture = avatarUrl(member?.avatar);
  const initials = (member?.username ?? '?').slice(0, 2).toUpperCase();

  const copyInvite = async () => {
    if (!member?.inviteCode) return;
    const copied = await copyText(member.inviteCode);
    await showToast(copied ? t('common.copied') : member.inviteCode, copied ? 'success' : undefined);
  };

  return (
    <section className="sl-profile" aria-busy={loading}>
      <div className="sl-profile__who">
        <span className="sl-profile__avatar" aria-hidden="true">
          {picture ? <img src={picture} alt="" /> : initials}
        </span>
        <div className="sl-profile__names">
          <div className="sl-profile__line">
            <span className="sl-profile__username" data-testid="me-username">{member?.username ?? (loading ? '…' : '-')}</span>
            {member && <VipBadge testId="me-vip" label={t('me.vip', { level: member.vipLevel })} />}
          </div>
          <span className="sl-profile__uid" data-testid="me-uid">{t('me.uid', { uid: formatInteger(member?.uid) })}</span>
        </div>
      </div>

      <div className="sl-profile__money">
        {/* Side by side while both figures fit, else frozen goes under available: a figure is never cut. */}
        <div className="sl-profile__figures">
          <div className="sl-profile__figure">
            <span className="sl-profile__money-label">{t('me.availableBalance')}</span>
            <span className="sl-profile__money-value sl-money" data-testid="me-balance">{formatKobo(member?.balance)}</span>
          </div>
          <div className="sl-profile__figure">
            <span className="sl-profile__money-label">{t('me.frozen')}</span>
            <span className="sl-profile__money-value sl-money" data-testid="me-frozen">{formatKobo(member?.frozen)}</span>
          </div>
        </div>
        <button type="button" className="sl-profile__records" onClick={() => open(routePath('billReport'))}
          aria-label={t('routes.billReport')}>
          <DocumentIcon />
        </button>
      </div>

      <div className="sl-profile__invite">
        <div>
          <span className="sl-profile__money-label">{t('me.inviteCode')}</span>
          <span className="sl-profile__code" data-testid="me-invite-code">{displayText(member?.inviteCode)}</span>
        </div>
        <button type="button" className="sl-profile__copy" onClick={() => void copyInvite()} disabled={!member?.inviteCode}
          aria-label={t('me.copyInvite')} data-testid="me-copy-invite">
          {t('common.copy')}
        </button>
      </div>
    </section>
  );
}
