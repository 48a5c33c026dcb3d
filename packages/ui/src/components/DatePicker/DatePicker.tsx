import { forwardRef, type FocusEvent } from 'react';
import { parseDate } from '../../format/dates';
import { useUiText } from '../../i18n/text';
import type { FieldSize, FieldTexts } from '../Input/FieldLayout';
import { datePickerPopover } from './lazyDatePickerPopover';
import { maskDateText } from './maskDateText';
import { PickerField, type PickerTextFormat } from './PickerField';

export interface DatePickerProps extends FieldTexts {
  /** The chosen day, YYYY-MM-DD, or null for none (controlled). */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  /** A valid day typed or picked, or null when the field is emptied. */
  readonly onChange?: (value: string | null) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly name?: string;
  readonly size?: FieldSize;
  readonly className?: string;
  /** A range to shade in the calendar (DateRangePicker). */
  readonly rangeStart?: string | null;
  readonly rangeEnd?: string | null;
  /** Today, for tests and stories. */
  readonly today?: string;
}

/** YYYY-MM-DD, the value as the text shows it. */
const dateFormat: PickerTextFormat = {
  mask: maskDateText,
  read: (text) => (parseDate(text) ? text : undefined),
  show: (value) => value,
  length: 10,
};

/** The calendar of the date fields (DatePicker, DateTimePicker). */
export function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 4h11v9.5h-11zM2.5 6.8h11M5.2 2.5v3M10.8 2.5v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A date field: type YYYY-MM-DD (the dashes come by themselves) or pick the day in a calendar
 * popover, whose month names and week start follow the interface language.
 *
 * The field and its calendar button are this module; the popover (Radix Popover, Floating UI and
 * the Calendar) is a module of its own, loaded when the browser is idle, when the pointer or the
 * focus comes to the field, or at the latest when the calendar is asked for. Asked for before it has
 * arrived, the button shows it is busy and the calendar opens, focus on its day, once it is there.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  { rangeStart, rangeEnd, today, ...field },
  ref,
) {
  const t = useUiText();
  return (
    <PickerField
      {...field}
      inputRef={ref}
      format={dateFormat}
      texts={{
        placeholder: t('ui.datePicker.placeholder'),
        invalid: t('ui.validation.date'),
        open: t('ui.datePicker.open'),
        loadFailed: t('ui.datePicker.loadFailed'),
        retry: t('ui.datePicker.retry'),
      }}
      icon={<CalendarIcon />}
      panel={datePickerPopover}
      renderPanel={(Panel, { value, pick, close, ...panel }) => (
        <Panel
          {...panel}
          value={value}
          rangeStart={rangeStart}
          rangeEnd={rangeEnd}
          today={today}
          onSelect={(date) => {
            pick(date);
            close();
          }}
        />
      )}
    />
  );
});
