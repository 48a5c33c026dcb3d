import {
  rightToLeftTranslationLanguages,
  translationEntryResource,
  translationLanguages,
  translationTextFields,
  translationTextMaxLength,
  type TranslationLanguage,
  type TranslationTextField,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';

/** The entry's text fields, one per language of translation management, in the spec's order. */
const textFields: readonly TranslationTextField[] = translationLanguages.map(
  (language) => translationTextFields[language],
);

const rightToLeft = new Set<TranslationLanguage>(rightToLeftTranslationLanguages);

/**
 * Every language's text is edited in a textarea labelled with the language's name (its description),
 * with a count of its characters up to the limit, written right to left in Arabic.
 */
const textViews = Object.fromEntries(
  translationLanguages.map((language): [TranslationTextField, ScreenFieldView] => [
    translationTextFields[language],
    {
      input: { type: 'textarea', rows: 2, limit: translationTextMaxLength },
      ...(rightToLeft.has(language) && { dir: 'rtl' }),
    },
  ]),
) as Readonly<Record<TranslationTextField, ScreenFieldView>>;

export const screen = defineScreen({
  resource: translationEntryResource,
  title: t('翻译管理', 'Translation management', '翻訳管理'),
  recordName: t('翻译词条', 'Translation entry', '翻訳エントリ'),
  fields: {
    messageKey: { width: 260 },
    ...textViews,
    context: { input: { type: 'textarea', rows: 2 } },
  },
  columns: ['messageKey', 'module', 'zhCn', 'enUs', 'ja', 'zhTw', 'status', 'lastTranslator'],
  filters: ['module', 'status', 'messageKey'],
  form: [
    { title: t('词条', 'Entry', 'エントリ'), fields: ['messageKey', 'module', 'context', 'maxLength'] },
    // All 17 languages in one form: the entry is one record, saved in one request.
    { title: t('译文', 'Texts', '訳文'), fields: textFields },
    { title: t('审校', 'Review', 'レビュー'), fields: ['status', 'lastTranslator'] },
  ],
  detail: [
    {
      key: 'entry',
      title: t('词条', 'Entry', 'エントリ'),
      sections: [{ fields: ['messageKey', 'module', 'context', 'maxLength', 'status', 'lastTranslator'] }],
    },
    {
      key: 'texts',
      title: t('译文', 'Texts', '訳文'),
      sections: [{ fields: textFields }],
    },
  ],
  routes: { list: 'language-management' },
  defaults: { status: 'NEW' },
  statusField: 'status',
  actions: [
    {
      key: 'mark-reviewed',
      label: t('审校通过', 'Mark reviewed', 'レビュー済みにする'),
      set: { status: 'REVIEWED' },
      when: { status: ['NEW', 'TRANSLATED'] },
      tone: 'primary',
    },
    {
      key: 'reopen',
      label: t('重新翻译', 'Reopen', '再翻訳'),
      set: { status: 'NEW' },
      when: { status: ['REVIEWED', 'RELEASED'] },
      confirm: t(
        '确定将该词条退回重新翻译？',
        'Send this entry back for translation?',
        'このエントリを再翻訳に戻しますか？',
      ),
    },
  ],
});
