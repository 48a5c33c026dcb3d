import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';

export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** What every labelled field of the package takes besides its control's own attributes. */
export interface FieldTexts {
  /** The visible label; every field has one (hide it with `hideLabel` when the context names it). */
  readonly label: ReactNode;
  /** Keeps the label for assistive technology only. */
  readonly hideLabel?: boolean;
  /** A hint under the control, linked with `aria-describedby`. */
  readonly description?: ReactNode;
  /** The validation message: marks the control invalid and is read with it. */
  readonly error?: ReactNode;
}

/** The ids that tie a control to its label, description and error. */
export function useFieldIds(id: string | undefined, texts: FieldTexts, extra?: string) {
  const generated = useId();
  const controlId = id ?? `ops-field-${generated}`;
  const descriptionId = texts.description != null ? `${controlId}-description` : undefined;
  const errorId = texts.error != null && texts.error !== false ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    labelId: `${controlId}-label`,
    descriptionId,
    errorId,
    describedBy,
    invalid: errorId != null,
  };
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  min-width: 0;
  font-size: ${tokens['font-size-md']};
`;

const Label = styled.label`
  color: ${tokens['color-text']};
  font-weight: ${tokens['font-weight-medium']};
  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Required = styled.span`
  margin-inline-start: 2px;
  color: ${tokens['color-danger']};
`;

const Description = styled.div`
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const ErrorText = styled.div`
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens['space-2']};
  &:empty {
    display: none;
  }
`;

export interface FieldLayoutProps extends FieldTexts {
  readonly ids: ReturnType<typeof useFieldIds>;
  readonly required?: boolean;
  readonly className?: string;
  /** Shown at the end of the footer line (a character count). */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** Label above, control, then description, error and an aside (the count) below. */
export function FieldLayout({
  ids,
  label,
  hideLabel,
  description,
  error,
  required,
  className,
  aside,
  children,
}: FieldLayoutProps) {
  const t = useUiText();
  return (
    <Root className={className} data-invalid={ids.invalid || undefined}>
      <Label id={ids.labelId} htmlFor={ids.controlId} data-hidden={hideLabel || undefined}>
        {label}
        {required && (
          <Required aria-hidden="true" title={t('ui.input.required')}>
            *
          </Required>
        )}
      </Label>
      {children}
      <Footer>
        <div>
          {ids.descriptionId && <Description id={ids.descriptionId}>{description}</Description>}
          {ids.errorId && <ErrorText id={ids.errorId}>{error}</ErrorText>}
        </div>
        {aside}
      </Footer>
    </Root>
  );
}

/** The bordered box around a control, its affixes and its clear button. */
export const ControlBox = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  min-height: ${tokens['control-height']};
  padding: 0 ${tokens['space-3']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  transition: border-color ${tokens['duration-fast']} ${tokens.easing};
  &:hover {
    border-color: ${tokens['color-primary']};
  }
  &:focus-within {
    border-color: ${tokens['color-primary']};
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  &[data-size='sm'] {
    min-height: ${tokens['control-height-sm']};
    padding: 0 ${tokens['space-2']};
    font-size: ${tokens['font-size-sm']};
  }
  &[data-size='lg'] {
    min-height: ${tokens['control-height-lg']};
    font-size: ${tokens['font-size-lg']};
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
  &[data-invalid]:focus-within {
    outline-color: ${tokens['color-danger']};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${tokens['color-border']};
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text-disabled']};
  }
  &[data-readonly] {
    background: ${tokens['color-surface-sunken']};
  }
  & > input,
  & > textarea,
  & > select {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0;
    border: 0;
    outline: 0;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  & > input:disabled,
  & > textarea:disabled,
  & > select:disabled {
    cursor: not-allowed;
  }
`;

/** Text before or after the value (a currency, a unit, an icon). */
export const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${tokens['color-text-muted']};
  & > svg {
    width: 1.1em;
    height: 1.1em;
  }
`;

/** The small round "clear" button inside a control. */
export const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-pill']};
  background: transparent;
  color: ${tokens['color-text-muted']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-surface-sunken']};
    color: ${tokens['color-text']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
  & > svg {
    width: 12px;
    height: 12px;
  }
`;

/** The cross of the clear and close buttons. */
export function CrossIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M2.5 2.5l7 7m0-7l-7 7"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/**
 * Sets a form control's value the way typing does, so React's onChange fires for controlled and
 * uncontrolled controls alike.
 */
export function setNativeValue(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}
