import { defineUiMessages } from '../../i18n/locales';

/** Texts of DateTimePicker and TimePicker (the calendar's own are DatePicker's). */
export const dateTimePickerMessages = defineUiMessages({
  'ui.dateTimePicker.placeholder': {
    'zh-CN': 'YYYY-MM-DD HH:mm',
    en: 'YYYY-MM-DD HH:mm',
    ja: 'YYYY-MM-DD HH:mm',
    'zh-TW': 'YYYY-MM-DD HH:mm',
    it: 'YYYY-MM-DD HH:mm',
  },
  'ui.dateTimePicker.open': {
    'zh-CN': '选择日期和时间',
    en: 'Choose a date and time',
    ja: '日時を選択',
    'zh-TW': '選擇日期和時間',
    it: 'Scegli data e ora',
  },
  'ui.dateTimePicker.invalid': {
    'zh-CN': '请输入 YYYY-MM-DD HH:mm 格式的日期时间',
    en: 'Enter a date and time as YYYY-MM-DD HH:mm',
    ja: 'YYYY-MM-DD HH:mm の形式で日時を入力してください',
    'zh-TW': '請輸入 YYYY-MM-DD HH:mm 格式的日期時間',
    it: 'Inserisci data e ora nel formato YYYY-MM-DD HH:mm',
  },
  'ui.dateTimePicker.time': {
    'zh-CN': '时间',
    en: 'Time',
    ja: '時刻',
    'zh-TW': '時間',
    it: 'Orario',
  },
  'ui.dateTimePicker.hour': {
    'zh-CN': '小时',
    en: 'Hour',
    ja: '時',
    'zh-TW': '小時',
    it: 'Ora',
  },
  'ui.dateTimePicker.minute': {
    'zh-CN': '分钟',
    en: 'Minute',
    ja: '分',
    'zh-TW': '分鐘',
    it: 'Minuti',
  },
  'ui.dateTimePicker.done': {
    'zh-CN': '完成',
    en: 'Done',
    ja: '完了',
    'zh-TW': '完成',
    it: 'Fatto',
  },
  'ui.timePicker.placeholder': {
    'zh-CN': 'HH:mm',
    en: 'HH:mm',
    ja: 'HH:mm',
    'zh-TW': 'HH:mm',
    it: 'HH:mm',
  },
  'ui.timePicker.open': {
    'zh-CN': '选择时间',
    en: 'Choose a time',
    ja: '時刻を選択',
    'zh-TW': '選擇時間',
    it: 'Scegli un orario',
  },
  'ui.timePicker.invalid': {
    'zh-CN': '请输入 HH:mm 格式的时间（00:00–23:59）',
    en: 'Enter a time as HH:mm (00:00–23:59)',
    ja: 'HH:mm の形式で時刻を入力してください（00:00–23:59）',
    'zh-TW': '請輸入 HH:mm 格式的時間（00:00–23:59）',
    it: 'Inserisci un orario nel formato HH:mm (00:00–23:59)',
  },
  'ui.timePicker.loadFailed': {
    'zh-CN': '时间选择面板加载失败。',
    en: 'The time panel could not be loaded.',
    ja: '時刻の選択パネルを読み込めませんでした。',
    'zh-TW': '時間選擇面板載入失敗。',
    it: "Impossibile caricare il pannello dell'orario.",
  },
});
