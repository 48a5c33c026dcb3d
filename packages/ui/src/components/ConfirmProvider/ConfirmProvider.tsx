import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './useConfirm';

export interface ConfirmProviderProps {
  readonly children?: ReactNode;
}

interface Request {
  readonly options: ConfirmOptions;
  readonly resolve: (confirmed: boolean) => void;
}

const Question = styled.div`
  padding-bottom: ${tokens['space-4']};
`;

/**
 * Lets any component below ask for confirmation with `useConfirm()`. The dialog is an `alertdialog`;
 * focus starts on the safe action (Cancel), so Enter or Escape never confirms by accident.
 */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const t = useUiText();
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  // Opened from code, not from a Dialog.Trigger: the focus goes back to what had it when asked.
  const returnFocus = useRef<HTMLElement | null>(null);

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

  const options = request?.options;
  const danger = options?.variant === 'danger';
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : answer(false))}>
        {options && (
          <Dialog.Content
            role="alertdialog"
            size="sm"
            hideClose
            data-variant={danger ? 'danger' : 'default'}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              cancelRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocus.current?.focus();
              returnFocus.current = null;
            }}
            {...(options.description == null ? { 'aria-describedby': undefined } : {})}
          >
            <Question>
              <Dialog.Title>{options.title}</Dialog.Title>
              {options.description != null && <Dialog.Description>{options.description}</Dialog.Description>}
            </Question>
            <Dialog.Footer>
              <Button ref={cancelRef} onClick={() => answer(false)}>
                {options.cancelLabel ?? t('ui.common.cancel')}
              </Button>
              <Button variant={danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
                {options.confirmLabel ?? t('ui.common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        )}
      </Dialog.Root>
    </ConfirmContext.Provider>
  );
}
