import { useRef, type RefObject } from 'react';
import { Calendar } from '../Calendar/Calendar';
import { Popover } from '../Popover/Popover';

export interface DatePickerPopoverProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The field's box, which the panel lines up under. */
  readonly anchorRef: RefObject<HTMLElement | null>;
  /** The field's calendar button: pressing it toggles the panel, and closing gives it the focus back. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button's `aria-controls` names. */
  readonly id: string;
  readonly label: string;
  /** The day the field holds, YYYY-MM-DD, or null. */
  readonly value: string | null;
  readonly rangeStart?: string | null;
  readonly rangeEnd?: string | null;
  readonly today?: string;
  readonly onSelect: (date: string) => void;
}

/**
 * The DatePicker's calendar panel: Radix Popover (with Floating UI, the dismissable layer and the
 * focus scope) and the Calendar. A module of its own, loaded on first use by `lazyDatePickerPopover`,
 * so that a form with date fields does not carry it until a calendar opens. The button that opens it
 * stays in the field's module; Radix knows it only through the refs, so this panel does the two
 * things Radix would do for its own trigger: a press on it is no outside press, and focus returns to it.
 */
export function DatePickerPopover({
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  id,
  label,
  value,
  rangeStart,
  rangeEnd,
  today,
  onSelect,
}: DatePickerPopoverProps) {
  // A click or focus elsewhere closes the panel without pulling the focus back, as Radix does.
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Content
        id={id}
        aria-label={label}
        align="start"
        onOpenAutoFocus={(event) => {
          // The calendar puts the focus on its day itself.
          event.preventDefault();
          interactedOutside.current = false;
        }}
        onInteractOutside={(event) => {
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) {
            event.preventDefault();
          } else {
            interactedOutside.current = true;
          }
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) triggerRef.current?.focus();
        }}
      >
        <Calendar
          value={value}
          rangeStart={rangeStart}
          rangeEnd={rangeEnd}
          today={today}
          autoFocus
          onSelect={onSelect}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
