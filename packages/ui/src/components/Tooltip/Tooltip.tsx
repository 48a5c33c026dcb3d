import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme';

/** Spec §9 (tooltip max width): 400 pixels... */
export const TOOLTIP_MAX_WIDTH = 400;
/** ...or 500 for long text. */
export const TOOLTIP_MAX_WIDTH_LONG = 500;

const StyledContent = styled(RadixTooltip.Content)`
  z-index: ${tokens['z-popover']};
  box-sizing: border-box;
  max-width: min(${TOOLTIP_MAX_WIDTH}px, calc(100vw - ${tokens['space-4']}));
  padding: ${tokens['space-1']} ${tokens['space-2']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-text']};
  color: ${tokens['color-surface']};
  box-shadow: ${tokens['shadow-2']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-sm']};
  line-height: ${tokens['line-height']};
  overflow-wrap: anywhere;
  white-space: pre-line;
  &[data-variant='long'] {
    max-width: min(${TOOLTIP_MAX_WIDTH_LONG}px, calc(100vw - ${tokens['space-4']}));
  }
  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ops-tooltip-in ${tokens['duration-fast']} ${tokens.easing};
  }
  @keyframes ops-tooltip-in {
    from {
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='delayed-open'],
    &[data-state='instant-open'] {
      animation: none;
    }
  }
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${tokens['color-text']};
`;

export interface TooltipProps {
  /** What the tooltip says. */
  readonly content: ReactNode;
  /** The element it describes: one focusable element (a button, a link), which keeps its own name. */
  readonly children: ReactElement;
  /** Long text: up to 500 px wide instead of 400 (spec §9). */
  readonly long?: boolean;
  readonly side?: 'top' | 'right' | 'bottom' | 'left';
  readonly align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  readonly delayDuration?: number;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}

/**
 * A short description of an element, shown on hover and on keyboard focus, hidden by Escape or
 * on leaving. The element is described by it (`aria-describedby`) while it shows.
 */
export function Tooltip({
  content,
  children,
  long = false,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <StyledContent
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            data-variant={long ? 'long' : 'default'}
          >
            {content}
            <Arrow width={10} height={5} />
          </StyledContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
