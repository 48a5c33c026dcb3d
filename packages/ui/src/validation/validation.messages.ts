import { defineUiMessages } from '../i18n/locales';

/** Texts of the reusable schemas (spec §5). */
export const validationMessages = defineUiMessages({
  'ui.validation.required': {
    'zh-CN': '此项为必填项',
    en: 'This field is required',
    ja: 'この項目は必須です',
    'zh-TW': '此項為必填項',
    it: 'Campo obbligatorio',
  },
  'ui.validation.password.tooShort': {
    'zh-CN': '密码长度不能小于 {min} 位',
    en: 'The password cannot be shorter than {min} characters',
    ja: 'パスワードは {min} 文字以上にしてください',
    'zh-TW': '密碼長度不能小於 {min} 位',
    it: 'La password non può avere meno di {min} caratteri',
  },
  'ui.validation.password.tooLong': {
    'zh-CN': '密码长度不能大于 {max} 位',
    en: 'The password cannot be longer than {max} characters',
    ja: 'パスワードは {max} 文字以下にしてください',
    'zh-TW': '密碼長度不能大於 {max} 位',
    it: 'La password non può avere più di {max} caratteri',
  },
  'ui.validation.password.digit': {
    'zh-CN': '密码必须包含数字',
    en: 'The password must include a digit',
    ja: 'パスワードには数字を含めてください',
    'zh-TW': '密碼必須包含數字',
    it: 'La password deve contenere una cifra',
  },
  'ui.validation.password.lowerCase': {
    'zh-CN': '密码必须包含小写字母',
    en: 'The password must include a lower-case letter',
    ja: 'パスワードには英小文字を含めてください',
    'zh-TW': '密碼必須包含小寫字母',
    it: 'La password deve contenere una lettera minuscola',
  },
  'ui.validation.password.upperCase': {
    'zh-CN': '密码必须包含大写字母',
    en: 'The password must include an upper-case letter',
    ja: 'パスワードには英大文字を含めてください',
    'zh-TW': '密碼必須包含大寫字母',
    it: 'La password deve contenere una lettera maiuscola',
  },
  'ui.validation.password.special': {
    'zh-CN': '密码必须包含特殊字符',
    en: 'The password must include a special character',
    ja: 'パスワードには記号を含めてください',
    'zh-TW': '密碼必須包含特殊字元',
    it: 'La password deve contenere un carattere speciale',
  },
  'ui.validation.password.mismatch': {
    'zh-CN': '两次输入的密码不一致',
    en: 'The two passwords do not match',
    ja: '2 つのパスワードが一致しません',
    'zh-TW': '兩次輸入的密碼不一致',
    it: 'Le due password non coincidono',
  },
  'ui.validation.ipAddress': {
    'zh-CN': '请输入正确的 IP 地址：4 个 0 到 255 之间的数字，以点分隔',
    en: 'Enter an IP address: four numbers from 0 to 255, separated by dots',
    ja: 'IP アドレスを入力してください（0〜255 の数字 4 つをドットで区切る）',
    'zh-TW': '請輸入正確的 IP 位址：4 個 0 到 255 之間的數字，以點分隔',
    it: 'Inserisci un indirizzo IP: quattro numeri da 0 a 255 separati da punti',
  },
  'ui.validation.date': {
    'zh-CN': '请输入 YYYY-MM-DD 格式的日期',
    en: 'Enter a date as YYYY-MM-DD',
    ja: 'YYYY-MM-DD の形式で日付を入力してください',
    'zh-TW': '請輸入 YYYY-MM-DD 格式的日期',
    it: 'Inserisci una data nel formato YYYY-MM-DD',
  },
  'ui.validation.endBeforeStart': {
    'zh-CN': '结束时间早于开始时间',
    en: 'End time is before start time',
    ja: '終了日時が開始日時より前です',
    'zh-TW': '結束時間早於開始時間',
    it: 'La data di fine è precedente alla data di inizio',
  },
});

export type ValidationMessageId = keyof typeof validationMessages;
