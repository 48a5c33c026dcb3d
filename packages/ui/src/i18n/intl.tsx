import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { uiMessages } from './catalogue';
import { resolveUiLocale, type UiLocale } from './locales';

export interface OpsIntlProviderProps {
  /** The interface language (`zh_cn`, `en`, `ja`, `zh-TW`, `it`...). */
  readonly locale: string;
  /** The app's own messages for this locale, merged over the package's. */
  readonly messages?: Readonly<Record<string, string>>;
  readonly children?: ReactNode;
}

const bcp47: Record<UiLocale, string> = { 'zh-CN': 'zh-CN', en: 'en', ja: 'ja', 'zh-TW': 'zh-TW', it: 'it' };

/** react-intl with the package's messages in the chosen language, plus the app's. */
export function OpsIntlProvider({ locale, messages, children }: OpsIntlProviderProps) {
  const uiLocale = resolveUiLocale(locale);
  const merged = useMemo(() => ({ ...uiMessages[uiLocale], ...messages }), [uiLocale, messages]);
  return (
    <IntlProvider
      locale={bcp47[uiLocale]}
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
