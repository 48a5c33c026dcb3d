// The catalogue module itself: the package's index also loads its components, which need a browser.
import { uiMessages } from '../../../packages/ui/src/i18n/catalogue';
import { shellLocales, type ShellLocale } from '../src/catalogue/types';

/**
 * The texts of @opsdesk/ui in one language, as the JSON file the console loads for it: the package
 * keeps every language of every component in one catalogue, and the browser needs only one.
 */
export function uiMessagesJson(locale: ShellLocale): string {
  const texts = uiMessages[locale];
  const sorted = Object.fromEntries(
    Object.keys(texts)
      .sort()
      .map((id) => [id, texts[id]]),
  );
  return `${JSON.stringify(sorted, null, 1)}\n`;
}

export { shellLocales };
