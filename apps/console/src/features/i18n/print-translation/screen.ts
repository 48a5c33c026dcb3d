import { printTranslationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, message, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: printTranslationResource,
  title: t('打印多语言', 'Print translations', '印刷用翻訳'),
  recordName: t('打印词条', 'Print label', '印刷ラベル'),
  fields: {
    messageKey: { label: t('词条键', 'Message key', 'メッセージキー'), display: 'code', width: 240 },
    printTemplate: {
      label: t('打印模板', 'Print template', '印刷テンプレート'),
      input: select([
        ['EXPENSE_REPORT', '报销单', 'Expense report', '経費精算書'],
        ['REQUISITION', '申请单', 'Requisition', '申請書'],
        ['TRAVEL_APPLICATION', '差旅申请单', 'Travel application', '出張申請書'],
        ['LOAN', '借款单', 'Loan', '仮払申請書'],
        ['CORPORATE_PAYMENT', '对公付款单', 'Corporate payment', '法人支払書'],
        ['PAYMENT_VOUCHER', '付款凭证', 'Payment voucher', '支払伝票'],
        ['CONTRACT', '合同', 'Contract', '契約書'],
      ]),
    },
    zhCn: { label: message('translationLanguage.zh-cn') },
    enUs: { label: message('translationLanguage.en-us') },
    ja: { label: message('translationLanguage.ja') },
    zhTw: { label: message('translationLanguage.zh-tw') },
    it: { label: message('translationLanguage.it') },
    maxLength: {
      label: t('最大长度', 'Max length', '最大文字数'),
      display: 'number',
      help: t('打印框能容纳的字符数', 'Characters the printed box holds', '印刷枠に収まる文字数'),
    },
    remark: common.remark,
    enabled: common.enabled,
  },
  columns: ['messageKey', 'printTemplate', 'zhCn', 'enUs', 'ja', 'zhTw', 'enabled'],
  filters: ['printTemplate', 'enabled'],
  form: [
    { title: t('词条', 'Label', 'ラベル'), fields: ['messageKey', 'printTemplate', 'maxLength', 'enabled'] },
    { title: t('译文', 'Texts', '訳文'), fields: ['zhCn', 'enUs', 'ja', 'zhTw', 'it', 'remark'] },
  ],
  routes: { list: 'language-to-print' },
  enabledField: 'enabled',
});
