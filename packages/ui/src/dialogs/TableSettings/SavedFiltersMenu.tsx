import { useRef, useState } from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Button, type ButtonSize } from '../../components/Button';
import { DropdownMenu } from '../../components/DropdownMenu';
import { Tag } from '../../components/Tag';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { BookmarkIcon, CheckIcon, ChevronDownIcon } from './icons';
import { SavedFiltersDialog, type SavedFiltersDialogProps } from './SavedFiltersDialog';

export interface SavedFiltersMenuProps<F> extends Omit<
  SavedFiltersDialogProps<F>,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'focusName' | 'returnFocusRef'
> {
  /** The saved filter the list shows now, if any: ticked in the menu and named on the button. */
  readonly appliedId?: string | null;
  readonly size?: ButtonSize;
}

const AppliedName = styled.span`
  max-width: 160px;
  overflow: hidden;
  padding-inline-start: ${tokens['space-2']};
  border-inline-start: 1px solid ${tokens['color-border']};
  color: ${tokens['color-primary']};
  text-overflow: ellipsis;
`;

const ItemText = styled.span`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-3']};
  min-width: 0;
  max-width: 320px;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${tokens['color-text-muted']};
`;

/** An empty icon cell, so that the names line up with the ticked one. */
const noIcon = <span />;

/**
 * The compact "Saved filters" button of a list's toolbar: its menu applies a saved filter in one
 * click, and opens the SavedFiltersDialog to save the current filters or to manage them. Takes the
 * same props as the dialog.
 */
export function SavedFiltersMenu<F>({ appliedId, size = 'md', ...dialog }: SavedFiltersMenuProps<F>) {
  const text = useUiText();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [dialogState, setDialogState] = useState({ open: false, focusName: false });
  // The menu would give the focus back to its button after the dialog took it.
  const openingDialog = useRef(false);
  const { saved, onApply, canSave = true } = dialog;
  const applied = appliedId == null ? undefined : saved.items.find((item) => item.id === appliedId);

  const openDialog = (focusName: boolean) => {
    openingDialog.current = true;
    setDialogState({ open: true, focusName });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button ref={triggerRef} size={size} iconStart={<BookmarkIcon />} iconEnd={<ChevronDownIcon />}>
            {text('ui.savedFiltersDialog.menuButton')}
            {applied ? (
              <>
                {' '}
                <AppliedName>{applied.name}</AppliedName>
              </>
            ) : null}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          onCloseAutoFocus={(event) => {
            if (!openingDialog.current) return;
            openingDialog.current = false;
            event.preventDefault();
          }}
        >
          {saved.status === 'error' ? (
            <DropdownMenu.Item
              onSelect={(event) => {
                // Stays open to show the list once it loads.
                event.preventDefault();
                saved.reload();
              }}
            >
              {text('ui.savedFiltersDialog.menuLoadFailed')}
            </DropdownMenu.Item>
          ) : saved.status === 'loading' && saved.items.length === 0 ? (
            <DropdownMenu.Item disabled>
              <Muted>{text('ui.common.loading')}</Muted>
            </DropdownMenu.Item>
          ) : saved.items.length === 0 ? (
            <DropdownMenu.Item disabled>
              <Muted>{text('ui.savedFiltersDialog.emptyTitle')}</Muted>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Group>
              {saved.items.map((filter) => (
                <DropdownMenu.Item
                  key={filter.id}
                  icon={filter.id === appliedId ? <CheckIcon /> : noIcon}
                  aria-current={filter.id === appliedId || undefined}
                  onSelect={() => {
                    onApply(filter);
                    announce(text('ui.savedFiltersDialog.applied', { name: filter.name }));
                  }}
                >
                  <ItemText>
                    <span>{filter.name}</span>
                    {filter.isDefault ? (
                      <Tag tone="primary">{text('ui.savedFiltersDialog.default')}</Tag>
                    ) : null}
                  </ItemText>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          )}
          <DropdownMenu.Separator />
          <DropdownMenu.Item disabled={!canSave} onSelect={() => openDialog(true)}>
            {text('ui.savedFiltersDialog.menuSaveCurrent')}
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => openDialog(false)}>
            {text('ui.savedFiltersDialog.menuManage')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <SavedFiltersDialog
        {...dialog}
        open={dialogState.open}
        onOpenChange={(open) => setDialogState((current) => ({ ...current, open }))}
        focusName={dialogState.focusName}
        returnFocusRef={triggerRef}
      />
    </>
  );
}
