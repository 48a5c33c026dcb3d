import { useRef, type ReactNode, type RefObject } from 'react';
import { Popover } from '../Popover/Popover';

/** What a picker field gives its panel, whatever the panel holds (a calendar, a time). */
export interface PickerPanelProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The field's box, which the panel lines up under. */
  readonly anchorRef: RefObject<HTMLElement | null>;
  /** The field's button: pressing it toggles the panel, and closing gives it the focus back. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel's id, which the button's `aria-controls` names. */
  readonly id: string;
  /** The panel's accessible name (the button's label). */
  readonly label: string;
}

export interface PickerPopoverProps extends PickerPanelProps {
  /** The panel's content, which puts the focus inside itself when it mounts. */
  readonly children: ReactNode;
}

/**
 * The panel of a picker field (DatePicker's calendar, DateTimePicker's calendar and time,
 * TimePicker's time): Radix Popover, with Floating UI, the dismissable layer and the focus scope.
 * The button that opens it stays in the field's module; Radix knows it only through the refs, so
 * this panel does the two things Radix would do for its own trigger: a press on it is no outside
 * press, and focus returns to it.
 */
export function PickerPopover({
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  id,
  label,
  children,
}: PickerPopoverProps) {
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
          // The content puts the focus where it belongs itself (the calendar's day, the hour).
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
        {children}
      </Popover.Content>
    </Popover.Root>
  );
}
