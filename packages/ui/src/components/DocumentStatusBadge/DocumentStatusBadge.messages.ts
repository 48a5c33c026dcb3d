import { defineUiMessages } from '../../i18n/locales';

/** Names of the document-status operate categories. */
export const documentStatusBadgeMessages = defineUiMessages({
  'ui.documentStatusBadge.edit': {
    'zh-CN': '待编辑',
    en: 'To edit',
    ja: '編集待ち',
    'zh-TW': '待編輯',
    it: 'Da modificare',
  },
  'ui.documentStatusBadge.processing': {
    'zh-CN': '处理中',
    en: 'Processing',
    ja: '処理中',
    'zh-TW': '處理中',
    it: 'In lavorazione',
  },
  'ui.documentStatusBadge.finish': {
    'zh-CN': '已完结',
    en: 'Finished',
    ja: '完了',
    'zh-TW': '已完結',
    it: 'Concluso',
  },
  'ui.documentStatusBadge.pay': {
    'zh-CN': '支付',
    en: 'Payment',
    ja: '支払',
    'zh-TW': '支付',
    it: 'Pagamento',
  },
  'ui.documentStatusBadge.billing': {
    'zh-CN': '账单',
    en: 'Billing',
    ja: '請求',
    'zh-TW': '帳單',
    it: 'Addebito',
  },
});
