import type { ShellLocale } from '../catalogue/types';

type Texts = Readonly<Record<string, string>>;

// One chunk per language; a language is loaded the first time it is shown.
const files = import.meta.glob<Texts>('./generated/ui.*.json', { import: 'default' });
const loads = new Map<ShellLocale, Promise<Texts>>();

/** The texts of @opsdesk/ui in one console language (loaded once, then shared). */
export function loadUiMessages(locale: ShellLocale): Promise<Texts> {
  let load = loads.get(locale);
  if (!load) {
    const file = files[`./generated/ui.${locale}.json`];
    if (!file) throw new Error(`No texts of @opsdesk/ui for ${locale}.`);
    load = file();
    // A failed load (the network) is tried again the next time rather than remembered.
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}
