import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
}

interface AppErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/** Catches render errors inside the app shell so the navigation stays usable. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error in the app shell', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <AppErrorFallback onTryAgain={this.reset} />;
    return this.props.children;
  }
}

function AppErrorFallback({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{t('appError.title')}</h1>
      <p className="text-muted-foreground">{t('appError.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('actions.reloadApp')}</Button>
        <Button variant="outline" onClick={onTryAgain}>
          {t('actions.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
