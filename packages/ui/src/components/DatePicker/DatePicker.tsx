import { forwardRef, useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { parseDate } from '../../format/dates';
import { useUiText } from '../../i18n/text';
import { Calendar } from '../Calendar/Calendar';
import { IconButton } from '../IconButton';
import { ControlBox, FieldLayout, useFieldIds, type FieldSize, type FieldTexts } from '../Input/FieldLayout';
import { Popover } from '../Popover';
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
  const [open, setOpen] = useState(false);

  // A value set from outside (a quick range, a reset) replaces the text unless it says the same day.
  useEffect(() => {
    if (!controlled) return;
    setText((current) => (parseDate(current)?.format('YYYY-MM-DD') === value ? current : (value ?? '')));
  }, [controlled, value]);

  const unreadable = text !== '' && !parseDate(text) && (text.length === 10 || left);
  const shownError = error ?? (unreadable ? t('ui.validation.date') : undefined);
  const ids = useFieldIds(id, { label, description, error: shownError });

  const commit = (next: string) => {
    setText(next);
    if (next === '') onChange?.(null);
    else if (parseDate(next)) onChange?.(next);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setLeft(false);
    commit(maskDateText(event.target.value));
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
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <ControlBox
            data-size={size}
            data-invalid={ids.invalid || undefined}
            data-disabled={disabled || undefined}
            data-state={open ? 'open' : 'closed'}
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
            <Popover.Trigger asChild>
              <IconButton
                size="sm"
                label={t('ui.datePicker.open')}
                icon={<CalendarIcon />}
                disabled={disabled}
                aria-haspopup="dialog"
              />
            </Popover.Trigger>
          </ControlBox>
        </Popover.Anchor>
        <Popover.Content
          aria-label={t('ui.datePicker.open')}
          align="start"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Calendar
            value={parseDate(text) ? text : null}
            rangeStart={rangeStart}
            rangeEnd={rangeEnd}
            {...(today === undefined ? {} : { today })}
            autoFocus
            onSelect={(date) => {
              setLeft(false);
              commit(date);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Root>
    </FieldLayout>
  );
});
