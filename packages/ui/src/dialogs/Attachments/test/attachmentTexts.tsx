import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale } from '../../../i18n/locales';
import { attachmentsMessages } from '../Attachments.messages';

/**
 * The attachment texts in one language, for tests and stories: until the catalogue lists
 * `attachmentsMessages`, `OpsIntlProvider` does not know them (then this is harmless).
 */
export function attachmentTexts(locale: string): Record<string, string> {
  const uiLocale = resolveUiLocale(locale);
  return Object.fromEntries(Object.entries(attachmentsMessages).map(([id, texts]) => [id, texts[uiLocale]]));
}

/** Adds the attachment texts under the surrounding provider's language. */
export function WithAttachmentTexts({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) {
  return (
    <OpsIntlProvider locale={locale} messages={attachmentTexts(locale)}>
      {children}
    </OpsIntlProvider>
  );
}

/** The stories' decorator: the attachment texts in the toolbar's language, 560 px wide. */
export const withAttachmentTexts: Decorator = (Story, context) => (
  <WithAttachmentTexts locale={String(context.globals.locale ?? 'en')}>
    <div style={{ maxWidth: 560 }}>
      <Story />
    </div>
  </WithAttachmentTexts>
);
