import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ForwardedRef,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  Affix,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  useFieldIds,
  type FieldSize,
  type FieldTexts,
} from '../Input/FieldLayout';

export interface SelectOption<Value extends string = string> {
  readonly value: Value;
  /** The text shown (translated by the caller). */
  readonly label: string;
  readonly disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'size' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'children'
>;

export interface SelectProps<Value extends string = string> extends NativeSelectProps, FieldTexts {
  readonly options: readonly SelectOption<Value>[];
  /** The chosen value, or null for none (controlled). */
  readonly value?: Value | null;
  readonly defaultValue?: Value | null;
  readonly onValueChange?: (value: Value | null) => void;
  /** Shown while nothing is chosen; "Select…" in the interface language unless told. */
  readonly placeholder?: string;
  /** Offers a button that goes back to no choice. */
  readonly clearable?: boolean;
  readonly size?: FieldSize;
  readonly className?: string;
}

const SelectBox = styled(ControlBox)`
  position: relative;
  & > select {
    appearance: none;
    cursor: pointer;
    align-self: stretch;
    text-overflow: ellipsis;
  }
  & > select[data-placeholder] {
    color: ${tokens['color-text-muted']};
  }
  & > select option {
    color: ${tokens['color-text']};
    background: ${tokens['color-surface-raised']};
  }
  & > select option:disabled {
    color: ${tokens['color-text-disabled']};
  }
`;

const Chevron = styled(Affix)`
  cursor: pointer;
  [data-disabled] > & {
    cursor: not-allowed;
  }
`;

function ChevronIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 4.5l3 3 3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

function SelectInner<Value extends string = string>(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    options,
    value,
    defaultValue = null,
    onValueChange,
    placeholder,
    clearable = false,
    size = 'md',
    className,
    disabled,
    required,
    'aria-describedby': ariaDescribedBy,
    ...props
  }: SelectProps<Value>,
  ref: ForwardedRef<HTMLSelectElement>,
) {
  const t = useUiText();
  const selectRef = useRef<HTMLSelectElement>(null);
  useImperativeHandle(ref, () => selectRef.current as HTMLSelectElement);
  const ids = useFieldIds(id, { label, description, error }, ariaDescribedBy);
  const [uncontrolledValue, setUncontrolledValue] = useState<Value | null>(defaultValue);
  const current = value !== undefined ? value : uncontrolledValue;

  const choose = (next: Value | null) => {
    if (value === undefined) setUncontrolledValue(next);
    if (next !== current) onValueChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    choose(chosen ? chosen.value : null);
  };
  const clear = () => {
    choose(null);
    selectRef.current?.focus();
  };
  const openList = () => {
    const select = selectRef.current;
    if (!select || disabled) return;
    select.focus();
    try {
      select.showPicker();
    } catch {
      // Browsers without showPicker for <select>, or a picker already open: the focus is enough.
    }
  };

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
      <SelectBox
        data-size={size}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <select
          ref={selectRef}
          id={ids.controlId}
          disabled={disabled}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          data-placeholder={current == null || undefined}
          value={current ?? ''}
          onChange={handleChange}
          {...props}
        >
          <option value="" disabled hidden>
            {placeholder ?? t('ui.select.placeholder')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        {clearable && current != null && !disabled && (
          <ClearButton
            type="button"
            aria-label={t('ui.input.clear')}
            title={t('ui.input.clear')}
            onClick={clear}
          >
            <CrossIcon />
          </ClearButton>
        )}
        <Chevron aria-hidden="true" onClick={openList}>
          <ChevronIcon />
        </Chevron>
      </SelectBox>
    </FieldLayout>
  );
}

/**
 * A single choice from a list, on the browser's own `<select>`, styled to match the fields. The
 * native control is the choice here: it brings the listbox, type-ahead, the keyboard and the
 * screen-reader behaviour of every platform (the touch pickers too) with nothing to re-implement.
 * Lists long enough to need searching belong to a picker (`@opsdesk/pickers`).
 */
export const Select = forwardRef(SelectInner) as <Value extends string = string>(
  props: SelectProps<Value> & { readonly ref?: Ref<HTMLSelectElement> },
) => ReturnType<typeof SelectInner>;
