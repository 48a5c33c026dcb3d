import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale, uiLocales, type UiLocale, type UiMessageTexts } from '../../../i18n/locales';
import { addressBookMessages } from '../AddressBookDialog.messages';
import { invoiceTitleMessages } from '../InvoiceTitleDialog.messages';

/** The message modules of this directory; each is to be listed in `i18n/catalogue.ts`. */
export const directoryMessageModules: readonly Readonly<Record<string, UiMessageTexts>>[] = [
  addressBookMessages,
  invoiceTitleMessages,
];

/**
 * The messages of this directory, by locale. Until its modules are listed in the catalogue, the
 * package's provider does not know them: tests and stories add them over the package's here.
 */
export const directoryMessages: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    uiLocales.map((locale) => [
      locale,
      Object.fromEntries(
        directoryMessageModules.flatMap((module) =>
          Object.entries(module).map(([id, texts]) => [id, texts[locale]]),
        ),
      ),
    ]),
  ) as Record<UiLocale, Record<string, string>>;

/** The package's react-intl provider with this directory's messages. */
export function DirectoryIntl({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) {
  return (
    <OpsIntlProvider locale={locale} messages={directoryMessages[resolveUiLocale(locale)]}>
      {children}
    </OpsIntlProvider>
  );
}

/** Storybook decorator: the toolbar's language, with this directory's messages. */
export const withDirectoryMessages: Decorator = (Story, context) => (
  <DirectoryIntl locale={String(context.globals.locale ?? 'en')}>
    <Story />
  </DirectoryIntl>
);
