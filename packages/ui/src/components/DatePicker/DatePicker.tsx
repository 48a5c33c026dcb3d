import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { parseDate } from '../../format/dates';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { ControlBox, FieldLayout, useFieldIds, type FieldSize, type FieldTexts } from '../Input/FieldLayout';
import { useLazyPanel } from '../useLazyPanel';
import { datePickerPopover } from './lazyDatePickerPopover';
import { maskDateText } from './maskDateText';

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

const Input = styled.input`
  font-variant-numeric: tabular-nums;
`;

const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens['space-2']};
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

function CalendarIcon() {
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
  {
    value,
    defaultValue = null,
    onChange,
    onBlur,
    label,
    hideLabel,
    description,
    error,
    required,
    disabled,
    id,
    name,
    size = 'md',
    className,
    rangeStart,
    rangeEnd,
    today,
  },
  ref,
) {
  const t = useUiText();
  const controlled = value !== undefined;
  const [text, setText] = useState(() => (controlled ? value : defaultValue) ?? '');
  const [left, setLeft] = useState(false);
  // `open` says the calendar was asked for; it shows once the panel's module is there.
  const {
    part: Panel,
    open,
    failed: loadFailed,
    warmUp,
    request: openCalendar,
    close: closeCalendar,
  } = useLazyPanel(datePickerPopover);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const shown = open && Panel !== null;
  const busy = open && Panel === null && !loadFailed;

  // A value set from outside (a quick range, a reset) replaces the text unless it says the same day.
  useEffect(() => {
    if (!controlled) return;
    setText((current) => (parseDate(current)?.format('YYYY-MM-DD') === value ? current : (value ?? '')));
  }, [controlled, value]);

  const unreadable = text !== '' && !parseDate(text) && (text.length === 10 || left);
  const shownError = error ?? (unreadable ? t('ui.validation.date') : undefined);
  const ids = useFieldIds(id, { label, description, error: shownError });
  const popoverId = `${ids.controlId}-calendar`;

  const commit = (next: string) => {
    setText(next);
    if (next === '') onChange?.(null);
    else if (parseDate(next)) onChange?.(next);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setLeft(false);
    commit(maskDateText(event.target.value));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space press the button; ArrowDown opens too, as in a select.
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Escape' && busy) {
      // Once shown, the popover closes itself on Escape; before, the request is dropped.
      event.preventDefault();
      closeCalendar();
    }
  };

  const onTriggerBlur = (event: FocusEvent<HTMLButtonElement>) => {
    // The focus went on elsewhere while the calendar loaded: it would be taken from there.
    if (busy && event.relatedTarget) closeCalendar();
  };

  const retry = () => {
    triggerRef.current?.focus();
    openCalendar();
  };

  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={shownError}
      required={required}
      className={className}
    >
      <ControlBox
        ref={boxRef}
        data-size={size}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-state={shown ? 'open' : 'closed'}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        <Input
          ref={ref}
          id={ids.controlId}
          name={name}
          value={text}
          onChange={onInput}
          onBlur={(event) => {
            setLeft(true);
            onBlur?.(event);
          }}
          placeholder={t('ui.datePicker.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <IconButton
          ref={triggerRef}
          size="sm"
          label={t('ui.datePicker.open')}
          icon={<CalendarIcon />}
          disabled={disabled}
          loading={busy}
          aria-haspopup="dialog"
          aria-expanded={shown}
          aria-controls={shown ? popoverId : undefined}
          data-state={shown ? 'open' : 'closed'}
          onClick={() => (open ? closeCalendar() : openCalendar())}
          onKeyDown={onTriggerKeyDown}
          onBlur={onTriggerBlur}
        />
      </ControlBox>
      {loadFailed && (
        <LoadError role="alert">
          {t('ui.datePicker.loadFailed')}
          <Button size="sm" variant="link" onClick={retry}>
            {t('ui.datePicker.retry')}
          </Button>
        </LoadError>
      )}
      {Panel && (
        <Panel
          open={open}
          onOpenChange={(next) => (next ? openCalendar() : closeCalendar())}
          anchorRef={boxRef}
          triggerRef={triggerRef}
          id={popoverId}
          label={t('ui.datePicker.open')}
          value={parseDate(text) ? text : null}
          rangeStart={rangeStart}
          rangeEnd={rangeEnd}
          today={today}
          onSelect={(date) => {
            setLeft(false);
            commit(date);
            closeCalendar();
          }}
        />
      )}
    </FieldLayout>
  );
});
