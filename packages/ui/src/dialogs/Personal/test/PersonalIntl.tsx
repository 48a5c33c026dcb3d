import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale, uiLocales, type UiLocale } from '../../../i18n/locales';
import { personalMessageModules } from './personalMessageModules';

/**
 * The messages of this directory, by locale. Until its modules are listed in `i18n/catalogue.ts`, the
 * package's provider does not know them: tests and stories add them over the package's here.
 */
export const personalMessages: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    uiLocales.map((locale) => [
      locale,
      Object.fromEntries(
        personalMessageModules.flatMap((module) =>
          Object.entries(module).map(([id, texts]) => [id, texts[locale]]),
        ),
      ),
    ]),
  ) as Record<UiLocale, Record<string, string>>;

/** The package's react-intl provider with this directory's messages. */
export function PersonalIntl({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) {
  return (
    <OpsIntlProvider locale={locale} messages={personalMessages[resolveUiLocale(locale)]}>
      {children}
    </OpsIntlProvider>
  );
}

/** Storybook decorator: the toolbar's language, with this directory's messages. */
export const withPersonalMessages: Decorator = (Story, context) => (
  <PersonalIntl locale={String(context.globals.locale ?? 'en')}>
    <Story />
  </PersonalIntl>
);
