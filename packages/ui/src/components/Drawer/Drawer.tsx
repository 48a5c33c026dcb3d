import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';
import { Body, CornerClose, Footer, Overlay, StyledDescription, StyledTitle } from '../Dialog/dialogParts';

/** The edge the drawer slides from. */
export type DrawerSide = 'left' | 'right';

/** Width of the drawer: sm 360 px, md 520, lg 720, xl 960 (never wider than the window). */
export type DrawerSize = 'sm' | 'md' | 'lg' | 'xl';

export const drawerWidths: Readonly<Record<DrawerSize, number>> = { sm: 360, md: 520, lg: 720, xl: 960 };

const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  z-index: ${tokens['z-dialog']};
  display: flex;
  flex-direction: column;
  width: 100vw;
  background: ${tokens['color-surface-raised']};
  color: ${tokens['color-text']};
  box-shadow: ${tokens['shadow-3']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  &[data-side='right'] {
    right: 0;
    --ops-drawer-from: 100%;
  }
  &[data-side='left'] {
    left: 0;
    --ops-drawer-from: -100%;
  }
  &[data-size='sm'] {
    max-width: ${drawerWidths.sm}px;
  }
  &[data-size='md'] {
    max-width: ${drawerWidths.md}px;
  }
  &[data-size='lg'] {
    max-width: ${drawerWidths.lg}px;
  }
  &[data-size='xl'] {
    max-width: ${drawerWidths.xl}px;
  }
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ops-drawer-in ${tokens['duration-normal']} ${tokens.easing};
  }
  @keyframes ops-drawer-in {
    from {
      transform: translateX(var(--ops-drawer-from));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

export type DrawerRootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;
export type DrawerTriggerProps = ComponentPropsWithoutRef<typeof RadixDialog.Trigger>;
export type DrawerCloseProps = ComponentPropsWithoutRef<typeof RadixDialog.Close>;
export type DrawerTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;
export type DrawerDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;
export type DrawerBodyProps = ComponentPropsWithoutRef<typeof Body>;
export type DrawerFooterProps = ComponentPropsWithoutRef<'div'>;

export interface DrawerContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** The edge it slides from; `right` by default. */
  readonly side?: DrawerSide;
  /** Width; `md` by default. */
  readonly size?: DrawerSize;
  /** Hides the × in the corner. */
  readonly hideClose?: boolean;
  readonly children?: ReactNode;
}

/**
 * The panel, full height against one edge, in a portal over a dimmed page: focus moves in and
 * stays in, Escape or the × closes it and focus returns to what opened it. Put a `Drawer.Title` first.
 */
const Content = forwardRef<ComponentRef<typeof RadixDialog.Content>, DrawerContentProps>(
  function DrawerContent({ side = 'right', size = 'md', hideClose = false, children, ...props }, ref) {
    return (
      <RadixDialog.Portal>
        <Overlay />
        <StyledContent ref={ref} data-side={side} data-size={size} {...props}>
          {children}
          {hideClose ? null : <CornerClose />}
        </StyledContent>
      </RadixDialog.Portal>
    );
  },
);

const DrawerFooter = forwardRef<HTMLDivElement, DrawerFooterProps>(function DrawerFooter(props, ref) {
  return <Footer ref={ref} {...props} />;
});

/**
 * A modal panel from the side of the window, for a record's detail or a long form:
 * `Drawer.Root` › `Drawer.Trigger`, `Drawer.Content` › `Drawer.Title`, `Drawer.Description`,
 * `Drawer.Body` (scrolls), `Drawer.Footer` › `Drawer.Close`.
 */
export const Drawer = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title: StyledTitle,
  Description: StyledDescription,
  Body,
  Footer: DrawerFooter,
  Close: RadixDialog.Close,
};
