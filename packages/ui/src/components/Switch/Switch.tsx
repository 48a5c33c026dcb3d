import {
  forwardRef,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

type NativeSwitchProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'value' | 'defaultValue' | 'onChange'
>;

export interface SwitchProps extends NativeSwitchProps {
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  /** Called with the new state, from a click, Space or Enter. */
  readonly onCheckedChange?: (checked: boolean) => void;
  /** The visible label; it names the switch. */
  readonly label: ReactNode;
  readonly hideLabel?: boolean;
  readonly description?: ReactNode;
  readonly size?: 'sm' | 'md';
  /** When given, a form gets `name=value` while the switch is on. */
  readonly name?: string;
  readonly value?: string;
  readonly className?: string;
}

const Root = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: ${tokens['space-2']};
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  &[data-disabled] {
    color: ${tokens['color-text-disabled']};
  }
`;

const Track = styled.button`
  --ops-switch-width: 36px;
  --ops-switch-height: 20px;
  position: relative;
  flex: none;
  width: var(--ops-switch-width);
  height: var(--ops-switch-height);
  margin-top: calc((1em * ${tokens['line-height']} - var(--ops-switch-height)) / 2);
  padding: 0;
  border: 1px solid ${tokens['color-text-muted']};
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface-sunken']};
  cursor: pointer;
  transition:
    background-color ${tokens['duration-fast']} ${tokens.easing},
    border-color ${tokens['duration-fast']} ${tokens.easing};
  &[data-size='sm'] {
    --ops-switch-width: 28px;
    --ops-switch-height: 16px;
  }
  & > span {
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(var(--ops-switch-height) - 6px);
    height: calc(var(--ops-switch-height) - 6px);
    border-radius: 50%;
    background: ${tokens['color-text-muted']};
    transition: transform ${tokens['duration-fast']} ${tokens.easing};
  }
  &[data-state='checked'] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary']};
  }
  &[data-state='checked'] > span {
    background: ${tokens['color-on-primary']};
    transform: translateX(calc(var(--ops-switch-width) - var(--ops-switch-height)));
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
  }
  &:disabled > span {
    background: ${tokens['color-text-disabled']};
  }
  @media (prefers-reduced-motion: reduce) {
    & > span {
      transition: none;
    }
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  & > label {
    cursor: pointer;
  }
  [data-disabled] > & > label {
    cursor: not-allowed;
  }
  & > label[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  & > span {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
  }
`;

/** An on/off setting that applies at once: a button with the switch role. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    checked,
    defaultChecked = false,
    onCheckedChange,
    label,
    hideLabel,
    description,
    size = 'md',
    name,
    value = 'on',
    className,
    disabled,
    id,
    onClick,
    ...props
  },
  ref,
) {
  const generated = useId();
  const switchId = id ?? `ops-switch-${generated}`;
  const descriptionId = description != null ? `${switchId}-description` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked !== undefined ? checked : uncontrolled;

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setUncontrolled(!on);
    onCheckedChange?.(!on);
  };

  return (
    <Root
      className={className}
      data-state={on ? 'checked' : 'unchecked'}
      data-disabled={disabled || undefined}
    >
      <Track
        ref={ref}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={descriptionId}
        data-state={on ? 'checked' : 'unchecked'}
        data-size={size}
        disabled={disabled}
        onClick={toggle}
        {...props}
      >
        <span />
      </Track>
      <Texts>
        <label htmlFor={switchId} data-hidden={hideLabel || undefined}>
          {label}
        </label>
        {description != null && <span id={descriptionId}>{description}</span>}
      </Texts>
      {name != null && on && <input type="hidden" name={name} value={value} />}
    </Root>
  );
});
