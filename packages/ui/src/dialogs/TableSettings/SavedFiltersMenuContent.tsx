import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { DropdownMenu } from '../../components/DropdownMenu';
import { Tag } from '../../components/Tag';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { CheckIcon } from './icons';
import { SavedFiltersDialog } from './SavedFiltersDialog';
import type { SavedFiltersMenuProps } from './SavedFiltersMenu';
import { SavedFiltersMenuButton } from './SavedFiltersMenuButton';

export interface SavedFiltersMenuContentProps<F> extends SavedFiltersMenuProps<F> {
  /** Opens the menu as it mounts: its button was pressed before this module had loaded. */
  readonly defaultOpen: boolean;
  /** Called as it mounts, before the browser paints: the stand-in button can go. */
  readonly onShown: () => void;
  /** For the loader: the notice that this module could not be loaded was closed. */
  readonly onLoadFailureClosed: () => void;
}

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
 * The menu of `SavedFiltersMenu` (Radix menu, Floating UI) and its dialog, in a module of their own
 * that `SavedFiltersMenu` loads on first use.
 */
export function SavedFiltersMenuContent<F>({
  appliedId,
  size = 'md',
  defaultOpen,
  onShown,
  onLoadFailureClosed: _loaded,
  ...dialog
}: SavedFiltersMenuContentProps<F>) {
  const text = useUiText();
  const shown = useRef(onShown);
  useLayoutEffect(() => shown.current(), []);
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
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <SavedFiltersMenuButton ref={triggerRef} size={size} appliedName={applied?.name} />
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
