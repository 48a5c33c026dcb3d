import { defineUiMessages } from '../../i18n/locales';

export const breadcrumbMessages = defineUiMessages({
  'ui.breadcrumb.label': {
    'zh-CN': '面包屑导航',
    en: 'Breadcrumb',
    ja: 'パンくずリスト',
    'zh-TW': '麵包屑導覽',
    it: 'Percorso di navigazione',
  },
  'ui.breadcrumb.showHidden': {
    'zh-CN': '显示隐藏的 {count} 个层级',
    en: 'Show {count} hidden levels',
    ja: '非表示の {count} 階層を表示',
    'zh-TW': '顯示隱藏的 {count} 個層級',
    it: 'Mostra {count} livelli nascosti',
  },
});
