import {
  forwardRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useUiLocale } from '../../i18n/text';
import {
  Affix,
  ControlBox,
  FieldLayout,
  useFieldIds,
  type FieldSize,
  type FieldTexts,
} from '../Input/FieldLayout';
import {
  MAX_CALCULATION_DIGITS,
  canonicalNumberText,
  canonicalToNumber,
  decimalsOf,
  fitsDigitCap,
  formatNumberText,
  roundTo,
  toHalfWidth,
} from './numberText';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'inputMode'
>;

export interface NumberInputProps extends NativeInputProps, FieldTexts {
  /** The number, or null when empty (controlled). */
  readonly value?: number | null;
  readonly defaultValue?: number | null;
  /** Called with each number typed, stepped or committed; null when the field is emptied. */
  readonly onValueChange?: (value: number | null) => void;
  readonly min?: number;
  readonly max?: number;
  /** What ArrowUp and ArrowDown add and take away (Shift, PageUp and PageDown: ten times as much). */
  readonly step?: number;
  /** Fixed decimals: typing more is refused, leaving the field rounds and pads to them. */
  readonly decimals?: number;
  /** Thousands separators when not editing (on unless told). */
  readonly grouping?: boolean;
  readonly size?: FieldSize;
  readonly prefix?: ReactNode;
  readonly suffix?: ReactNode;
  readonly className?: string;
}

const NumberBox = styled(ControlBox)`
  & > input {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A number field that reads what people type in their language: separators of the interface
 * language, full-width digits, pasted "1,234.50". At most 15 digits (spec §9); min, max and step
 * apply on leaving the field and with the arrow keys. A text input with the spinbutton role, so
 * the browser adds no spinner and no locale surprises.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    value,
    defaultValue = null,
    onValueChange,
    min,
    max,
    step = 1,
    decimals,
    grouping = true,
    size = 'md',
    prefix,
    suffix,
    className,
    disabled,
    readOnly,
    required,
    name,
    onFocus,
    onBlur,
    onKeyDown,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const locale = useUiLocale();
  const ids = useFieldIds(id, { label, description, error }, ariaDescribedBy);
  const [uncontrolledValue, setUncontrolledValue] = useState<number | null>(defaultValue);
  const current = value !== undefined ? value : uncontrolledValue;
  // The text while editing; null when the field shows the formatted value.
  const [editText, setEditText] = useState<string | null>(null);

  const display = (number: number | null, editing: boolean) =>
    number == null ? '' : formatNumberText(number, locale, decimals, editing ? false : grouping);

  const emit = (next: number | null) => {
    if (value === undefined) setUncontrolledValue(next);
    if (next !== current) onValueChange?.(next);
  };

  const clamp = (number: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, number));

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = toHalfWidth(event.target.value);
    const canonical = canonicalNumberText(typed, locale);
    // Refuse what is not a number in the making, more decimals than allowed, or more than 15 digits.
    if (canonical == null) return;
    if (decimals != null && (canonical.split('.')[1]?.length ?? 0) > decimals) return;
    if (decimals === 0 && canonical.includes('.')) return;
    if (!fitsDigitCap(canonical, decimals)) return;
    if (canonical.startsWith('-') && min != null && min >= 0) return;
    setEditText(typed);
    emit(canonicalToNumber(canonical));
  };

  const commit = () => {
    let next = editText == null ? current : canonicalToNumber(canonicalNumberText(editText, locale) ?? '');
    if (next != null) {
      next = clamp(next);
      if (decimals != null) next = roundTo(next, decimals);
    }
    emit(next);
    return next;
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!readOnly) setEditText(display(current, true));
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (editText != null) commit();
    setEditText(null);
    onBlur?.(event);
  };

  const stepBy = (delta: number) => {
    const base = editText == null ? current : canonicalToNumber(canonicalNumberText(editText, locale) ?? '');
    const precision = Math.max(decimalsOf(step), base == null ? 0 : decimalsOf(base), decimals ?? 0);
    let next = roundTo((base ?? 0) + delta, precision);
    next = clamp(next);
    if (decimals != null) next = roundTo(next, decimals);
    if (!fitsDigitCap(String(Math.abs(next)), decimals) || String(next).includes('e')) return;
    emit(next);
    setEditText(display(next, true));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    const big = event.shiftKey ? 10 : 1;
    const moves: Record<string, () => void> = {
      ArrowUp: () => stepBy(step * big),
      ArrowDown: () => stepBy(-step * big),
      PageUp: () => stepBy(step * 10),
      PageDown: () => stepBy(-step * 10),
      Enter: () => setEditText(display(commit(), true)),
    };
    if (min != null) moves.Home = () => (emit(min), setEditText(display(min, true)));
    if (max != null) moves.End = () => (emit(max), setEditText(display(max, true)));
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Enter') event.preventDefault();
    move();
  };

  const shown = editText ?? display(current, false);
  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      <NumberBox
        data-size={size}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        {prefix != null && <Affix>{prefix}</Affix>}
        <input
          ref={ref}
          id={ids.controlId}
          type="text"
          role="spinbutton"
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-valuenow={current ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={current == null ? undefined : display(current, false)}
          maxLength={MAX_CALCULATION_DIGITS * 2}
          value={shown}
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          {...props}
        />
        {suffix != null && <Affix>{suffix}</Affix>}
      </NumberBox>
      {name != null && <input type="hidden" name={name} value={current ?? ''} />}
    </FieldLayout>
  );
});
