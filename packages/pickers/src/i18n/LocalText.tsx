import { useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { inLocale } from './text';

/** A text given in every language, in the interface language (a table cell, a status). */
export function LocalText({ texts }: { readonly texts: UiMessageTexts }) {
  return <>{inLocale(texts, useUiLocale())}</>;
}
