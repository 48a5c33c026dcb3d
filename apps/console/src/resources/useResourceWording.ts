import { resourceErrorMap, translateValidationMessage, type ResourceDescriptor } from '@opsdesk/api';
import { useMemo } from 'react';
import { useShellLocale } from '../i18n';

/**
 * The wording of a form over a resource's record, for `useZodForm`: every issue as a sentence in
 * the shell's language naming the field by its label and an enum's values by their words, and the
 * contract's own checks (`validation.code`...) translated.
 */
export function useResourceWording(resource: Pick<ResourceDescriptor, 'fields'>) {
  const locale = useShellLocale();
  return useMemo(
    () => ({
      errorMap: resourceErrorMap(resource, locale),
      checkMessage: (message: string) => translateValidationMessage(message, locale),
    }),
    [resource, locale],
  );
}
