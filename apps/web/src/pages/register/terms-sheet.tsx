import { Suspense } from 'react';
import { DotLoading, Popup } from 'antd-mobile';
import { PrivacyPage, RulesPage } from '../../app/app-routes.tsx';
import type { TTermsDocument } from './use-terms-sheet.ts';

/**
 * The full-screen sheet of use-terms-sheet.ts. Its own chunk, loaded at the first tap on a link:
 * the register page is the first screen of every invited visitor, and most never open it.
 */
export function TermsSheet({ reading, onClose }: { reading: TTermsDocument | null; onClose: () => void }) {
  return (
    <Popup visible={reading !== null} position="right" onClose={onClose} destroyOnClose bodyClassName="sl-terms-sheet">
      <Suspense fallback={<DotLoading color="primary" className="sl-terms-sheet__loading" />}>
        {reading === 'rules' && <RulesPage onBack={onClose} />}
        {reading === 'privacy' && <PrivacyPage onBack={onClose} />}
      </Suspense>
    </Popup>
  );
}
