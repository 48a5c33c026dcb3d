import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../../components/Button';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { BookmarkIcon, ChevronDownIcon } from './toolbarIcons';

export interface SavedFiltersMenuButtonProps extends Omit<ButtonProps, 'children' | 'iconStart' | 'iconEnd'> {
  readonly size?: ButtonSize;
  /** The name of the saved filter the list shows now, if any. */
  readonly appliedName?: string | undefined;
}

const AppliedName = styled.span`
  max-width: 160px;
  overflow: hidden;
  padding-inline-start: ${tokens['space-2']};
  border-inline-start: 1px solid ${tokens['color-border']};
  color: ${tokens['color-primary']};
  text-overflow: ellipsis;
`;

/**
 * The "Saved filters" button, the same before and after the menu's module has loaded: the stand-in
 * of `SavedFiltersMenu` and the trigger of its menu.
 */
export const SavedFiltersMenuButton = forwardRef<HTMLButtonElement, SavedFiltersMenuButtonProps>(
  function SavedFiltersMenuButton({ appliedName, ...props }, ref) {
    const text = useUiText();
    return (
      <Button ref={ref} iconStart={<BookmarkIcon />} iconEnd={<ChevronDownIcon />} {...props}>
        {text('ui.savedFiltersDialog.menuButton')}
        {appliedName === undefined ? null : (
          <>
            {' '}
            <AppliedName>{appliedName}</AppliedName>
          </>
        )}
      </Button>
    );
  },
);
