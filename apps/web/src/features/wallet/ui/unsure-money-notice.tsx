import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { NoticeCard } from '../../../app/notice-card.tsx';

/**
 * The answer to a deposit or a withdrawal was lost (no network): the server may have made it.
 * A lasting notice, not a toast, because the member must check the records before tapping again;
 * it stays while the request is pending in the tab (a reload or a return to the page shows it
 * again) and goes by itself once the server answers the retry. Its text speaks of "Try again"
 * only when the page shows that button (`retryShown`): not while the form is loading or could not
 * be loaded, nor when another step comes first (setting the wallet password).
 */
export function UnsureMoneyNotice({ kind, retryShown }: { kind: 'deposit' | 'withdrawal'; retryShown: boolean }) {
  const { t } = useTranslation('wallet');
  const { open } = useAppNavigation();
  const records = kind === 'deposit' ? 'rechargeRecord' : 'withdrawRecord';
  return (
    <NoticeCard tone="warning" title={t(`unsure.${kind}Title`)} body={t(retryShown ? `unsure.${kind}Body` : `unsure.${kind}BodyNoRetry`)} testId={`unsure-${kind}`}
      action={
        <Button size="small" shape="rounded" fill="outline" color="primary" onClick={() => open(routePath(records))} data-testid={`unsure-${kind}-records`}>
          {t(`wallet.${records}`)}
        </Button>
      } />
  );
}
