import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

export type CheckedState = boolean | 'indeterminate';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'size'
>;

export interface CheckboxProps extends NativeCheckboxProps {
  /** Checked, unchecked, or indeterminate ("some of them", as a select-all of a partly chosen list). */
  readonly checked?: CheckedState;
  readonly defaultChecked?: CheckedState;
  /** Called with the new state; clicking an indeterminate checkbox checks it. */
  readonly onCheckedChange?: (checked: boolean) => void;
  /** The visible label; use `aria-label` instead only where a table header names the column. */
  readonly label?: ReactNode;
  readonly description?: ReactNode;
  readonly className?: string;
}

/** The square box and its mark, shared with Radio. */
export const ChoiceRoot = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  cursor: pointer;
  &[data-disabled] {
    cursor: not-allowed;
    color: ${tokens['color-text-disabled']};
  }
`;

export const ChoiceControl = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: 16px;
  height: 16px;
  margin-top: calc((1em * ${tokens['line-height']} - 16px) / 2);
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    border: 1px solid ${tokens['color-text-muted']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
    color: ${tokens['color-on-primary']};
    pointer-events: none;
    transition:
      background-color ${tokens['duration-fast']} ${tokens.easing},
      border-color ${tokens['duration-fast']} ${tokens.easing};
  }
  & > span > svg {
    width: 12px;
    height: 12px;
    visibility: hidden;
  }
  & > span > svg[data-mark='dash'] {
    position: absolute;
  }
  & > input:checked + span,
  & > input:indeterminate + span {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
  }
  & > input:checked + span > svg[data-mark='check'],
  & > input:indeterminate + span > svg[data-mark='dash'] {
    visibility: visible;
  }
  & > input:indeterminate + span > svg[data-mark='check'] {
    visibility: hidden;
  }
  & > input:hover:not(:disabled) + span {
    border-color: ${tokens['color-primary']};
  }
  & > input:focus-visible + span {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  & > input:disabled + span {
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text-disabled']};
  }
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  & > span + span {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
  [data-disabled] > & > span + span {
    color: ${tokens['color-text-disabled']};
  }
`;

/** A checkbox on the native input: keyboard, forms and assistive technology come with it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    checked,
    defaultChecked = false,
    onCheckedChange,
    label,
    description,
    className,
    disabled,
    id,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const generated = useId();
  const labelId = label != null ? `${id ?? generated}-label` : undefined;
  const descriptionId = description != null ? `${id ?? generated}-description` : undefined;
  const [uncontrolled, setUncontrolled] = useState<CheckedState>(defaultChecked);
  const state = checked !== undefined ? checked : uncontrolled;

  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = state === 'indeterminate';
  }, [state]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked;
    if (checked === undefined) setUncontrolled(next);
    onCheckedChange?.(next);
  };

  const dataState = state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked';
  return (
    <ChoiceRoot className={className} data-state={dataState} data-disabled={disabled || undefined}>
      <ChoiceControl>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={state === true}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={[descriptionId, ariaDescribedBy].filter(Boolean).join(' ') || undefined}
          onChange={handleChange}
          {...props}
        />
        <span aria-hidden="true">
          <svg data-mark="check" viewBox="0 0 12 12" focusable="false">
            <path
              d="M2.5 6.2l2.3 2.3 4.7-5"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <svg data-mark="dash" viewBox="0 0 12 12" focusable="false">
            <path d="M3 6h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
      </ChoiceControl>
      {(label != null || description != null) && (
        <ChoiceText>
          {label != null && <span id={labelId}>{label}</span>}
          {description != null && <span id={descriptionId}>{description}</span>}
        </ChoiceText>
      )}
    </ChoiceRoot>
  );
});
