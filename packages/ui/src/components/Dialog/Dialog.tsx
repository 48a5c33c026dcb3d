import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';
import { Body, CornerClose, Footer, Overlay, StyledDescription, StyledTitle } from './dialogParts';

/** Width of the dialog: sm 400 px (a confirmation), md 560, lg 800, xl 1080 (a form or a table). */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export const dialogWidths: Readonly<Record<DialogSize, number>> = { sm: 400, md: 560, lg: 800, xl: 1080 };

const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${tokens['z-dialog']};
  display: flex;
  flex-direction: column;
  width: calc(100vw - ${tokens['space-8']});
  max-height: calc(100vh - 2 * ${tokens['space-10']});
  transform: translate(-50%, -50%);
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
  box-shadow: ${tokens['shadow-3']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  &[data-size='sm'] {
    max-width: ${dialogWidths.sm}px;
  }
  &[data-size='md'] {
    max-width: ${dialogWidths.md}px;
  }
  &[data-size='lg'] {
    max-width: ${dialogWidths.lg}px;
  }
  &[data-size='xl'] {
    max-width: ${dialogWidths.xl}px;
  }
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ops-dialog-in ${tokens['duration-normal']} ${tokens.easing};
  }
  @keyframes ops-dialog-in {
    from {
      opacity: 0;
      transform: translate(-50%, -48%) scale(0.98);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

export type DialogRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
export type DialogTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;
export type DialogCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;
export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;
export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;
export type DialogBodyProps = ComponentPropsWithoutRef<typeof Body>;
export type DialogFooterProps = ComponentPropsWithoutRef<'div'>;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Width; `md` by default. */
  readonly size?: DialogSize;
  /** Hides the × in the corner, for a dialog that must be answered through its footer. */
  readonly hideClose?: boolean;
  readonly children?: ReactNode;
}

/**
 * The dialog itself, in a portal over a dimmed page: focus moves in and stays in (Tab cycles),
 * Escape or the × closes it and focus returns to what opened it. Put a `Dialog.Title` first.
 */
const Content = forwardRef<ComponentRef<typeof RadixDialog.Content>, DialogContentProps>(
  function DialogContent({ size = 'md', hideClose = false, children, ...props }, ref) {
    return (
      <RadixDialog.Portal>
        <Overlay />
        <StyledContent ref={ref} data-size={size} {...props}>
          {children}
          {hideClose ? null : <CornerClose />}
        </StyledContent>
      </RadixDialog.Portal>
    );
  },
);

const Footer_ = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(props, ref) {
  return <Footer ref={ref} {...props} />;
});

/**
 * A modal dialog, the Radix way:
 * `Dialog.Root` › `Dialog.Trigger`, `Dialog.Content` › `Dialog.Title`, `Dialog.Description`,
 * `Dialog.Body` (scrolls), `Dialog.Footer` › `Dialog.Close`.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title: StyledTitle,
  Description: StyledDescription,
  Body,
  Footer: Footer_,
  Close: RadixDialog.Close,
};
