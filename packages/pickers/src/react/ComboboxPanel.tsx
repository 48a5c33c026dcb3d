import { Popover, tokens } from '@opsdesk/ui';
import type { ReactNode, RefObject, UIEvent } from 'react';
import styled from 'styled-components';
import { usePickerText } from '../i18n/text';
import { OptionDescription, OptionLabel, OptionRow, PanelStatus } from './picker.styles';
import type { LookupStatus } from './useLookup';

/** One row of the list: an option (its texts already read from the source), or an action. */
export type ComboboxPanelEntry =
  | {
      readonly kind: 'item';
      readonly key: string;
      readonly recent: boolean;
      readonly label: string;
      readonly description?: string;
      readonly selected: boolean;
    }
  | { readonly kind: 'more' }
  | { readonly kind: 'retry' };

export interface ComboboxPanelProps {
  /** Shown: the list was asked for (and the field is enabled). */
  readonly open: boolean;
  /** Escape or a press outside the field and the list. */
  readonly onDismiss: () => void;
  /** The field's box, which the list lines up under and takes the width of. */
  readonly anchorRef: RefObject<HTMLElement | null>;
  /** The panel, which the field's blur handler tells apart from the rest of the page. */
  readonly panelRef: RefObject<HTMLDivElement | null>;
  /** The ids the combobox names: its listbox, its status, and its options' prefix. */
  readonly listboxId: string;
  readonly statusId: string;
  readonly optionPrefix: string;
  /** The listbox's name: the source's noun. */
  readonly noun: string;
  readonly multiple: boolean;
  readonly entries: readonly ComboboxPanelEntry[];
  /** The highlighted row, or -1. */
  readonly active: number;
  /** What the list says instead of, or above, its options (loading, nothing found, a failure). */
  readonly status: ReactNode;
  readonly lookupStatus: LookupStatus;
  readonly busy: boolean;
  readonly loadingMore: boolean;
  readonly onActivate: (index: number) => void;
  readonly onHighlight: (index: number) => void;
  readonly onListScroll: (event: UIEvent<HTMLElement>) => void;
}

/** The list under a picker: as wide as the field, scrolling past ten options. */
const PickerPanel = styled(Popover.Content)`
  box-sizing: border-box;
  width: var(--radix-popover-trigger-width);
  min-width: 240px;
  max-width: min(560px, 100vw - 16px);
  padding: ${tokens['space-1']} 0;

  & ul[role='listbox'] {
    max-height: 320px;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  & ul[role='listbox'][data-empty] {
    display: none;
  }
  & ul[role='group'] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & .ops-picker-group {
    padding: ${tokens['space-1']} ${tokens['space-3']};
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-xs']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & .ops-picker-divider {
    height: 1px;
    margin: ${tokens['space-1']} 0;
    background: ${tokens['color-border']};
  }
`;

/**
 * The `ComboboxPicker`'s list: Radix Popover (with Floating UI and the dismissable layer) and the
 * listbox with its options. A module of its own, loaded on first use by `lazyComboboxPanel`, so that
 * a screen with pickers does not carry it until a list is about to open. The field (its input, the
 * search, the keyboard and the value) stays in the picker's module; the panel lines up under it
 * through `Popover.Anchor`'s `virtualRef`, and the focus never leaves the input.
 */
export function ComboboxPanel({
  open,
  onDismiss,
  anchorRef,
  panelRef,
  listboxId,
  statusId,
  optionPrefix,
  noun,
  multiple,
  entries,
  active,
  status,
  lookupStatus,
  busy,
  loadingMore,
  onActivate,
  onHighlight,
  onListScroll,
}: ComboboxPanelProps) {
  const t = usePickerText();

  const renderEntry = (entry: ComboboxPanelEntry, index: number) => {
    const common = {
      id: `${optionPrefix}-${index}`,
      role: 'option' as const,
      'data-active': index === active || undefined,
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onMouseMove: () => onHighlight(index),
      onClick: () => onActivate(index),
    };
    if (entry.kind === 'more')
      return (
        <OptionRow key="more" {...common} aria-selected={false} data-action>
          <OptionLabel>{loadingMore ? t('pickers.loading') : t('pickers.loadMore')}</OptionLabel>
        </OptionRow>
      );
    if (entry.kind === 'retry')
      return (
        <OptionRow key="retry" {...common} aria-selected={false} data-action>
          <OptionLabel>{t('pickers.retry')}</OptionLabel>
        </OptionRow>
      );
    return (
      <OptionRow key={`${entry.recent ? 'r' : 'o'}-${entry.key}`} {...common} aria-selected={entry.selected}>
        {multiple ? (
          <span aria-hidden="true" className="ops-picker-check" data-checked={entry.selected || undefined} />
        ) : null}
        <span>
          <OptionLabel>{entry.label}</OptionLabel>
          {entry.description ? <OptionDescription>{entry.description}</OptionDescription> : null}
        </span>
      </OptionRow>
    );
  };

  const itemEntries = entries.map((entry, index) => ({ entry, index }));
  const recentGroup = itemEntries.filter(({ entry }) => entry.kind === 'item' && entry.recent);
  const rest = itemEntries.filter(({ entry }) => !(entry.kind === 'item' && entry.recent));
  const firstRecent = entries.findIndex((entry) => entry.kind === 'item' && entry.recent);
  const firstResult = entries.findIndex((entry) => entry.kind === 'item' && !entry.recent);
  const alarming = lookupStatus === 'error' || lookupStatus === 'forbidden';

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Popover.Anchor virtualRef={anchorRef} />
      <PickerPanel
        ref={panelRef}
        role="presentation"
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {status ? (
          <PanelStatus
            id={statusId}
            role={alarming ? 'alert' : 'status'}
            data-tone={alarming || lookupStatus === 'invalid' ? 'danger' : undefined}
          >
            {status}
          </PanelStatus>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={noun}
          aria-multiselectable={multiple || undefined}
          aria-busy={busy || undefined}
          onScroll={onListScroll}
          data-empty={entries.length === 0 || undefined}
        >
          {recentGroup.length > 0 ? (
            <li role="presentation">
              <ul role="group" aria-label={t('pickers.recent')}>
                <li role="presentation" aria-hidden="true" className="ops-picker-group">
                  {t('pickers.recent')}
                </li>
                {recentGroup.map(({ entry, index }) => renderEntry(entry, index))}
              </ul>
            </li>
          ) : null}
          {firstRecent >= 0 && firstResult > firstRecent ? (
            <li role="presentation" aria-hidden="true" className="ops-picker-divider" />
          ) : null}
          {rest.map(({ entry, index }) => renderEntry(entry, index))}
        </ul>
      </PickerPanel>
    </Popover.Root>
  );
}
