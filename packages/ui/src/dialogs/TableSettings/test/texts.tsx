import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale, type UiLocale, type UiMessageTexts } from '../../../i18n/locales';
import { renderInUi } from '../../../test/renderInUi';
import { columnSettingsDialogMessages } from '../ColumnSettingsDialog.messages';
import { savedFiltersDialogMessages } from '../SavedFiltersDialog.messages';

/**
 * The texts of this directory, merged over the package's. The catalogue of the package lists them
 * once the lead adds their modules; until then tests and stories give them here.
 */
const modules: readonly Readonly<Record<string, UiMessageTexts>>[] = [
  columnSettingsDialogMessages,
  savedFiltersDialogMessages,
];

const byLocale = new Map<UiLocale, Readonly<Record<string, string>>>();

export function tableSettingsTexts(locale: string): Readonly<Record<string, string>> {
  const uiLocale = resolveUiLocale(locale);
  let texts = byLocale.get(uiLocale);
  if (!texts) {
    texts = Object.fromEntries(
      modules.flatMap((module) => Object.entries(module).map(([id, text]) => [id, text[uiLocale]])),
    );
    byLocale.set(uiLocale, texts);
  }
  return texts;
}

export function WithTableSettingsTexts({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) {
  return (
    <OpsIntlProvider locale={locale} messages={tableSettingsTexts(locale)}>
      {children}
    </OpsIntlProvider>
  );
}

/** `renderInUi` with this directory's texts. */
export function renderWithTexts(ui: ReactNode, locale = 'en') {
  return renderInUi(<WithTableSettingsTexts locale={locale}>{ui}</WithTableSettingsTexts>, locale);
}
