import type { ReactNode } from 'react';
import { OpsIntlProvider } from '../../../i18n/intl';
import { resolveUiLocale } from '../../../i18n/locales';
import { approvalFlowMessages } from '../ApprovalFlowDesigner.messages';

/**
 * The designer's texts in one locale. Until the package catalogue lists `approvalFlowMessages`,
 * tests and stories add them through the provider's app messages.
 */
const byLocale = new Map<string, Readonly<Record<string, string>>>();

export function approvalFlowTexts(locale: string): Readonly<Record<string, string>> {
  const uiLocale = resolveUiLocale(locale);
  let texts = byLocale.get(uiLocale);
  if (!texts) {
    texts = Object.fromEntries(Object.entries(approvalFlowMessages).map(([id, all]) => [id, all[uiLocale]]));
    byLocale.set(uiLocale, texts);
  }
  return texts;
}

export function WithApprovalFlowTexts({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <OpsIntlProvider locale={locale} messages={approvalFlowTexts(locale)}>
      {children}
    </OpsIntlProvider>
  );
}
