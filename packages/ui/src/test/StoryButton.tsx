import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme';

/** A plain button for stories and tests of overlays: the package's Button lives elsewhere. */
const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-2']};
  height: ${tokens['control-height']};
  padding: 0 ${tokens['space-3']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font: inherit;
  cursor: pointer;
  &[data-variant='primary'] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
    color: ${tokens['color-on-primary']};
  }
  &[data-variant='danger'] {
    border-color: ${tokens['color-danger']};
    background: ${tokens['color-danger']};
    color: ${tokens['color-surface']};
  }
`;

export interface StoryButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'default' | 'primary' | 'danger';
}

export const StoryButton = forwardRef<HTMLButtonElement, StoryButtonProps>(function StoryButton(
  { variant = 'default', type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} type={type} data-variant={variant} {...props} />;
});
