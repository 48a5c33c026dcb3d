import type { ComponentType } from 'react';
import type { DatePickerPopoverProps } from './DatePickerPopover';

/** A part of a component whose module loads on first use. */
export interface LazyPart<Part> {
  /** The part if its module has arrived, so that a field mounted later can open at once. */
  readonly current: () => Part | null;
  /** Loads the module once; a load that failed is tried again on the next call. */
  readonly preload: () => Promise<Part>;
}

/**
 * Keeps a part out of the module that uses it: `load` must be a dynamic `import()` of a module the
 * user does not import statically (types aside), or the bundler puts the part back beside it.
 */
export function lazyPart<Part>(load: () => Promise<Part>): LazyPart<Part> {
  let loading: Promise<Part> | null = null;
  let loaded: Part | null = null;
  return {
    current: () => loaded,
    preload: () => {
      loading ??= load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The DatePicker's calendar panel (Radix Popover, Floating UI, the Calendar): its own chunk. */
export const datePickerPopover: LazyPart<ComponentType<DatePickerPopoverProps>> = lazyPart(() =>
  import('./DatePickerPopover').then((module) => module.DatePickerPopover),
);
