import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './icons.tsx';
import './route-error.css';

// Shown when a page fails to render or its code cannot load. The usual cause is a deploy that
// replaced the chunk files while this tab was open, which a reload fixes.

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className="sl-route-error" role="alert" data-testid="route-error">
      <BrandMark size={48} />
      <p>{t('common.unknownError')}</p>
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

type TBoundaryProps = { children: ReactNode; /** A new value (the next page) clears the error. */ resetKey: string };
type TBoundaryState = { failedAt: string | null };

export class RouteErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<TBoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorMessage />;
  }
}
