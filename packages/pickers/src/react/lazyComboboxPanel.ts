import { lazyPart, type LazyPart } from '@opsdesk/ui';
import type { ComponentType } from 'react';
import type { ComboboxPanelProps } from './ComboboxPanel';

/** The ComboboxPicker's list (Radix Popover, Floating UI, the listbox): its own chunk. */
export const comboboxPanel: LazyPart<ComponentType<ComboboxPanelProps>> = lazyPart(() =>
  import('./ComboboxPanel').then((module) => module.ComboboxPanel),
);
