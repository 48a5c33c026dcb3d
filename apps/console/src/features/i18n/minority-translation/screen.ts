import {
  minorityTranslationLanguages,
  minorityTranslationResource,
  translationLanguageMessages,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { message, select, t } from '../../reference-area-labels';
import { translationModuleInput } from '../shared';

export const screen = defineScreen({
  resource: minorityTranslationResource,
  title: t('小语种翻译', 'Minority-language translations', '少数言語の翻訳'),
  recordName: t('小语种译文', 'Translation', '翻訳'),
  fields: {
    messageKey: { label: t('词条键', 'Message key', 'メッセージキー'), display: 'code', width: 260 },
    module: { label: t('所属应用', 'Application', 'アプリケーション'), input: translationModuleInput },
    languageCode: {
      label: t('语言', 'Language', '言語'),
      input: {
        type: 'select',
        options: minorityTranslationLanguages.map((language) => ({
          value: language,
          label: message(translationLanguageMessages[language]),
        })),
      },
    },
    sourceText: {
      label: t('原文', 'Source text', '原文'),
      input: { type: 'textarea', rows: 2 },
      display: 'multiline',
    },
    translation: {
      label: t('译文', 'Translation', '訳文'),
      input: { type: 'textarea', rows: 2 },
      display: 'multiline',
    },
    status: {
      label: t('状态', 'Status', 'ステータス'),
      input: select([
        ['UNTRANSLATED', '未翻译', 'Untranslated', '未翻訳', 'warning'],
        ['MACHINE_TRANSLATED', '机器翻译', 'Machine translated', '機械翻訳', 'info'],
        ['TRANSLATED', '人工翻译', 'Translated', '翻訳済み', 'info'],
        ['REVIEWED', '已审校', 'Reviewed', 'レビュー済み', 'success'],
      ]),
      display: 'status',
    },
    translator: { label: t('译者', 'Translator', '翻訳者') },
    reviewer: { label: t('审校人', 'Reviewer', 'レビュー担当') },
    reviewedDate: { label: t('审校日期', 'Reviewed on', 'レビュー日'), input: { type: 'date' } },
  },
  columns: [
    'messageKey',
    'module',
    'languageCode',
    'sourceText',
    'translation',
    'status',
    'reviewer',
    'reviewedDate',
  ],
  filters: ['languageCode', 'module', 'status', 'reviewedDate'],
  form: [
    { title: t('词条', 'Entry', 'エントリ'), fields: ['messageKey', 'module', 'languageCode', 'sourceText'] },
    {
      title: t('译文', 'Translation', '訳文'),
      fields: ['translation', 'status', 'translator', 'reviewer', 'reviewedDate'],
    },
  ],
  routes: { list: 'i18n-language-minority-language' },
  defaults: { status: 'UNTRANSLATED' },
  statusField: 'status',
  actions: [
    {
      key: 'review',
      label: t('审校通过', 'Mark reviewed', 'レビュー済みにする'),
      set: { status: 'REVIEWED' },
      when: { status: ['MACHINE_TRANSLATED', 'TRANSLATED'] },
      tone: 'primary',
    },
  ],
});
