import { useCallback, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/** How a personal dialog is opened: by its own trigger, or from outside (`open`, `onOpenChange`). */
export interface PersonalDialogOpenProps {
  /** Open state, controlled. */
  readonly open?: boolean;
  /** Open state at first, uncontrolled. */
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it when the dialog closes. */
  readonly trigger?: ReactElement;
}

/** The open state of a dialog that closes itself after a save, controlled or not. */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [open ?? own, setOpen];
}

/**
 * Lets a `Form` span a dialog's body and footer: the body scrolls, the footer stays, and the form's
 * own error sits above the fields with the body's margins.
 */
export const DialogFormFrame = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  & > form {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    min-height: 0;
    gap: 0;
  }
  & > form > [role='alert'] {
    margin: ${tokens['space-4']} ${tokens['space-6']} 0;
  }
`;

/** The fields of a dialog form, one under the other. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
`;
