import { useTranslation } from 'react-i18next';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { NoticeCard } from '../../app/notice-card.tsx';

/**
 * The answer to "Place bet" was lost (no network): the bet may or may not have been placed. It
 * stays on screen until the server answers; the slip's button then retries the same request with
 * the same Idempotency-Key, so a bet that did go through is answered again, not placed twice.
 */
export function UnsureBetNotice() {
  const { t } = useTranslation('betting');
  const { open } = useAppNavigation();
  return (
    <NoticeCard tone="warning" title={t('order.unsureTitle')} body={t('order.unsureBody')} testId="order-unsure"
      action={<button type="button" className="sl-header-link" onClick={() => open(routePath('myOrder'))}>{t('order.unsureCheck')}</button>} />
  );
}
