import { useTranslation } from 'react-i18next';
import { HelpPage, HelpSection, Points } from './help-parts.tsx';

/**
 * /pages/me/help/policy (spec 2: privacy policy): what the product stores (the tables of
 * apps/server/src/db/schema and the app's local storage), why, who sees it and the member's
 * choices, in plain words. Public, like the rules: a visitor reads it before signing up.
 */
export function PrivacyPage({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation('help');
  const { t: tApp } = useTranslation();
  const sections = [
    { id: 'store', title: t('privacy.storeTitle'), items: [t('privacy.account'), t('privacy.contact'), t('privacy.devices'), t('privacy.identity'), t('privacy.bank'), t('privacy.money'), t('privacy.messages')] },
    { id: 'why', title: t('privacy.whyTitle'), items: [t('privacy.whyRun'), t('privacy.whySafe'), t('privacy.whyLaw')] },
    { id: 'who', title: t('privacy.whoTitle'), items: [t('privacy.whoStaff'), t('privacy.whoProviders'), t('privacy.whoLaw')] },
    { id: 'device', title: t('privacy.deviceTitle'), items: [t('privacy.device')] },
    { id: 'keep', title: t('privacy.keepTitle'), items: [t('privacy.keep')] },
    { id: 'choices', title: t('privacy.choicesTitle'), items: [t('privacy.choiceSee'), t('privacy.choiceChange'), t('privacy.choiceAsk')] },
  ];
  return (
    <HelpPage testId="privacy-page" title={tApp('routes.privacy')} onBack={onBack}>
      <p className="sl-help__intro">{t('privacy.intro')}</p>
      {sections.map((section) => (
        <HelpSection key={section.id} title={section.title} testId={`privacy-${section.id}`}>
          <Points items={section.items} />
        </HelpSection>
      ))}
      <p className="sl-help__note sl-help__note--center">{t('privacy.changes')}</p>
    </HelpPage>
  );
}
