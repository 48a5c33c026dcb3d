import type { ComponentType } from 'react';
import type { DatePickerPopoverProps } from './DatePickerPopover';
import { lazyPart, type LazyPart } from '../lazyPart';

export { lazyPart, type LazyPart };

/** The DatePicker's calendar panel (Radix Popover, Floating UI, the Calendar): its own chunk. */
export const datePickerPopover: LazyPart<ComponentType<DatePickerPopoverProps>> = lazyPart(() =>
  import('./DatePickerPopover').then((module) => module.DatePickerPopover),
);
