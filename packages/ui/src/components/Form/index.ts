export { Form, type FormProps } from './Form';
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
  type FormFieldRenderProps,
} from './FormField';
export {
  applyServerValidationErrors,
  serverValidationErrors,
  type ApplyServerErrorsOptions,
  type ServerValidationError,
} from './serverValidationErrors';
export { useUnsavedChangesPrompt, type UnsavedChangesPrompt } from './useUnsavedChangesPrompt';
export { useZodForm, type UseZodFormOptions } from './useZodForm';
