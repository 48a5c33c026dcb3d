import { IconButton, type IconButtonProps } from '@opsdesk/ui';
import { forwardRef } from 'react';

export type RowMenuButtonProps = Omit<IconButtonProps, 'icon' | 'size' | 'variant'>;

/**
 * The "more actions" button of a row: the same look for the light trigger that stands in until the
 * menu's module is there (`LazyRowMenu`) and for the menu's own trigger (`RowMenu`).
 */
export const RowMenuButton = forwardRef<HTMLButtonElement, RowMenuButtonProps>(
  function RowMenuButton(props, ref) {
    return (
      <IconButton ref={ref} size="sm" variant="ghost" icon={<span aria-hidden="true">⋯</span>} {...props} />
    );
  },
);
