import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { VisuallyHiddenText } from '../Button/Button';
import { ControlBox, FieldLayout, setNativeValue, useFieldIds, type FieldTexts } from '../Input/FieldLayout';
import { countCharacters, fitToLimit, textLimits, type TextLimitPreset } from './textLimit';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'>, FieldTexts {
  /**
   * The most characters it takes, as a number or one of the spec's presets (`signOffOpinion` 500,
   * `replyOpinion` 200, `address` 100). Shows `used/limit`; typing or pasting past it keeps what
   * fits and drops the rest.
   */
  readonly limit?: number | TextLimitPreset;
  /** Class of the outer element. */
  readonly className?: string;
}

const Box = styled(ControlBox)`
  align-items: stretch;
  padding: ${tokens['space-2']} ${tokens['space-3']};
  & > textarea {
    min-height: 4.5em;
    resize: vertical;
    line-height: ${tokens['line-height']};
  }
`;

const Count = styled.span`
  flex: none;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  font-variant-numeric: tabular-nums;
  &[data-state='full'] {
    color: ${tokens['color-danger']};
  }
`;

/** A labelled multi-line input with a character count and a hard limit. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    id,
    label,
    hideLabel,
    description,
    error,
    limit: limitOption,
    className,
    disabled,
    readOnly,
    required,
    rows = 4,
    value,
    defaultValue,
    onChange,
    onCompositionStart,
    onCompositionEnd,
    'aria-describedby': ariaDescribedBy,
    ...props
  },
  ref,
) {
  const t = useUiText();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textareaRef.current as HTMLTextAreaElement);
  const limit = typeof limitOption === 'string' ? textLimits[limitOption] : limitOption;
  const ids = useFieldIds(id, { label, description, error });
  const countId = `${ids.controlId}-count`;
  const describedBy = [ids.describedBy, limit != null ? countId : undefined, ariaDescribedBy]
    .filter(Boolean)
    .join(' ');
  const [uncontrolledText, setUncontrolledText] = useState(() => String(defaultValue ?? ''));
  const text = value !== undefined ? String(value ?? '') : uncontrolledText;
  const [refused, setRefused] = useState(false);
  const composing = useRef(false);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const element = event.target;
    let wasRefused = false;
    // While an input method composes (pinyin, kana), the text is not final: limit it at the end.
    if (limit != null && !composing.current && countCharacters(element.value) > limit) {
      const fitted = fitToLimit(text, element.value, limit, element.selectionEnd ?? element.value.length);
      element.value = fitted.value;
      element.setSelectionRange(fitted.caret, fitted.caret);
      wasRefused = true;
    }
    setRefused(wasRefused);
    if (wasRefused && element.value === text) return;
    if (value === undefined) setUncontrolledText(element.value);
    onChange?.(event);
  };

  const handleCompositionStart = (event: CompositionEvent<HTMLTextAreaElement>) => {
    composing.current = true;
    onCompositionStart?.(event);
  };
  const handleCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => {
    composing.current = false;
    const element = event.currentTarget;
    if (limit != null && countCharacters(element.value) > limit) {
      // The composed text is in the element; keep what fits, through onChange like typing does.
      const fitted = fitToLimit(text, element.value, limit, element.selectionEnd ?? element.value.length);
      setNativeValue(element, fitted.value);
      element.setSelectionRange(fitted.caret, fitted.caret);
      setRefused(true);
    }
    onCompositionEnd?.(event);
  };

  const used = countCharacters(text);
  const count =
    limit != null ? (
      <Count id={countId} data-state={used >= limit ? 'full' : 'partial'}>
        <span aria-hidden="true">
          {used}/{limit}
        </span>
        <VisuallyHiddenText>{t('ui.textarea.count', { used, limit })}</VisuallyHiddenText>
      </Count>
    ) : null;

  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      className={className}
      aside={count}
    >
      <Box
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        <textarea
          ref={textareaRef}
          id={ids.controlId}
          rows={rows}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          onCompositionStart={handleCompositionStart}
          onCompositionEnd={handleCompositionEnd}
          {...props}
        />
      </Box>
      {limit != null && (
        <VisuallyHiddenText aria-live="polite">
          {refused ? t('ui.textarea.limitReached', { limit }) : ''}
        </VisuallyHiddenText>
      )}
    </FieldLayout>
  );
});
