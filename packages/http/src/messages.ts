/**
 * The user-facing texts of the request layer, in every interface language of the packages.
 * `common.error` is the spec's generic text for a failed call; the others say what a
 * failure without a server answer was, where the generic text would leave the user guessing.
 */
export const httpMessageIds = [
  'common.error',
  'http.error.field',
  'http.error.network',
  'http.error.timeout',
  'http.error.canceled',
  'http.error.sessionExpired',
  'http.error.verificationCancelled',
] as const;

export type HttpMessageId = (typeof httpMessageIds)[number];

export type HttpLocale = 'zh-CN' | 'en' | 'ja' | 'zh-TW' | 'it';

export const httpLocales: readonly HttpLocale[] = ['zh-CN', 'en', 'ja', 'zh-TW', 'it'];

/** `{field}` and `{message}` are filled in by `formatMessage`. */
export const httpMessages: Record<HttpLocale, Record<HttpMessageId, string>> = {
  'zh-CN': {
    'common.error': '操作失败，请稍后重试或联系管理员',
    'http.error.field': '{field}：{message}',
    'http.error.network': '网络连接失败，请检查网络后重试',
    'http.error.timeout': '请求超时，请稍后重试',
    'http.error.canceled': '请求已取消',
    'http.error.sessionExpired': '登录已失效，请重新登录',
    'http.error.verificationCancelled': '未完成身份验证，已取消下载',
  },
  en: {
    'common.error': 'The operation failed. Please retry, or contact an administrator.',
    'http.error.field': '{field}: {message}',
    'http.error.network': 'The server could not be reached. Check the network and retry.',
    'http.error.timeout': 'The server took too long to answer. Please retry.',
    'http.error.canceled': 'The request was cancelled.',
    'http.error.sessionExpired': 'Your session has expired. Please log in again.',
    'http.error.verificationCancelled':
      'Identity verification was not completed, so the download was cancelled.',
  },
  ja: {
    'common.error': '操作に失敗しました。再試行するか、管理者にお問い合わせください。',
    'http.error.field': '{field}：{message}',
    'http.error.network': 'サーバーに接続できません。ネットワークを確認して再試行してください。',
    'http.error.timeout': 'サーバーの応答がタイムアウトしました。再試行してください。',
    'http.error.canceled': 'リクエストはキャンセルされました。',
    'http.error.sessionExpired': 'セッションの有効期限が切れました。再度ログインしてください。',
    'http.error.verificationCancelled': '本人確認が完了しなかったため、ダウンロードを中止しました。',
  },
  'zh-TW': {
    'common.error': '操作失敗，請稍後重試或聯絡管理員',
    'http.error.field': '{field}：{message}',
    'http.error.network': '網路連線失敗，請檢查網路後重試',
    'http.error.timeout': '請求逾時，請稍後重試',
    'http.error.canceled': '請求已取消',
    'http.error.sessionExpired': '登入已失效，請重新登入',
    'http.error.verificationCancelled': '未完成身分驗證，已取消下載',
  },
  it: {
    'common.error': "L'operazione non è riuscita. Riprova o contatta un amministratore.",
    'http.error.field': '{field}: {message}',
    'http.error.network': 'Impossibile raggiungere il server. Controlla la rete e riprova.',
    'http.error.timeout': 'Il server non ha risposto in tempo. Riprova.',
    'http.error.canceled': 'La richiesta è stata annullata.',
    'http.error.sessionExpired': 'La sessione è scaduta. Accedi di nuovo.',
    'http.error.verificationCancelled':
      "La verifica dell'identità non è stata completata: download annullato.",
  },
};

/**
 * Maps the language codes in use across the platform (`zh_cn`, `zh_CN`, `zh-cn`, `en-us`,
 * `ja`, `zh_tw`, `zh-hk`, `it`...) to one of the package's locales; English otherwise.
 */
export function resolveHttpLocale(language: string | undefined): HttpLocale {
  const code = (language ?? '').toLowerCase().replace(/_/g, '-');
  if (code === 'zh-tw' || code === 'zh-hk' || code === 'zh-hant' || code.startsWith('zh-hant-'))
    return 'zh-TW';
  if (code === 'zh' || code.startsWith('zh-')) return 'zh-CN';
  if (code === 'ja' || code.startsWith('ja-')) return 'ja';
  if (code === 'it' || code.startsWith('it-')) return 'it';
  return 'en';
}

/** A translation function supplied by the app (react-intl's `formatMessage`, i18next's `t`...). */
export type Translate = (id: HttpMessageId, values?: Record<string, string>) => string | undefined;

export function formatHttpMessage(
  id: HttpMessageId,
  options: {
    language?: string | undefined;
    translate?: Translate | undefined;
    values?: Record<string, string>;
  } = {},
): string {
  const fromApp = options.translate?.(id, options.values);
  if (typeof fromApp === 'string' && fromApp !== '' && fromApp !== id) return fromApp;
  const template = httpMessages[resolveHttpLocale(options.language)][id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => options.values?.[name] ?? whole);
}
