import { defineUiMessages } from '../../i18n/locales';

/** Texts of Form, FormField and the unsaved-changes prompt. */
export const formMessages = defineUiMessages({
  'ui.form.unsaved.title': {
    'zh-CN': '离开此页面？',
    en: 'Leave this page?',
    ja: 'このページを離れますか？',
    'zh-TW': '離開此頁面？',
    it: 'Uscire da questa pagina?',
  },
  'ui.form.unsaved.description': {
    'zh-CN': '修改尚未保存，离开后将丢失。',
    en: 'Your changes are not saved and will be lost.',
    ja: '変更は保存されていません。離れると失われます。',
    'zh-TW': '修改尚未儲存，離開後將遺失。',
    it: 'Le modifiche non sono salvate e andranno perse.',
  },
  'ui.form.unsaved.leave': { 'zh-CN': '离开', en: 'Leave', ja: '離れる', 'zh-TW': '離開', it: 'Esci' },
  'ui.form.unsaved.stay': {
    'zh-CN': '留在此页',
    en: 'Stay',
    ja: 'このページに留まる',
    'zh-TW': '留在此頁',
    it: 'Resta',
  },
});
