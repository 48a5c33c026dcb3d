import { forwardRef } from 'react';
import { useUiText } from '../../i18n/text';
import { CalendarIcon, type DatePickerProps } from '../DatePicker/DatePicker';
import { PickerField, type PickerTextFormat } from '../DatePicker/PickerField';
import { maskDateTimeText, readDateTimeText, showDateTimeValue } from './dateTimeText';
import { dateTimePickerPopover } from './lazyDateTimePickerPopover';

export interface DateTimePickerProps extends Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'rangeStart' | 'rangeEnd'
> {
  /**
   * The chosen date-time, an ISO local date-time `YYYY-MM-DDTHH:mm:ss`, or null for none
   * (controlled). One with an offset (`…Z`, `…+08:00`) shows in the browser's time.
   */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  /**
   * A valid date-time typed or picked, `YYYY-MM-DDTHH:mm:00`; null when the field is emptied or its
   * text shows the format error (finished but impossible, or left unfinished).
   */
  readonly onChange?: (value: string | null) => void;
}

/** YYYY-MM-DD HH:mm shown, YYYY-MM-DDTHH:mm:00 the value. */
const dateTimeFormat: PickerTextFormat = {
  mask: maskDateTimeText,
  read: readDateTimeText,
  show: showDateTimeValue,
  length: 16,
};

/**
 * A date-time field: type YYYY-MM-DD HH:mm (the separators come by themselves) or pick the day in a
 * calendar and the hour and minute under it. Shows the spec's format without the seconds, which
 * are 00 in the value it reports, the ISO local date-time `YYYY-MM-DDTHH:mm:00`.
 *
 * The field and its button are this module; the panel (Radix Popover, the Calendar, the time) is a
 * module of its own, loaded on first use as DatePicker's calendar is.
 */
export const DateTimePicker = forwardRef<HTMLInputElement, DateTimePickerProps>(function DateTimePicker(
  { today, ...field },
  ref,
) {
  const t = useUiText();
  return (
    <PickerField
      {...field}
      inputRef={ref}
      format={dateTimeFormat}
      reportUnreadable
      texts={{
        placeholder: t('ui.dateTimePicker.placeholder'),
        invalid: t('ui.dateTimePicker.invalid'),
        open: t('ui.dateTimePicker.open'),
        loadFailed: t('ui.datePicker.loadFailed'),
        retry: t('ui.datePicker.retry'),
      }}
      icon={<CalendarIcon />}
      panel={dateTimePickerPopover}
      renderPanel={(Panel, { pick, close, ...panel }) => (
        <Panel {...panel} today={today} onPick={pick} onDone={close} />
      )}
    />
  );
});
