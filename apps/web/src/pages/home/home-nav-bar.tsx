import { useTranslation } from 'react-i18next';
import { PopupMenu, type TMenuItem } from '../../app/popup-menu.tsx';
import { routePath } from '../../app/route-table.ts';
import { BrandMark, GlobeIcon, HeadsetIcon, MenuIcon, MessageIcon, UserPlusIcon } from '../../app/icons.tsx';
import { ONLINE_SERVICE_PATH } from '../../lib/route-paths.ts';

/** The home tab's own navigation bar (spec 2: custom navigation bar): brand and the popup menu. */
export function HomeNavBar() {
  const { t } = useTranslation();
  const items: TMenuItem[] = [
    { id: 'messages', name: t('menu.messages'), icon: <MessageIcon />, hasSec: false, path: routePath('messages') },
    { id: 'service', name: t('menu.onlineService'), icon: <HeadsetIcon />, hasSec: false, path: ONLINE_SERVICE_PATH },
    { id: 'invite', name: t('menu.invite'), icon: <UserPlusIcon />, hasSec: false, path: routePath('share') },
    { id: 'language', name: t('menu.language'), icon: <GlobeIcon />, hasSec: true },
  ];
  return (
    <header className="sl-home-nav">
      <div className="sl-home-nav__brand">
        <BrandMark size={34} />
        <div>
          <h1 className="sl-home-nav__name">{t('brand.name')}</h1>
          <span className="sl-home-nav__tagline">{t('brand.tagline')}</span>
        </div>
      </div>
      <PopupMenu items={items} toggle={<MenuIcon />} toggleLabel={t('menu.open')} />
    </header>
  );
}
