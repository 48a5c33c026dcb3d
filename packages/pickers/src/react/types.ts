import type { FieldSize } from '@opsdesk/ui';
import type { ReactNode, Ref } from 'react';
import type { LookupKey, LookupSource } from '../core/source';

/** What every picker takes besides its value: the field around it, as the inputs of @opsdesk/ui. */
export interface PickerFieldProps {
  readonly id?: string;
  readonly name?: string;
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  readonly description?: ReactNode;
  /** The validation message: marks the picker invalid. */
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly size?: FieldSize;
  readonly className?: string;
  readonly onBlur?: () => void;
  /** The text input of the select form, or the button of the dialog form. */
  readonly ref?: Ref<HTMLElement>;
  readonly 'aria-invalid'?: boolean;
  readonly 'aria-describedby'?: string;
  readonly 'aria-required'?: boolean;
  /**
   * `select` (default): a combobox with a list under it. `dialog`: a button that opens a dialog with
   * a search box and a table, for the big sources and for filters of their own.
   */
  readonly variant?: 'select' | 'dialog';
  /** Milliseconds between the last keystroke and the search. Default 150 (`DEFAULT_SEARCH_DEBOUNCE_MS`). */
  readonly debounceMs?: number;
  /** Offers the last choices of this source before any typing. Default true. */
  readonly showRecent?: boolean;
  /** A clear button when there is a value. Default true unless `required`. */
  readonly clearable?: boolean;
}

export interface SinglePickerValueProps<Item> {
  readonly multiple?: false;
  readonly value: LookupKey | null | undefined;
  readonly onChange: (value: LookupKey | null, item: Item | null) => void;
}

export interface MultiplePickerValueProps<Item> {
  readonly multiple: true;
  readonly value: readonly LookupKey[] | null | undefined;
  readonly onChange: (value: LookupKey[], items: Item[]) => void;
}

/** The props of a concrete picker: its value (one or many), its field, and its source's filters. */
export type PickerProps<Item, Filters = Record<string, never>> = PickerFieldProps &
  (SinglePickerValueProps<Item> | MultiplePickerValueProps<Item>) & {
    /** Filters of the source, sent with every search (they are part of the cache key). */
    readonly filters?: Partial<Filters>;
    /** Items the caller already has, shown for their keys without a call. */
    readonly knownItems?: readonly Item[];
  };

/** The generic picker's props: a concrete picker's props plus its source. */
export type RemotePickerProps<Item, Filters = Record<string, never>> = PickerProps<Item, Filters> & {
  readonly source: LookupSource<Item, Filters>;
  /** The filters a search starts from; `filters` are merged over them. */
  readonly defaultFilters?: Filters;
};
