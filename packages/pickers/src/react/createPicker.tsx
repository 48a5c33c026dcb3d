import type { LookupSource } from '../core/source';
import type { DialogFilterBar } from './DialogPicker';
import { RemotePicker } from './RemotePicker';
import type { PickerProps } from './types';

export interface CreatePickerOptions<Filters> {
  /** The filters every search starts from (spec defaults such as the tenant picker's sandbox=false). */
  readonly defaultFilters?: Filters;
  /** Filters shown above the table of the dialog form. */
  readonly filterBar?: DialogFilterBar<Filters>;
}

/** A concrete picker: the generic picker bound to one source. */
export function createPicker<Item, Filters = Record<string, never>>(
  source: LookupSource<Item, Filters>,
  displayName: string,
  options: CreatePickerOptions<Filters> = {},
) {
  function Picker(props: PickerProps<Item, Filters>) {
    return (
      <RemotePicker<Item, Filters>
        {...props}
        source={source}
        defaultFilters={options.defaultFilters}
        filterBar={options.filterBar}
      />
    );
  }
  Picker.displayName = displayName;
  Picker.source = source;
  Picker.options = options;
  return Picker;
}
