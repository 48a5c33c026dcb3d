import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale } from '../../../i18n/locales';
import { renderInUi } from '../../../test/renderInUi';
import { importDialogMessages } from '../ImportDialog.messages';

/** The dialog's texts in one locale, flat, as `OpsIntlProvider` merges an app's messages. */
export function importTexts(locale: string): Record<string, string> {
  const uiLocale = resolveUiLocale(locale);
  return Object.fromEntries(Object.entries(importDialogMessages).map(([id, texts]) => [id, texts[uiLocale]]));
}

/**
 * Adds the dialog's texts when the package's catalogue does not hold them yet (until
 * `importDialogMessages` is registered in i18n/catalogue.ts); a no-op once it does.
 */
export function WithImportMessages({ children }: { readonly children?: ReactNode }) {
  const intl = useIntl();
  if (intl.messages['ui.importDialog.title'] !== undefined) return <>{children}</>;
  return (
    <OpsIntlProvider locale={intl.locale} messages={importTexts(intl.locale)}>
      {children}
    </OpsIntlProvider>
  );
}

/** `renderInUi` with the dialog's texts. */
export function renderImport(ui: ReactNode, locale = 'en'): RenderResult {
  return renderInUi(<WithImportMessages>{ui}</WithImportMessages>, locale);
}
