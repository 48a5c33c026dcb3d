import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  readonly tone?: BadgeTone;
  /** A dot before the text, as status badges show. */
  readonly dot?: boolean;
  readonly children: ReactNode;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 22px;
  padding: 0 ${tokens['space-2']};
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-weight: ${tokens['font-weight-medium']};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  &::before {
    display: none;
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-dot]::before {
    display: inline-block;
  }
  &[data-tone='info'] {
    background: ${tokens['color-info-subtle']};
    color: ${tokens['color-info']};
  }
  &[data-tone='success'] {
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
  &[data-tone='warning'] {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-tone='danger'] {
    background: ${tokens['color-danger-subtle']};
    color: ${tokens['color-danger']};
  }
  &[data-tone='accent'] {
    background: ${tokens['color-primary']};
    color: ${tokens['color-on-primary']};
  }
`;

/** A small status label. Its text says the status; the colour only repeats it. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', dot = false, children, ...props },
  ref,
) {
  return (
    <Root ref={ref} data-tone={tone} data-dot={dot || undefined} {...props}>
      {children}
    </Root>
  );
});
