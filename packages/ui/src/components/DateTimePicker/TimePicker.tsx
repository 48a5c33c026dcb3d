import { forwardRef } from 'react';
import { useUiText } from '../../i18n/text';
import type { DatePickerProps } from '../DatePicker/DatePicker';
import { PickerField, type PickerTextFormat } from '../DatePicker/PickerField';
import { maskTimeText, readTimeText, showTimeValue } from './dateTimeText';
import { timePickerPopover } from './lazyDateTimePickerPopover';

export interface TimePickerProps extends Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'rangeStart' | 'rangeEnd' | 'today'
> {
  /** The chosen time, `HH:mm` (00:00 to 23:59), or null for none (controlled). `HH:mm:ss` shows without its seconds. */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  /** A valid time typed or picked, `HH:mm`; null when the field is emptied or its text shows the format error. */
  readonly onChange?: (value: string | null) => void;
}

/** HH:mm, the value as the text shows it. */
const timeFormat: PickerTextFormat = {
  mask: maskTimeText,
  read: readTimeText,
  show: showTimeValue,
  length: 5,
};

function ClockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="5.8" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M8 4.8V8l2.2 1.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A time-of-day field: type HH:mm (the colon comes by itself) or choose the hour and the minute in
 * a small panel of two spinbuttons (arrows, PageUp/PageDown, Home/End, digits). 24:00 and later are
 * refused. The panel is a module of its own, loaded on first use as DatePicker's calendar is.
 */
export const TimePicker = forwardRef<HTMLInputElement, TimePickerProps>(function TimePicker(field, ref) {
  const t = useUiText();
  return (
    <PickerField
      {...field}
      inputRef={ref}
      format={timeFormat}
      reportUnreadable
      texts={{
        placeholder: t('ui.timePicker.placeholder'),
        invalid: t('ui.timePicker.invalid'),
        open: t('ui.timePicker.open'),
        loadFailed: t('ui.timePicker.loadFailed'),
        retry: t('ui.datePicker.retry'),
      }}
      icon={<ClockIcon />}
      panel={timePickerPopover}
      renderPanel={(Panel, { pick, close, ...panel }) => <Panel {...panel} onPick={pick} onDone={close} />}
    />
  );
});
