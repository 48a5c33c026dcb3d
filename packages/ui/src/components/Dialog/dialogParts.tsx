import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';

/** Parts shared by Dialog and Drawer: both are a Radix dialog, one centred, one from a side. */

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${tokens['z-dialog']};
  background: ${tokens['color-overlay']};
  &[data-state='open'] {
    animation: ops-overlay-in ${tokens['duration-normal']} ${tokens.easing};
  }
  @keyframes ops-overlay-in {
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

export const StyledTitle = styled(RadixDialog.Title)`
  margin: 0;
  padding: ${tokens['space-4']} ${tokens['space-10']} 0 ${tokens['space-6']};
  font-size: ${tokens['font-size-lg']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 1.4;
  color: ${tokens['color-text']};
`;

export const StyledDescription = styled(RadixDialog.Description)`
  margin: ${tokens['space-1']} 0 0;
  padding: 0 ${tokens['space-6']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${tokens['space-4']} ${tokens['space-6']};
  color: ${tokens['color-text']};
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export type BodyProps = HTMLAttributes<HTMLDivElement>;

/**
 * The scrollable middle of a dialog or drawer: header and footer stay in view. When its content
 * overflows it joins the tab order, so a keyboard user can scroll it too.
 */
export const Body = forwardRef<HTMLDivElement, BodyProps>(function Body(props, forwardedRef) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrollable, setScrollable] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setScrollable(element.scrollHeight > element.clientHeight);
  }, []);
  useLayoutEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);
  const setRef = (element: HTMLDivElement | null) => {
    ref.current = element;
    if (typeof forwardedRef === 'function') forwardedRef(element);
    else if (forwardedRef) forwardedRef.current = element;
  };
  return (
    <StyledBody
      ref={setRef}
      tabIndex={scrollable ? 0 : undefined}
      data-scrollable={scrollable ? '' : undefined}
      {...props}
    />
  );
});

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens['space-2']};
  padding: ${tokens['space-3']} ${tokens['space-6']};
  border-top: 1px solid ${tokens['color-border']};
`;

const StyledCloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${tokens['space-3']};
  right: ${tokens['space-3']};
  display: inline-grid;
  place-items: center;
  width: ${tokens['control-height']};
  height: ${tokens['control-height']};
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-md']};
  background: transparent;
  color: ${tokens['color-text-muted']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text']};
  }
`;

/** The × in the corner, labelled "Close" in the current language. */
export function CornerClose(props: ComponentPropsWithoutRef<typeof RadixDialog.Close>) {
  const t = useUiText();
  return (
    <StyledCloseButton aria-label={t('ui.common.close')} {...props}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </StyledCloseButton>
  );
}
