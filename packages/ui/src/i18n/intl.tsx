import type { ReactNode } from 'react';
import { uiMessages } from './catalogue';
import { resolveUiLocale } from './locales';
import { UiIntlProvider } from './UiIntlProvider';

export interface OpsIntlProviderProps {
  /** The interface language (`zh_cn`, `en`, `ja`, `zh-TW`, `it`...). */
  readonly locale: string;
  /** The app's own messages for this locale, merged over the package's. */
  readonly messages?: Readonly<Record<string, string>>;
  readonly children?: ReactNode;
}

/**
 * react-intl with the package's messages in the chosen language, plus the app's. It imports the
 * whole catalogue (every language of every component, ≈ 40 KB gzip): for tools, tests and stories.
 * An app that shows one language at a time loads `@opsdesk/ui/messages/<locale>.json` into
 * `UiIntlProvider` instead.
 */
export function OpsIntlProvider({ locale, messages, children }: OpsIntlProviderProps) {
  return (
    <UiIntlProvider locale={locale} uiTexts={uiMessages[resolveUiLocale(locale)]} messages={messages}>
      {children}
    </UiIntlProvider>
  );
}
