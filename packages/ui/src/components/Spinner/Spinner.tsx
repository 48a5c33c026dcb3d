import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';
import { visuallyHidden } from './visuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** 16, 24 or 40 px; `md` by default. */
  readonly size?: SpinnerSize;
  /** What is loading; "Loading…" in the current language by default. */
  readonly label?: string;
  /** Shows the label beside the spinner instead of only to assistive technology. */
  readonly showLabel?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  vertical-align: middle;
`;

const Circle = styled.svg`
  flex: none;
  width: 24px;
  height: 24px;
  color: ${tokens['color-primary']};
  animation: ops-spin 0.8s linear infinite;
  [data-size='sm'] > & {
    width: 16px;
    height: 16px;
  }
  [data-size='lg'] > & {
    width: 40px;
    height: 40px;
  }
  @keyframes ops-spin {
    to {
      transform: rotate(360deg);
    }
  }
  /* Slower, not stopped: a still spinner would say nothing is happening. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A busy indicator: a status that assistive technology reads as its label ("Loading…"). */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label, showLabel = false, ...props },
  ref,
) {
  const t = useUiText();
  const text = label ?? t('ui.common.loading');
  return (
    <Root ref={ref} role="status" data-size={size} {...props}>
      <Circle viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </Circle>
      {showLabel ? <span>{text}</span> : <Hidden>{text}</Hidden>}
    </Root>
  );
});
