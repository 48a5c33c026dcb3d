import { translationEntryResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { message, t } from '../../reference-area-labels';
import { translationModuleInput, translationStatusInput } from '../shared';

export const screen = defineScreen({
  resource: translationEntryResource,
  title: t('翻译管理', 'Translation management', '翻訳管理'),
  recordName: t('翻译词条', 'Translation entry', '翻訳エントリ'),
  fields: {
    messageKey: { label: t('词条键', 'Message key', 'メッセージキー'), display: 'code', width: 260 },
    module: { label: t('所属应用', 'Application', 'アプリケーション'), input: translationModuleInput },
    zhCn: { label: message('translationLanguage.zh-cn'), input: { type: 'textarea', rows: 2 } },
    enUs: { label: message('translationLanguage.en-us'), input: { type: 'textarea', rows: 2 } },
    ja: { label: message('translationLanguage.ja'), input: { type: 'textarea', rows: 2 } },
    zhTw: { label: message('translationLanguage.zh-tw'), input: { type: 'textarea', rows: 2 } },
    it: { label: message('translationLanguage.it'), input: { type: 'textarea', rows: 2 } },
    context: {
      label: t('使用场景', 'Context', '使用箇所'),
      input: { type: 'textarea', rows: 2 },
      help: t(
        '文案出现的位置，供译者参考',
        'Where the text shows, for translators',
        '翻訳者向け：表示される場所',
      ),
    },
    maxLength: { label: t('最大长度', 'Max length', '最大文字数'), display: 'number' },
    status: { label: t('状态', 'Status', 'ステータス'), input: translationStatusInput, display: 'status' },
    lastTranslator: { label: t('最近翻译人', 'Last translator', '最終翻訳者') },
  },
  columns: ['messageKey', 'module', 'zhCn', 'enUs', 'ja', 'zhTw', 'status', 'lastTranslator'],
  filters: ['module', 'status', 'messageKey'],
  form: [
    { title: t('词条', 'Entry', 'エントリ'), fields: ['messageKey', 'module', 'context', 'maxLength'] },
    { title: t('译文', 'Texts', '訳文'), fields: ['zhCn', 'enUs', 'ja', 'zhTw', 'it'] },
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
      sections: [{ fields: ['zhCn', 'enUs', 'ja', 'zhTw', 'it'] }],
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
