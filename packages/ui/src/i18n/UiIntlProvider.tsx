import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { resolveUiLocale, type UiLocale } from './locales';

export interface UiIntlProviderProps {
  /** The interface language (`zh_cn`, `en`, `ja`, `zh-TW`, `it`...). */
  readonly locale: string;
  /**
   * The texts of @opsdesk/ui in that language, as the package publishes them:
   * `@opsdesk/ui/messages/<locale>.json` (`zh-CN`, `en`, `ja`, `zh-TW`, `it`).
   */
  readonly uiTexts: Readonly<Record<string, string>>;
  /** The app's own messages for this locale, merged over the package's. */
  readonly messages?: Readonly<Record<string, string>>;
  readonly children?: ReactNode;
}

const bcp47: Record<UiLocale, string> = { 'zh-CN': 'zh-CN', en: 'en', ja: 'ja', 'zh-TW': 'zh-TW', it: 'it' };

/**
 * react-intl with the texts of @opsdesk/ui in one language, which the app loads itself (one
 * `@opsdesk/ui/messages/<locale>.json`), plus the app's. It imports no text: an app bundles only the
 * languages it loads. `OpsIntlProvider` is the same with every language built in.
 */
export function UiIntlProvider({ locale, uiTexts, messages, children }: UiIntlProviderProps) {
  const merged = useMemo(() => ({ ...uiTexts, ...messages }), [uiTexts, messages]);
  return (
    <IntlProvider
      locale={bcp47[resolveUiLocale(locale)]}
      messages={merged}
      defaultLocale="en"
      onError={ignoreMissingTranslation}
    >
      {children}
    </IntlProvider>
  );
}

function ignoreMissingTranslation(error: { code?: string }) {
  // A missing message renders `#` (see useUiText in text.ts); other errors are real.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}
