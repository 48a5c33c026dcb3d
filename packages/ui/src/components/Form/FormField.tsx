import type { ReactNode, Ref } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { ControlBox, FieldLayout, useFieldIds } from '../Input/FieldLayout';

/** What a control needs from its field: spread it on the control. */
export interface FormFieldControlProps<Value> {
  readonly id: string;
  readonly name: string;
  readonly value: Value;
  readonly onChange: (eventOrValue: unknown) => void;
  readonly onBlur: () => void;
  readonly ref: Ref<HTMLElement>;
  readonly disabled?: boolean;
  readonly 'aria-invalid'?: boolean;
  readonly 'aria-describedby'?: string;
  readonly 'aria-required'?: boolean;
}

export interface FormFieldRenderProps<Value> {
  readonly field: FormFieldControlProps<Value>;
  /** The field's validation message, already in the interface language. */
  readonly error: string | undefined;
  readonly required: boolean;
}

export interface FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  readonly name: TName;
  /**
   * The label, with the required mark, the description and the error around the control. Leave it out
   * for a control that labels itself (the package's Input, Select...) and pass it `error` and
   * `required` from the render props.
   */
  readonly label?: ReactNode;
  readonly hideLabel?: boolean;
  readonly description?: ReactNode;
  /** Shows the required mark and tells assistive technology; the schema enforces it. */
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Renders the control; a plain text input by default. */
  readonly render?: (props: FormFieldRenderProps<FieldPathValue<TFieldValues, TName>>) => ReactNode;
  /** For the default input. */
  readonly type?: string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly id?: string;
}

/**
 * One field of a `Form`: binds the control to react-hook-form, shows the label with a required mark
 * and the translated validation message, and ties them to the control for assistive technology.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  name,
  label,
  hideLabel,
  description,
  required = false,
  disabled,
  render,
  type = 'text',
  placeholder,
  autoComplete,
  id,
}: FormFieldProps<TFieldValues, TName>) {
  const { control } = useFormContext<TFieldValues>();
  const { field, fieldState } = useController<TFieldValues, TName>({
    name,
    control,
    ...(disabled === undefined ? {} : { disabled }),
  });
  const error = fieldState.error?.message;
  const labelled = label != null;
  const ids = useFieldIds(id, { label, description, error: labelled ? error : undefined });

  const controlProps: FormFieldControlProps<FieldPathValue<TFieldValues, TName>> = {
    id: ids.controlId,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    ...(field.disabled === undefined ? {} : { disabled: field.disabled }),
    ...(labelled
      ? {
          'aria-invalid': ids.invalid || undefined,
          'aria-describedby': ids.describedBy,
          'aria-required': required || undefined,
        }
      : {}),
  };

  const control_ = render ? (
    render({ field: controlProps, error, required })
  ) : (
    <ControlBox data-invalid={ids.invalid || undefined} data-disabled={field.disabled || undefined}>
      <input
        {...controlProps}
        ref={field.ref}
        value={field.value == null ? '' : String(field.value)}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
      />
    </ControlBox>
  );

  if (!labelled) return <>{control_}</>;
  return (
    <FieldLayout
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
    >
      {control_}
    </FieldLayout>
  );
}
