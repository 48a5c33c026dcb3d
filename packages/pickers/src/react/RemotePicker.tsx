import { ComboboxPicker } from './ComboboxPicker';
import { DialogPicker, type DialogFilterBar } from './DialogPicker';
import type { RemotePickerProps } from './types';

/**
 * The generic remote-search picker every concrete picker configures: a combobox (`variant="select"`,
 * default) or a dialog with a table (`variant="dialog"`), single or multiple choice.
 */
export function RemotePicker<Item, Filters>(
  props: RemotePickerProps<Item, Filters> & { readonly filterBar?: DialogFilterBar<Filters> },
) {
  if (props.variant === 'dialog') return <DialogPicker {...props} />;
  return <ComboboxPicker {...props} />;
}
