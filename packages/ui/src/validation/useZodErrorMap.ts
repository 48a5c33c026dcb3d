import { useMemo } from 'react';
import type { z } from 'zod';
import { useUiLocale, useUiText } from '../i18n/text';
import { createZodErrorMap } from './zodErrorMap';

/** The zod error map of the current interface language (see `createZodErrorMap`). */
export function useZodErrorMap(): z.core.$ZodErrorMap {
  const locale = useUiLocale();
  const text = useUiText();
  return useMemo(() => createZodErrorMap(locale, text), [locale, text]);
}
