import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyDialog, usePreloadWhenIdle } from '../lazyDialog';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './useConfirm';

export interface ConfirmProviderProps {
  readonly children?: ReactNode;
}

interface Request {
  readonly options: ConfirmOptions;
  readonly resolve: (confirmed: boolean) => void;
}

// The dialog and the primitives under it load when the browser is idle, or at the first question.
const confirmDialog = lazyDialog(() => import('./ConfirmDialog').then((module) => module.ConfirmDialog), {
  isOpen: (props) => props.open,
  // Closing the load-failure notice answers "no", as Cancel would.
  dismiss: (props) => props.onAnswer(false),
});

/**
 * Lets any component below ask for confirmation with `useConfirm()`. The dialog is an `alertdialog`;
 * focus starts on the safe action (Cancel), so Enter or Escape never confirms by accident.
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  // Opened from code, not from a Dialog.Trigger: the focus goes back to what had it when asked.
  const returnFocus = useRef<HTMLElement | null>(null);
  usePreloadWhenIdle(confirmDialog.preload);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
          returnFocus.current = document.activeElement;
        }
        setRequest((previous) => {
          // A second question replaces the first, which counts as cancelled.
          previous?.resolve(false);
          return { options, resolve };
        });
        setOpen(true);
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* The last question stays after its answer, so that the dialog can close as it should. */}
      {request && (
        <Suspense fallback={null}>
          <confirmDialog.Dialog
            open={open}
            options={request.options}
            onAnswer={answer}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
