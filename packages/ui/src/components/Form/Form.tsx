import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Alert } from '../Alert/Alert';
import type { DescribedError } from '../ToastProvider/useToast';
import { applyServerValidationErrors, type ApplyServerErrorsOptions } from './serverValidationErrors';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

export interface FormProps<TFieldValues extends FieldValues, TTransformed = TFieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onError'>, ApplyServerErrorsOptions {
  /** The form of `useZodForm` (or any react-hook-form `useForm`). */
  readonly form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Saves the valid values. A thrown 400 with `validationErrors` lands on the fields. */
  readonly onSubmit: (values: TTransformed) => unknown;
  /**
   * Any other failure: shown above the fields with this description of it (e.g. `describeError` of
   * @opsdesk/http), or with the generic error text.
   */
  readonly describeError?: (error: unknown) => DescribedError;
  /** Called with any failure that is not a validation error (to toast it, to report it). */
  readonly onSubmitError?: (error: unknown) => void;
  /** While the values differ from the saved ones the browser asks before the page is left. True by default. */
  readonly warnOnLeave?: boolean;
  readonly children?: ReactNode;
}

const Frame = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-4']};
`;

const Lines = styled.span`
  white-space: pre-line;
`;

/**
 * A form bound to react-hook-form: validates before `onSubmit`, shows the form's own errors above the
 * fields, maps a server's validation errors onto the fields and keeps what the user typed. After a
 * successful save the saved values become the clean state.
 */
export function Form<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  form,
  onSubmit,
  describeError,
  onSubmitError,
  fieldMap,
  warnOnLeave = true,
  children,
  ...props
}: FormProps<TFieldValues, TTransformed>) {
  const t = useUiText();
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesPrompt(warnOnLeave && isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(form.getValues());
    } catch (error) {
      if (applyServerValidationErrors(form, error, fieldMap ? { fieldMap } : {})) return;
      form.setError('root.server', {
        type: 'server',
        message: describeError?.(error).message || t('ui.common.error'),
      });
      onSubmitError?.(error);
    }
  });

  const formError = errors.root?.server?.message ?? errors.root?.message;
  return (
    <FormProvider {...form}>
      <Frame
        noValidate
        data-state={isSubmitting ? 'submitting' : isDirty ? 'dirty' : 'clean'}
        aria-busy={isSubmitting || undefined}
        {...props}
        onSubmit={(event) => void submit(event)}
      >
        {formError && (
          <Alert variant="error">
            <Lines>{formError}</Lines>
          </Alert>
        )}
        {children}
      </Frame>
    </FormProvider>
  );
}
