import { useRef, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { ConfirmOptions } from './useConfirm';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly options: ConfirmOptions;
  /** Called with true for the action, false for Cancel, Escape or a click outside. */
  readonly onAnswer: (confirmed: boolean) => void;
  /** What had the focus when the question was asked; it gets the focus back on closing. */
  readonly returnFocus: MutableRefObject<HTMLElement | null>;
}

const Question = styled.div`
  padding-bottom: ${tokens['space-4']};
`;

/**
 * The question of `ConfirmProvider`, in its own module so that the provider loads it (and the
 * dialog primitives under it) only when it is first needed.
 */
export function ConfirmDialog({ open, options, onAnswer, returnFocus }: ConfirmDialogProps) {
  const t = useUiText();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const danger = options.variant === 'danger';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
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
          <Button ref={cancelRef} onClick={() => onAnswer(false)}>
            {options.cancelLabel ?? t('ui.common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
            {options.confirmLabel ?? t('ui.common.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
