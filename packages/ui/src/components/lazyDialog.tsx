import {
  Component,
  lazy,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useUiText } from '../i18n/text';
import { tokens } from '../theme/tokens';
import { Alert } from './Alert';
import { Button } from './Button';
import { usePreloadWhenIdle } from './lazyPart';

// Kept here too for the modules that import it with `lazyDialog`.
export { usePreloadWhenIdle };

/** A dialog whose module loads on first use, or earlier with `preload`. */
export interface LazyDialog<Props extends object> {
  /**
   * Renders the dialog; put it in a `<Suspense>`. Mounted after its module has arrived, it renders at
   * once; mounted before, it suspends until the module arrives.
   */
  readonly Dialog: ComponentType<Props>;
  /** Loads the module once; a load that failed is tried again on the next call. */
  readonly preload: () => Promise<ComponentType<Props>>;
}

/**
 * What a lazy dialog does when its module cannot be loaded (offline, or a deployment removed it):
 * while `isOpen` says the dialog should show, a notice says so and offers to try again or to close,
 * which calls `dismiss` with the props the dialog would have had (answer "no", close, cancel).
 * Without these, the load error goes to the nearest error boundary.
 */
export interface LazyDialogFailure<Props extends object> {
  readonly isOpen: (props: Props) => boolean;
  readonly dismiss: (props: Props) => void;
}

/** The error of a dialog's module load, told apart from an error the dialog itself throws. */
class DialogLoadError extends Error {
  override readonly name = 'DialogLoadError';
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Keeps a provider's dialog out of the module that renders the provider: `load` must be a dynamic
 * `import()` of a module the provider's module does not import statically (types aside), or the
 * bundler puts the dialog back beside the provider.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  failure?: LazyDialogFailure<Props>,
): LazyDialog<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  let loaded: ComponentType<Props> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a failed load for good: a retry after a failure makes a new one. One at a time
  // for every mount: a dialog that suspends is mounted afresh when its load settles, and a new load
  // per mount would try again forever.
  const lazyComponent = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        throw new DialogLoadError(error);
      }
    });
  let current = lazyComponent();
  function Dialog(props: Props) {
    // React.lazy suspends on its first render even when the module is already there: a dialog whose
    // module was preloaded takes it directly. Chosen once per try, so that the dialog never changes
    // type while it shows.
    const [attempt, setAttempt] = useState<{ readonly Loaded: ComponentType<Props>; readonly count: number }>(
      () => ({ Loaded: loaded ?? current, count: 0 }),
    );
    const { Loaded } = attempt;
    if (!failure) return <Loaded {...props} />;
    return (
      <LoadBoundary
        key={attempt.count}
        open={failure.isOpen(props)}
        onRetry={() => {
          current = lazyComponent();
          setAttempt(({ count }) => ({ Loaded: loaded ?? current, count: count + 1 }));
        }}
        onClose={() => failure.dismiss(props)}
      >
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  return { Dialog, preload };
}

interface LoadBoundaryProps {
  readonly open: boolean;
  readonly onRetry: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** Shows the load-failure notice in place of a dialog whose module did not load. */
class LoadBoundary extends Component<LoadBoundaryProps, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof DialogLoadError)) return;
    // Reported for the console's diagnostics; the user sees the notice.
    console.warn('A dialog could not be loaded', error.cause, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // The dialog's own errors are not load failures: they go on to the app's error boundary.
    if (!(error instanceof DialogLoadError)) throw error;
    if (!this.props.open) return null;
    return <LoadFailureNotice onRetry={this.props.onRetry} onClose={this.props.onClose} />;
  }
}

const Notice = styled.div`
  position: fixed;
  z-index: ${tokens['z-dialog']};
  top: ${tokens['space-6']};
  left: 50%;
  width: min(420px, calc(100vw - 2 * ${tokens['space-4']}));
  transform: translateX(-50%);
  box-shadow: ${tokens['shadow-3']};
  background: ${tokens['color-surface']};
  border-radius: ${tokens['radius-md']};
`;

const NOTICE_TITLE_ID = 'ops-lazy-dialog-failure-title';

/**
 * Says that a window could not be loaded, with "Try again" (focused) and "Close"; Escape closes.
 * Plain markup: the dialog machinery is what failed to load.
 */
function LoadFailureNotice({
  onRetry,
  onClose,
}: {
  readonly onRetry: () => void;
  readonly onClose: () => void;
}) {
  const t = useUiText();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <Notice
      role="alertdialog"
      aria-labelledby={NOTICE_TITLE_ID}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Alert
        variant="error"
        title={<span id={NOTICE_TITLE_ID}>{t('ui.lazyDialog.failed.title')}</span>}
        actions={
          <>
            <Button ref={retry} size="sm" variant="primary" onClick={onRetry}>
              {t('ui.common.retry')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onClose}>
              {t('ui.common.close')}
            </Button>
          </>
        }
      >
        {t('ui.lazyDialog.failed.body')}
      </Alert>
    </Notice>
  );
}
