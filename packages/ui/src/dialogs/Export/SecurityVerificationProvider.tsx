import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazyDialog';
import type { SecurityVerificationSetup } from './SecurityVerificationDialog';
import { SecurityVerificationContext, type OpenVerification } from './useSecurityVerification';
import type { VerificationBridge } from './verificationBridge';

export interface SecurityVerificationProviderProps extends SecurityVerificationSetup {
  /** Connects the dialog to code outside React, such as the http client's `verifyIdentity`. */
  readonly bridge?: VerificationBridge | undefined;
  readonly children?: ReactNode;
}

interface Waiter {
  readonly resolve: (token: string | null) => void;
  readonly release: () => void;
}

interface Opening {
  readonly title: ReactNode;
  readonly description: ReactNode;
}

// The dialog and the primitives under it load when the browser is idle, or at the first verification.
const verificationDialog = lazyDialog(
  () => import('./SecurityVerificationDialog').then((module) => module.SecurityVerificationDialog),
  // Closing the load-failure notice cancels the verification: the caller gets no token.
  { isOpen: (props) => props.open, dismiss: (props) => props.onResult(null) },
);

/**
 * Lets any component below verify the user's identity with `useSecurityVerification()`, and code
 * outside React through a `bridge`. One dialog for the whole app: calls made while it is open wait
 * for the same token. Put it above everything that exports (an `ExportProvider` below it finds it).
 */
export function SecurityVerificationProvider({
  bridge,
  children,
  ...setup
}: SecurityVerificationProviderProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const waiters = useRef(new Set<Waiter>());
  // Once opened, the dialog stays: it closes as it should, and remembers the code sent for the next time.
  const [used, setUsed] = useState(false);
  if (opening !== null && !used) setUsed(true);
  usePreloadWhenIdle(verificationDialog.preload);

  const finish = useCallback((token: string | null) => {
    const answered = [...waiters.current];
    waiters.current.clear();
    for (const waiter of answered) {
      waiter.release();
      waiter.resolve(token);
    }
    setOpening(null);
  }, []);

  const open = useCallback<OpenVerification>(
    (request = {}) =>
      new Promise<string | null>((resolve) => {
        const { signal } = request;
        if (signal?.aborted) {
          resolve(null);
          return;
        }
        const onAbort = () => {
          waiters.current.delete(waiter);
          resolve(null);
          // Nobody waits any more (the export was cancelled): the dialog goes.
          if (waiters.current.size === 0) setOpening(null);
        };
        const waiter: Waiter = { resolve, release: () => signal?.removeEventListener('abort', onAbort) };
        signal?.addEventListener('abort', onAbort, { once: true });
        const first = waiters.current.size === 0;
        waiters.current.add(waiter);
        if (first) setOpening({ title: request.title, description: request.description });
      }),
    [],
  );

  useEffect(() => bridge?.connect(open), [bridge, open]);

  // Unmounted with someone waiting: nobody can answer any more.
  useEffect(
    () => () => {
      const pending = [...waiters.current];
      waiters.current.clear();
      for (const waiter of pending) {
        waiter.release();
        waiter.resolve(null);
      }
    },
    [],
  );

  return (
    <SecurityVerificationContext.Provider value={open}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <verificationDialog.Dialog
            {...setup}
            open={opening !== null}
            onResult={finish}
            title={opening?.title}
            description={opening?.description}
          />
        </Suspense>
      )}
    </SecurityVerificationContext.Provider>
  );
}
