import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from '../../theme';

const panel = css`
  z-index: ${tokens['z-popover']};
  min-width: 180px;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow: auto;
  padding: ${tokens['space-1']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
  box-shadow: ${tokens['shadow-2']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  &[data-state='open'] {
    animation: ops-menu-in ${tokens['duration-fast']} ${tokens.easing};
  }
  @keyframes ops-menu-in {
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

const StyledContent = styled(RadixMenu.Content)`
  ${panel}
`;

const StyledItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  min-height: ${tokens['control-height']};
  padding: 0 ${tokens['space-3']};
  border-radius: ${tokens['radius-sm']};
  color: ${tokens['color-text']};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${tokens['color-primary-subtle']};
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  &[data-variant='danger'] {
    color: ${tokens['color-danger']};
  }
  &[data-variant='danger'][data-highlighted] {
    background: ${tokens['color-danger-subtle']};
    outline-color: ${tokens['color-danger']};
  }
  &[data-disabled] {
    color: ${tokens['color-text-disabled']};
    cursor: not-allowed;
  }
`;

const ItemIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 16px;
  flex: none;
`;

const Shortcut = styled.span`
  margin-left: auto;
  padding-left: ${tokens['space-4']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  [data-disabled] > & {
    color: inherit;
  }
`;

const StyledSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${tokens['space-1']} 0;
  background: ${tokens['color-border']};
`;

const StyledLabel = styled(RadixMenu.Label)`
  padding: ${tokens['space-1']} ${tokens['space-3']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
`;

export type DropdownMenuRootProps = ComponentPropsWithoutRef<typeof RadixMenu.Root>;
export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<typeof RadixMenu.Trigger>;
export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;
export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;
export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;
export type DropdownMenuGroupProps = ComponentPropsWithoutRef<typeof RadixMenu.Group>;

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  /** `danger` for destructive actions (delete, disable): shown in the danger colour. */
  readonly variant?: 'default' | 'danger';
  /** A decorative icon before the text. */
  readonly icon?: ReactNode;
  /** A keyboard shortcut shown after the text, e.g. `Ctrl+E`. */
  readonly shortcut?: string;
}

/** The menu, in a portal below its trigger. */
const Content = forwardRef<ComponentRef<typeof RadixMenu.Content>, DropdownMenuContentProps>(
  function DropdownMenuContent({ sideOffset = 4, align = 'start', collisionPadding = 8, ...props }, ref) {
    return (
      <RadixMenu.Portal>
        <StyledContent
          ref={ref}
          sideOffset={sideOffset}
          align={align}
          collisionPadding={collisionPadding}
          {...props}
        />
      </RadixMenu.Portal>
    );
  },
);

/** One action: chosen with a click, Enter or Space; a disabled item is skipped by the arrow keys. */
const Item = forwardRef<ComponentRef<typeof RadixMenu.Item>, DropdownMenuItemProps>(function DropdownMenuItem(
  { variant = 'default', icon, shortcut, children, ...props },
  ref,
) {
  return (
    <StyledItem ref={ref} data-variant={variant} {...props}>
      {icon ? <ItemIcon aria-hidden="true">{icon}</ItemIcon> : null}
      {children}
      {shortcut ? <Shortcut aria-hidden="true">{shortcut}</Shortcut> : null}
    </StyledItem>
  );
});

/**
 * A menu of actions behind a button (a row's "More", a page's actions), the Radix way:
 * `DropdownMenu.Root` › `DropdownMenu.Trigger`, `DropdownMenu.Content` › `DropdownMenu.Label`,
 * `DropdownMenu.Group`, `DropdownMenu.Item`, `DropdownMenu.Separator`. Arrow keys move, Home and End
 * jump, typing a letter finds an item, Escape closes and returns the focus to the trigger.
 */
export const DropdownMenu = {
  Root: RadixMenu.Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  Separator: StyledSeparator,
  Label: StyledLabel,
  Group: RadixMenu.Group,
};
