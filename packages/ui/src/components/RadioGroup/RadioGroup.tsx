import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useState,
  type FieldsetHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';
import { ChoiceControl, ChoiceRoot, ChoiceText } from '../Checkbox/Checkbox';

interface RadioGroupContextValue {
  readonly name: string;
  readonly value: string | null;
  readonly disabled: boolean;
  readonly required: boolean;
  readonly select: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

type NativeFieldsetProps = Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue'>;

export interface RadioGroupProps<Value extends string = string> extends NativeFieldsetProps {
  /** The group's label (a legend). */
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  /** The chosen value, or null for none (controlled). */
  readonly value?: Value | null;
  readonly defaultValue?: Value | null;
  readonly onValueChange?: (value: Value) => void;
  /** The name of the radios in a form; generated unless told. */
  readonly name?: string;
  readonly orientation?: 'vertical' | 'horizontal';
  readonly required?: boolean;
  /** `Radio` items. */
  readonly children: ReactNode;
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${tokens['space-2']};
    padding: 0;
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > legend[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${tokens['space-2']} ${tokens['space-5']};
  }
`;

const Hint = styled.div`
  margin-top: ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[data-error] {
    color: ${tokens['color-danger']};
  }
`;

const RoundControl = styled(ChoiceControl)`
  & > span {
    border-radius: 50%;
  }
  & > span::after {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    visibility: hidden;
  }
  & > input:checked + span::after {
    visibility: visible;
  }
`;

const arrowSteps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * One choice among a few, all visible: a fieldset of native radios under one name. Tab enters the
 * group on the chosen radio; the arrow keys move and choose, skipping disabled ones and wrapping.
 */
export function RadioGroup<Value extends string = string>({
  label,
  hideLabel,
  description,
  error,
  value,
  defaultValue = null,
  onValueChange,
  name,
  orientation = 'vertical',
  required = false,
  disabled = false,
  id,
  children,
  onKeyDown,
  ...props
}: RadioGroupProps<Value>) {
  const generated = useId();
  const baseId = id ?? `ops-radio-group-${generated}`;
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const descriptionId = description != null ? `${baseId}-description` : undefined;
  const errorId = error != null ? `${baseId}-error` : undefined;

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next as Value);
  };

  // Our own arrow keys, the same in every browser: move to the next enabled radio and choose it.
  const handleKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    onKeyDown?.(event);
    const step = arrowSteps[event.key];
    const target = event.target as HTMLElement;
    if (
      event.defaultPrevented ||
      step == null ||
      !(target instanceof HTMLInputElement) ||
      target.type !== 'radio'
    )
      return;
    const radios = Array.from(
      event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
    ).filter((radio) => !radio.disabled);
    const from = radios.indexOf(target);
    if (from < 0 || radios.length === 0) return;
    event.preventDefault();
    const next = radios[(from + step + radios.length) % radios.length];
    if (!next) return;
    next.focus();
    select(next.value);
  };

  return (
    <Fieldset
      id={baseId}
      disabled={disabled}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={errorId != null || undefined}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <legend data-hidden={hideLabel || undefined}>{label}</legend>
      <RadioGroupContext.Provider
        value={{ name: name ?? baseId, value: current, disabled, required, select }}
      >
        <Items data-orientation={orientation}>{children}</Items>
      </RadioGroupContext.Provider>
      {descriptionId && <Hint id={descriptionId}>{description}</Hint>}
      {errorId && (
        <Hint id={errorId} data-error>
          {error}
        </Hint>
      )}
    </Fieldset>
  );
}

type NativeRadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange' | 'size'
>;

export interface RadioProps extends NativeRadioProps {
  readonly value: string;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly className?: string;
}

/** One radio of a RadioGroup. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, label, description, className, disabled, id, ...props },
  ref,
) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  const generated = useId();
  // Named by the label alone; the description is read as a description.
  const labelId = `${id ?? generated}-label`;
  const descriptionId = description != null ? `${id ?? generated}-description` : undefined;
  const checked = group.value === value;
  const isDisabled = disabled || group.disabled;
  return (
    <ChoiceRoot
      className={className}
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={isDisabled || undefined}
    >
      <RoundControl>
        <input
          ref={ref}
          id={id}
          type="radio"
          name={group.name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          required={group.required}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          onChange={() => group.select(value)}
          {...props}
        />
        <span aria-hidden="true" />
      </RoundControl>
      <ChoiceText>
        <span id={labelId}>{label}</span>
        {description != null && <span id={descriptionId}>{description}</span>}
      </ChoiceText>
    </ChoiceRoot>
  );
});
