import { defineUiMessages } from './locales';

/** Texts many components share. */
export const commonMessages = defineUiMessages({
  'ui.common.loading': {
    'zh-CN': '加载中…',
    en: 'Loading…',
    ja: '読み込み中…',
    'zh-TW': '載入中…',
    it: 'Caricamento…',
  },
  'ui.common.close': { 'zh-CN': '关闭', en: 'Close', ja: '閉じる', 'zh-TW': '關閉', it: 'Chiudi' },
  'ui.common.cancel': { 'zh-CN': '取消', en: 'Cancel', ja: 'キャンセル', 'zh-TW': '取消', it: 'Annulla' },
  'ui.common.confirm': { 'zh-CN': '确定', en: 'OK', ja: 'OK', 'zh-TW': '確定', it: 'OK' },
  'ui.common.retry': { 'zh-CN': '重试', en: 'Retry', ja: '再試行', 'zh-TW': '重試', it: 'Riprova' },
  'ui.common.error': {
    'zh-CN': '操作失败，请稍后重试或联系管理员',
    en: 'The operation failed. Please retry, or contact an administrator.',
    ja: '操作に失敗しました。再試行するか、管理者にお問い合わせください。',
    'zh-TW': '操作失敗，請稍後重試或聯絡管理員',
    it: "L'operazione non è riuscita. Riprova o contatta un amministratore.",
  },
  'ui.lazyDialog.failed.title': {
    'zh-CN': '窗口加载失败',
    en: 'This window could not be loaded',
    ja: 'ウィンドウを読み込めませんでした',
    'zh-TW': '視窗載入失敗',
    it: 'Impossibile caricare questa finestra',
  },
  'ui.lazyDialog.failed.body': {
    'zh-CN': '请检查网络连接后重试。',
    en: 'Check your connection, then try again.',
    ja: '接続を確認してから、もう一度お試しください。',
    'zh-TW': '請檢查網路連線後重試。',
    it: 'Controlla la connessione, poi riprova.',
  },
  'ui.common.empty': {
    'zh-CN': '暂无数据',
    en: 'No data',
    ja: 'データがありません',
    'zh-TW': '暫無資料',
    it: 'Nessun dato',
  },
});
