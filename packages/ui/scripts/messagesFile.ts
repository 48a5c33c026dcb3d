// The catalogue module itself: the package's index also loads its components, which need a browser.
import { uiMessages } from '../src/i18n/catalogue';
import { uiLocales, type UiLocale } from '../src/i18n/locales';

/** Where the texts of a locale are published: `@opsdesk/ui/messages/<locale>.json`. */
export function uiMessagesPath(locale: UiLocale): string {
  return `messages/${locale}.json`;
}

/**
 * The texts of the package in one locale, as the published JSON file an app loads (message id →
 * text, sorted by id, formatted as Prettier would): the catalogue holds every locale, a browser
 * needs one.
 */
export function uiMessagesFile(locale: UiLocale): string {
  const texts = uiMessages[locale];
  const sorted = Object.fromEntries(
    Object.keys(texts)
      .sort()
      .map((id) => [id, texts[id]]),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export { uiLocales };
