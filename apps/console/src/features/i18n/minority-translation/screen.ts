import { minorityTranslationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: minorityTranslationResource,
  title: t('小语种翻译', 'Minority-language translations', '少数言語の翻訳'),
  recordName: t('小语种译文', 'Translation', '翻訳'),
  fields: {
    messageKey: { width: 260 },
    sourceText: { input: { type: 'textarea', rows: 2 } },
    translation: { input: { type: 'textarea', rows: 2 } },
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
