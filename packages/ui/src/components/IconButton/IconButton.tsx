import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../Button/Button';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'iconStart' | 'iconEnd' | 'block' | 'aria-label' | 'aria-labelledby'
> {
  /** The accessible name (and the pointer tooltip): an icon alone names nothing. Translate it. */
  readonly label: string;
  /** The icon; decorative, the label names the button. */
  readonly icon: ReactNode;
}

const Square = styled(Button)`
  && {
    width: var(--ops-icon-button-size);
    padding: 0;
    --ops-icon-button-size: var(--ops-control-height);
  }
  &&[data-size='sm'] {
    --ops-icon-button-size: var(--ops-control-height-sm);
  }
  &&[data-size='lg'] {
    --ops-icon-button-size: var(--ops-control-height-lg);
  }
  &&[data-variant='link'] {
    height: var(--ops-icon-button-size);
  }
`;

/** A square button showing only an icon; its props type requires the accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', title, ...props },
  ref,
) {
  return (
    <Square
      ref={ref}
      variant={variant}
      aria-label={label}
      title={title ?? label}
      iconStart={icon}
      {...props}
    />
  );
});
