import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryFallbackProps {
  readonly error: unknown;
  /** Renders the children again (after the cause is gone). */
  readonly reset: () => void;
}

export interface ErrorBoundaryProps {
  /** Reports the failure (to the error-reporting service, a log...): spec §8, a render failure is reported. */
  readonly onError?: (error: unknown, info: { readonly componentStack?: string | undefined }) => void;
  /** What shows instead of the broken part; nothing by default (spec §8: the component shows nothing). */
  readonly fallback?: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode);
  /** When one of these changes after a failure, the children are rendered again. */
  readonly resetKeys?: readonly unknown[];
  readonly children?: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
}

const sameKeys = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length === b.length && a.every((key, index) => Object.is(key, b[index]));

/**
 * Keeps a render failure inside one part of the page: the part disappears (or shows `fallback`),
 * the rest of the screen goes on working, and `onError` reports what happened.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, { componentStack: info.componentStack ?? undefined });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && !sameKeys(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => this.setState({ failed: false, error: undefined });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback({ error: this.state.error, reset: this.reset });
    return fallback ?? null;
  }
}
