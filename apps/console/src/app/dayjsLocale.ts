import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import type { ShellLanguage } from '../i18n/language';

const dayjsLocales: Readonly<Record<ShellLanguage, string>> = { zh_cn: 'zh-cn', en: 'en', ja: 'ja' };

/** Switches the date locale with the interface language. */
export function applyDateLocale(language: ShellLanguage): void {
  dayjs.locale(dayjsLocales[language]);
}
