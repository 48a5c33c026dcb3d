import { Calendar } from '../Calendar/Calendar';
import { PickerPopover, type PickerPanelProps } from './PickerPopover';

export interface DatePickerPopoverProps extends PickerPanelProps {
  /** The day the field holds, YYYY-MM-DD, or null. */
  readonly value: string | null;
  readonly rangeStart?: string | null;
  readonly rangeEnd?: string | null;
  readonly today?: string;
  readonly onSelect: (date: string) => void;
}

/**
 * The DatePicker's calendar panel: the picker popover (`PickerPopover`) and the Calendar. A module
 * of its own, loaded on first use by `lazyDatePickerPopover`, so that a form with date fields does
 * not carry it until a calendar opens.
 */
export function DatePickerPopover({
  value,
  rangeStart,
  rangeEnd,
  today,
  onSelect,
  ...panel
}: DatePickerPopoverProps) {
  return (
    <PickerPopover {...panel}>
      <Calendar
        value={value}
        rangeStart={rangeStart}
        rangeEnd={rangeEnd}
        today={today}
        autoFocus
        onSelect={onSelect}
      />
    </PickerPopover>
  );
}
