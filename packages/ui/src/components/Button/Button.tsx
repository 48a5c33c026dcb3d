import { forwardRef, useEffect, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { announce } from '../../a11y/announce';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** How much the button stands out: one primary per view, danger for destructive actions. */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /**
   * A call is running: the button keeps its width, shows a spinner, ignores clicks (it stays
   * focusable, so the keyboard user does not lose their place), is marked `aria-busy` and says so
   * through the page's live region (never one inside the button: see `a11y/announce`).
   */
  readonly loading?: boolean;
  /** An icon before the text (decorative: the text names the button). */
  readonly iconStart?: ReactNode;
  /** An icon after the text (decorative). */
  readonly iconEnd?: ReactNode;
  /** Stretches to the width of its container. */
  readonly block?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The button's frame; every variant and size is a data attribute, so the CSS is static. */
export const ButtonFrame = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens['space-2']};
  height: ${tokens['control-height']};
  padding: 0 ${tokens['space-3']};
  border: 1px solid transparent;
  border-radius: ${tokens['radius-md']};
  font-family: inherit;
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-medium']};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${tokens['duration-fast']} ${tokens.easing},
    border-color ${tokens['duration-fast']} ${tokens.easing},
    color ${tokens['duration-fast']} ${tokens.easing};

  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  &[data-block] {
    display: flex;
    width: 100%;
  }
  &[data-size='sm'] {
    height: ${tokens['control-height-sm']};
    padding: 0 ${tokens['space-2']};
    font-size: ${tokens['font-size-sm']};
    gap: ${tokens['space-1']};
  }
  &[data-size='lg'] {
    height: ${tokens['control-height-lg']};
    padding: 0 ${tokens['space-4']};
    font-size: ${tokens['font-size-lg']};
  }

  &[data-variant='primary'] {
    background: ${tokens['color-primary']};
    border-color: ${tokens['color-primary']};
    color: ${tokens['color-on-primary']};
  }
  &[data-variant='primary']:not(:disabled, [aria-disabled='true']):hover {
    background: ${tokens['color-primary-hover']};
    border-color: ${tokens['color-primary-hover']};
  }
  &[data-variant='primary']:not(:disabled, [aria-disabled='true']):active {
    background: ${tokens['color-primary-active']};
  }
  &[data-variant='secondary'] {
    background: ${tokens['color-surface']};
    border-color: ${tokens['color-border-strong']};
    color: ${tokens['color-text']};
  }
  &[data-variant='secondary']:not(:disabled, [aria-disabled='true']):hover {
    border-color: ${tokens['color-primary']};
    color: ${tokens['color-primary']};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${tokens['color-text']};
  }
  &[data-variant='ghost']:not(:disabled, [aria-disabled='true']):hover {
    background: ${tokens['color-surface-sunken']};
  }
  &[data-variant='danger'] {
    background: ${tokens['color-danger']};
    border-color: ${tokens['color-danger']};
    color: ${tokens['color-on-primary']};
  }
  &[data-variant='danger']:not(:disabled, [aria-disabled='true']):hover {
    filter: brightness(0.92);
  }
  &[data-variant='link'] {
    height: auto;
    padding: 0;
    background: transparent;
    color: ${tokens['color-primary']};
    font-weight: ${tokens['font-weight-regular']};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  &[data-variant='link']:not(:disabled, [aria-disabled='true']):hover {
    color: ${tokens['color-primary-hover']};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${tokens['color-surface-sunken']};
    border-color: ${tokens['color-border']};
    color: ${tokens['color-text-disabled']};
  }
  &[data-variant='link']:disabled,
  &[data-variant='ghost']:disabled {
    background: transparent;
    border-color: transparent;
  }
  &[data-loading] {
    cursor: progress;
  }
`;

const Content = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  /* Transparent, not hidden: the text keeps the width and stays the accessible name. */
  [data-loading] > & {
    opacity: 0;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
`;

const SpinnerFrame = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  & > span {
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.7s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation-duration: 2s;
    }
  }
`;

/** Read by assistive technology, not shown. */
export const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The button of the design system: always a real `<button>`, `type="button"` unless told. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    iconStart,
    iconEnd,
    block = false,
    type = 'button',
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...props
  },
  ref,
) {
  const t = useUiText();
  const busyText = t('ui.button.busy');
  useEffect(() => {
    if (loading) announce(busyText);
  }, [loading, busyText]);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonFrame
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-block={block || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
      {...props}
    >
      <Content>
        {iconStart != null && <Icon aria-hidden="true">{iconStart}</Icon>}
        {children}
        {iconEnd != null && <Icon aria-hidden="true">{iconEnd}</Icon>}
      </Content>
      {loading && (
        <SpinnerFrame aria-hidden="true">
          <span />
        </SpinnerFrame>
      )}
    </ButtonFrame>
  );
});
