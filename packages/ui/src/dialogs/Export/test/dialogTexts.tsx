import type { ReactNode } from 'react';
import type { RenderResult } from '@testing-library/react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale, type UiLocale, type UiMessageTexts } from '../../../i18n/locales';
import { renderInUi } from '../../../test/renderInUi';
import { exportMessages } from '../ExportDialog.messages';
import { securityVerificationMessages } from '../SecurityVerificationDialog.messages';

const modules: readonly Readonly<Record<string, UiMessageTexts>>[] = [
  securityVerificationMessages,
  exportMessages,
];
// One object per locale: the provider keeps its messages while they are the same object.
const cache = new Map<UiLocale, Readonly<Record<string, string>>>();

/**
 * The texts of this folder's dialogs in one locale, flat. Until their modules are in the package's
 * catalogue (`i18n/catalogue.ts`), tests and stories pass them to `OpsIntlProvider` themselves.
 */
export function dialogTexts(locale: string): Readonly<Record<string, string>> {
  const uiLocale = resolveUiLocale(locale);
  let texts = cache.get(uiLocale);
  if (!texts) {
    texts = Object.fromEntries(
      modules.flatMap((module) => Object.entries(module).map(([id, text]) => [id, text[uiLocale]])),
    );
    cache.set(uiLocale, texts);
  }
  return texts;
}

/** The package's texts plus this folder's, in `locale`. */
export function WithDialogTexts({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) {
  return (
    <OpsIntlProvider locale={locale} messages={dialogTexts(locale)}>
      {children}
    </OpsIntlProvider>
  );
}

/** `renderInUi` with this folder's texts. */
export function renderWithTexts(ui: ReactNode, locale = 'en'): RenderResult {
  return renderInUi(<WithDialogTexts locale={locale}>{ui}</WithDialogTexts>, locale);
}
