import dayjs from 'dayjs';
import enAu from 'dayjs/locale/en-au';
import enCa from 'dayjs/locale/en-ca';
import enGb from 'dayjs/locale/en-gb';
import enIe from 'dayjs/locale/en-ie';
import enIl from 'dayjs/locale/en-il';
import enIn from 'dayjs/locale/en-in';
import enNz from 'dayjs/locale/en-nz';
import enSg from 'dayjs/locale/en-sg';
import ja from 'dayjs/locale/ja';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import { resolveUiLocale } from '../i18n/locales';

/** The dayjs locale bundles of the spec (§9), and dayjs's built-in `en`. */
export const dayjsLocales = [
  'en',
  'en-au',
  'en-ca',
  'en-gb',
  'en-ie',
  'en-il',
  'en-nz',
  'en-in',
  'en-sg',
  'ja',
  'zh-cn',
  'zh-tw',
] as const;
export type DayjsLocale = (typeof dayjsLocales)[number];

// Registered by value, not as a side effect of the import: the package is `sideEffects: false`.
for (const bundle of [enAu, enCa, enGb, enIe, enIl, enIn, enNz, enSg, ja, zhCn, zhTw]) {
  dayjs.locale(bundle, undefined, true);
}

/**
 * The dayjs locale for an interface language. English follows the region of `regional` (the browser
 * language, e.g. `en-GB`) where a bundle exists, for its week start and month names; a language
 * without a bundle (Italian) keeps `en`.
 */
export function dayjsLocaleFor(language: string | undefined, regional?: string): DayjsLocale {
  const ui = resolveUiLocale(language);
  if (ui === 'zh-CN') return 'zh-cn';
  if (ui === 'zh-TW') return 'zh-tw';
  if (ui === 'ja') return 'ja';
  if (ui === 'en') {
    const region = (regional ?? language ?? '').toLowerCase().replace(/_/g, '-');
    return (dayjsLocales as readonly string[]).includes(region) ? (region as DayjsLocale) : 'en';
  }
  return 'en';
}
