import { defineUiMessages } from '../../i18n/locales';

/** Texts of Calendar, DatePicker and DateRangePicker. */
export const datePickerMessages = defineUiMessages({
  'ui.datePicker.placeholder': {
    'zh-CN': 'YYYY-MM-DD',
    en: 'YYYY-MM-DD',
    ja: 'YYYY-MM-DD',
    'zh-TW': 'YYYY-MM-DD',
    it: 'YYYY-MM-DD',
  },
  'ui.datePicker.open': {
    'zh-CN': '选择日期',
    en: 'Choose a date',
    ja: '日付を選択',
    'zh-TW': '選擇日期',
    it: 'Scegli una data',
  },
  'ui.datePicker.loadFailed': {
    'zh-CN': '日历加载失败。',
    en: 'The calendar could not be loaded.',
    ja: 'カレンダーを読み込めませんでした。',
    'zh-TW': '日曆載入失敗。',
    it: 'Impossibile caricare il calendario.',
  },
  'ui.datePicker.retry': {
    'zh-CN': '重试',
    en: 'Try again',
    ja: '再試行',
    'zh-TW': '重試',
    it: 'Riprova',
  },
  'ui.datePicker.previousMonth': {
    'zh-CN': '上个月',
    en: 'Previous month',
    ja: '前の月',
    'zh-TW': '上個月',
    it: 'Mese precedente',
  },
  'ui.datePicker.nextMonth': {
    'zh-CN': '下个月',
    en: 'Next month',
    ja: '次の月',
    'zh-TW': '下個月',
    it: 'Mese successivo',
  },
  'ui.datePicker.start': {
    'zh-CN': '开始日期',
    en: 'Start date',
    ja: '開始日',
    'zh-TW': '開始日期',
    it: 'Data di inizio',
  },
  'ui.datePicker.end': {
    'zh-CN': '结束日期',
    en: 'End date',
    ja: '終了日',
    'zh-TW': '結束日期',
    it: 'Data di fine',
  },
  'ui.datePicker.quickRanges': {
    'zh-CN': '快捷选择',
    en: 'Quick ranges',
    ja: 'クイック選択',
    'zh-TW': '快速選擇',
    it: 'Intervalli rapidi',
  },
  'ui.datePicker.thisMonth': {
    'zh-CN': '本月',
    en: 'This month',
    ja: '今月',
    'zh-TW': '本月',
    it: 'Questo mese',
  },
  'ui.datePicker.threeMonths': {
    'zh-CN': '近三个月',
    en: 'Last 3 months',
    ja: '過去 3 か月',
    'zh-TW': '近三個月',
    it: 'Ultimi 3 mesi',
  },
  'ui.datePicker.sixMonths': {
    'zh-CN': '近六个月',
    en: 'Last 6 months',
    ja: '過去 6 か月',
    'zh-TW': '近六個月',
    it: 'Ultimi 6 mesi',
  },
});
