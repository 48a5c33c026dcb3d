import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';

const StyledContent = styled(RadixPopover.Content)`
  z-index: ${tokens['z-popover']};
  min-width: 200px;
  max-width: min(400px, calc(100vw - ${tokens['space-4']}));
  max-height: var(--radix-popover-content-available-height);
  overflow: auto;
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
  box-shadow: ${tokens['shadow-2']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
  }
  &[data-state='open'] {
    animation: ops-popover-in ${tokens['duration-fast']} ${tokens.easing};
  }
  @keyframes ops-popover-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

const Arrow = styled(RadixPopover.Arrow)`
  fill: ${tokens['color-surface-raised']};
`;

export type PopoverRootProps = ComponentPropsWithoutRef<typeof RadixPopover.Root>;
export type PopoverTriggerProps = ComponentPropsWithoutRef<typeof RadixPopover.Trigger>;
export type PopoverAnchorProps = ComponentPropsWithoutRef<typeof RadixPopover.Anchor>;
export type PopoverCloseProps = ComponentPropsWithoutRef<typeof RadixPopover.Close>;

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /** Draws the small arrow towards the trigger. */
  readonly arrow?: boolean;
  /** The popover is a dialog for assistive technology: name it (or use `aria-labelledby`). */
  readonly 'aria-label'?: string;
  readonly children?: ReactNode;
}

/**
 * The floating panel, in a portal beside its trigger: focus moves in, Escape or a click outside
 * closes it and focus returns to the trigger.
 */
const Content = forwardRef<ComponentRef<typeof RadixPopover.Content>, PopoverContentProps>(
  function PopoverContent({ arrow = false, sideOffset = 6, collisionPadding = 8, children, ...props }, ref) {
    return (
      <RadixPopover.Portal>
        <StyledContent ref={ref} sideOffset={sideOffset} collisionPadding={collisionPadding} {...props}>
          {children}
          {arrow ? <Arrow width={12} height={6} /> : null}
        </StyledContent>
      </RadixPopover.Portal>
    );
  },
);

/**
 * Rich, interactive content anchored to a trigger (filters, a quick form, a detail):
 * `Popover.Root` › `Popover.Trigger`, `Popover.Anchor`, `Popover.Content` › `Popover.Close`.
 */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Content,
  Close: RadixPopover.Close,
};
