import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/text';
import {
  Affix,
  ClearButton,
  ControlBox,
  CrossIcon,
  FieldLayout,
  setNativeValue,
  useFieldIds,
  type FieldSize,
  type FieldTexts,
} from './FieldLayout';

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>, FieldTexts {
  readonly size?: FieldSize;
  /** Shown inside the box before the value (an icon, a currency, a protocol). */
  readonly prefix?: ReactNode;
  /** Shown inside the box after the value (a unit, an icon). */
  readonly suffix?: ReactNode;
  /** Offers a clear button while there is a value; clearing fires onChange with '' and `onClear`. */
  readonly clearable?: boolean;
  readonly onClear?: () => void;
  /** Class of the outer element (label, box and texts). */
  readonly className?: string;
}

/** A labelled text input with description, error, affixes and an optional clear button. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    size = 'md',
    prefix,
    suffix,
    clearable = false,
    onClear,
    className,
    disabled,
    readOnly,
    required,
    value,
    defaultValue,
    onChange,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const t = useUiText();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const ids = useFieldIds(id, { label, description, error }, ariaDescribedBy);
  const [uncontrolledText, setUncontrolledText] = useState(() => String(defaultValue ?? ''));
  const text = value !== undefined ? String(value ?? '') : uncontrolledText;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolledText(event.target.value);
    onChange?.(event);
  };
  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setNativeValue(input, '');
    onClear?.();
    input.focus();
  };
  const showClear = clearable && text !== '' && !disabled && !readOnly;

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
      <ControlBox
        data-size={size}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        {prefix != null && <Affix>{prefix}</Affix>}
        <input
          ref={inputRef}
          id={ids.controlId}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...props}
        />
        {showClear && (
          <ClearButton
            type="button"
            aria-label={t('ui.input.clear')}
            title={t('ui.input.clear')}
            onClick={clear}
          >
            <CrossIcon />
          </ClearButton>
        )}
        {suffix != null && <Affix>{suffix}</Affix>}
      </ControlBox>
    </FieldLayout>
  );
});
