import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { isNotFound } from '../../lib/api-envelope.ts';
import { EmptyState, LoadFailed } from '../../features/wallet/ui/list-states.tsx';

/**
 * What a match or bet page shows when it has nothing to show. A link to a match or bet that does
 * not exist (or a bet of another member's, which the server answers the same way) says so and
 * leads back to the list; only a failure that another try could mend offers "Try again".
 */
export function MissingOrFailed({ what, id, error, onRetry }: { what: 'match' | 'bet'; id: number | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const { replace, switchTab } = useAppNavigation();
  if (id !== undefined && !isNotFound(error)) return <LoadFailed onRetry={onRetry} error={error} />;
  const back =
    what === 'match' ? (
      <Button size="small" shape="rounded" color="primary" onClick={() => switchTab(routePath('match'))}>{t('orders.browse')}</Button>
    ) : (
      <Button size="small" shape="rounded" color="primary" onClick={() => replace(routePath('myOrder'))}>{tApp('routes.myOrder')}</Button>
    );
  return <EmptyState testId={`${what}-missing`} title={t(`missing.${what}`)} body={t('missing.body')} action={back} />;
}
