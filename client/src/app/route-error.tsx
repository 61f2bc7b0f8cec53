import { GENERIC_MESSAGES } from '@panna/shared/validation';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as paths from '../lib/paths';
import './route-error.css';
import { useTexts } from '../i18n/use-texts';
import { translate } from '../i18n/use-texts';
import { useScreenTitle } from '../components/screen-title';

/** What the failure says: its HTTP-like status when it has one, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    if (typeof status === 'number') return `${status} ${String(statusText ?? '')}`.trim();
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : translate('Unknown error');
}

/** The spec's fallback: 'Unexpected Application Error!' with the status or message. */
export function RouteErrorView({ error }: { error: unknown }) {
  const t = useTexts();
  useScreenTitle(t(GENERIC_MESSAGES.unexpectedApplicationError));
  return (
    <main className="route-error" role="alert">
      <h1 className="route-error__title">{t(GENERIC_MESSAGES.unexpectedApplicationError)}</h1>
      <p className="route-error__detail">{describeError(error)}</p>
      {/* A full load: the failed screen's state is gone. */}
      <a className="btn btn--primary" href={paths.root}>
        {t('Go to Home')}
      </a>
    </main>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Each route's error boundary: a failing screen shows the fallback inside its layout. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
