import { useCallback } from 'react';
import { useShellLocale } from '../../../i18n';
import { businessTenantDetailMessages, type BusinessTenantMessageId } from './messages';

export type ScreenText = (id: BusinessTenantMessageId, values?: Record<string, string | number>) => string;

/**
 * The screen's texts in the current language, with `{name}` values filled in. It reads the
 * messages directly, so it works whether or not they are merged into the console's catalogue.
 */
export function useScreenText(): ScreenText {
  const locale = useShellLocale();
  return useCallback(
    (id, values) => {
      let text: string = businessTenantDetailMessages[id][locale];
      for (const [name, value] of Object.entries(values ?? {}))
        text = text.split(`{${name}}`).join(String(value));
      return text;
    },
    [locale],
  );
}
