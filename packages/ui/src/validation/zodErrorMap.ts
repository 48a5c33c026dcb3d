import { z } from 'zod';
import type { UiText } from '../i18n/text';
import type { UiLocale } from '../i18n/locales';
import { uiIssueParams } from './uiIssue';

const zodLocales: Readonly<Record<UiLocale, () => { localeError: z.core.$ZodErrorMap }>> = {
  'zh-CN': z.locales.zhCN,
  en: z.locales.en,
  ja: z.locales.ja,
  'zh-TW': z.locales.zhTW,
  it: z.locales.it,
};

/**
 * The error map of a parse in the interface language: the package's rules (`uiIssue`) through the
 * message catalogue, every other issue through zod's own messages of that language (`z.locales`).
 * Pass it per parse (`schema.safeParse(value, { error })`), so that nothing global changes.
 */
export function createZodErrorMap(locale: UiLocale, text: UiText): z.core.$ZodErrorMap {
  const { localeError } = zodLocales[locale]();
  return (issue) => {
    if (issue.code === 'custom') {
      const own = uiIssueParams(issue.params);
      if (own) return text(own.messageId, own.values ? { ...own.values } : undefined);
    }
    return localeError(issue);
  };
}
