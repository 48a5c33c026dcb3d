import type { ComponentType } from 'react';
import { lazyPart, type LazyPart } from '../lazyPart';
import type { DateTimePickerPopoverProps } from './DateTimePickerPopover';
import type { TimePickerPopoverProps } from './TimePickerPopover';

export { lazyPart, type LazyPart };

/** The DateTimePicker's panel (Radix Popover, Floating UI, the Calendar, the time): its own chunk. */
export const dateTimePickerPopover: LazyPart<ComponentType<DateTimePickerPopoverProps>> = lazyPart(() =>
  import('./DateTimePickerPopover').then((module) => module.DateTimePickerPopover),
);

/** The TimePicker's panel (Radix Popover, Floating UI, the time): its own chunk. */
export const timePickerPopover: LazyPart<ComponentType<TimePickerPopoverProps>> = lazyPart(() =>
  import('./TimePickerPopover').then((module) => module.TimePickerPopover),
);
