import { Suspense } from 'react';
import { DotLoading, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PrivacyPage, RulesPage } from '../../app/app-routes.tsx';
import { useModalFocus } from '../../lib/modal-focus.ts';
import type { TTermsDocument } from './use-terms-sheet.ts';

/**
 * The full-screen sheet of use-terms-sheet.ts. Its own chunk, loaded at the first tap on a link:
 * the register page is the first screen of every invited visitor, and most never open it.
 * A modal named by the document's title, which takes the focus: Tab stays in it (lib/focus-trap.ts)
 * instead of reaching the register form behind.
 */
export function TermsSheet({ reading, onClose }: { reading: TTermsDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  const focus = useModalFocus<HTMLDivElement>(reading !== null);
  return (
    <Popup visible={reading !== null} position="right" onClose={onClose} afterShow={focus.shown} afterClose={focus.closed} destroyOnClose bodyClassName="sl-terms-sheet">
      <div ref={focus.modal} tabIndex={-1} className="sl-terms-sheet__dialog" role="dialog" aria-modal="true" aria-label={reading ? t(`routes.${reading}`) : undefined} data-testid="terms-sheet">
        <Suspense fallback={<DotLoading color="primary" className="sl-terms-sheet__loading" />}>
          {reading === 'rules' && <RulesPage onBack={onClose} />}
          {reading === 'privacy' && <PrivacyPage onBack={onClose} />}
        </Suspense>
      </div>
    </Popup>
  );
}
