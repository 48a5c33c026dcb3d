import type { LoginFailureCode } from '@opsdesk/api';
import { resolveHttpLocale, type HttpLocale } from '@opsdesk/http';

/**
 * The login messages of the spec's catalogue, one per failure code, plus what a login page needs
 * around them: the rate limit, a failure without an answer, an answer nobody knows, and the count
 * of attempts left before the account locks.
 */
export const loginMessageIds = [
  'auth.login.badCredentials',
  'auth.login.wrongPassword',
  'auth.login.accountExpired',
  'auth.login.notActivated',
  'auth.login.emailNotBound',
  'auth.login.mobileNotBound',
  'auth.login.userNotFound',
  'auth.login.accountLocked',
  'auth.login.multipleUsers',
  'auth.login.passwordExpired',
  'auth.login.userLeft',
  'auth.login.userDisabled',
  'auth.login.corporateLoginFailed',
  'auth.login.userInfoExpired',
  'auth.login.tokenInvalid',
  'auth.login.rateLimited',
  'auth.login.rateLimitedSeconds',
  'auth.login.network',
  'auth.login.failed',
  'auth.login.remainingAttempts',
] as const;

export type LoginMessageId = (typeof loginMessageIds)[number];

/** The message of each failure code the server answers in `errorCode`. */
export const loginFailureMessageIds: Record<LoginFailureCode, LoginMessageId> = {
  BAD_CREDENTIALS: 'auth.login.badCredentials',
  WRONG_PASSWORD: 'auth.login.wrongPassword',
  ACCOUNT_EXPIRED: 'auth.login.accountExpired',
  NOT_ACTIVATED: 'auth.login.notActivated',
  EMAIL_NOT_BOUND: 'auth.login.emailNotBound',
  MOBILE_NOT_BOUND: 'auth.login.mobileNotBound',
  USER_NOT_FOUND: 'auth.login.userNotFound',
  ACCOUNT_LOCKED: 'auth.login.accountLocked',
  MULTIPLE_USERS: 'auth.login.multipleUsers',
  PASSWORD_EXPIRED: 'auth.login.passwordExpired',
  USER_LEFT: 'auth.login.userLeft',
  USER_DISABLED: 'auth.login.userDisabled',
  CORPORATE_LOGIN_FAILED: 'auth.login.corporateLoginFailed',
  USER_INFO_EXPIRED: 'auth.login.userInfoExpired',
  TOKEN_INVALID: 'auth.login.tokenInvalid',
  RATE_LIMITED: 'auth.login.rateLimited',
};

export type LoginLocale = HttpLocale;

/** `{seconds}` and `{count}` are filled in by `formatLoginMessage`. */
export const loginMessages: Record<LoginLocale, Record<LoginMessageId, string>> = {
  'zh-CN': {
    'auth.login.badCredentials': '用户名或密码错误',
    'auth.login.wrongPassword': '密码错误',
    'auth.login.accountExpired': '账号已过期',
    'auth.login.notActivated': '账号未激活，请使用移动端激活',
    'auth.login.emailNotBound': '该邮箱未绑定账号',
    'auth.login.mobileNotBound': '该手机号未绑定账号',
    'auth.login.userNotFound': '用户不存在',
    'auth.login.accountLocked': '账号已锁定，请使用忘记密码或联系管理员重置',
    'auth.login.multipleUsers': '该账号关联了多个用户，请使用用户名登录',
    'auth.login.passwordExpired': '密码已过期，请重置密码',
    'auth.login.userLeft': '该用户已离职',
    'auth.login.userDisabled': '该用户已禁用或未启用',
    'auth.login.corporateLoginFailed': '企业登录无效或连接失败',
    'auth.login.userInfoExpired': '用户信息已过期，请重新登录',
    'auth.login.tokenInvalid': '登录凭证已过期或会话无效，请重新登录',
    'auth.login.rateLimited': '登录尝试过于频繁，请稍后再试',
    'auth.login.rateLimitedSeconds': '登录尝试过于频繁，请 {seconds} 秒后再试',
    'auth.login.network': '网络连接失败，请检查网络后重试',
    'auth.login.failed': '登录失败，请稍后重试或联系管理员',
    'auth.login.remainingAttempts': '账号锁定前还可尝试 {count} 次',
  },
  en: {
    'auth.login.badCredentials': 'Wrong username or password.',
    'auth.login.wrongPassword': 'Wrong password.',
    'auth.login.accountExpired': 'The account has expired.',
    'auth.login.notActivated': 'The account is not activated. Activate it in the mobile app.',
    'auth.login.emailNotBound': 'This e-mail address is not bound to an account.',
    'auth.login.mobileNotBound': 'This mobile number is not bound to an account.',
    'auth.login.userNotFound': 'The user does not exist.',
    'auth.login.accountLocked': 'The account is locked. Use "Forgot password" or ask for a reset.',
    'auth.login.multipleUsers': 'This account is linked to several users. Log in with your username.',
    'auth.login.passwordExpired': 'The password has expired. Please reset it.',
    'auth.login.userLeft': 'This user has left the company.',
    'auth.login.userDisabled': 'This user is disabled or not enabled.',
    'auth.login.corporateLoginFailed': 'The corporate login is invalid or could not connect.',
    'auth.login.userInfoExpired': 'Your user information has expired. Please log in again.',
    'auth.login.tokenInvalid': 'Your token has expired or the session is invalid. Please log in again.',
    'auth.login.rateLimited': 'Too many login attempts. Please wait a moment and retry.',
    'auth.login.rateLimitedSeconds': 'Too many login attempts. Please retry in {seconds} seconds.',
    'auth.login.network': 'The server could not be reached. Check the network and retry.',
    'auth.login.failed': 'The login failed. Please retry, or contact an administrator.',
    'auth.login.remainingAttempts': 'Attempts left before the account locks: {count}.',
  },
  ja: {
    'auth.login.badCredentials': 'ユーザー名またはパスワードが正しくありません。',
    'auth.login.wrongPassword': 'パスワードが正しくありません。',
    'auth.login.accountExpired': 'アカウントの有効期限が切れています。',
    'auth.login.notActivated': 'アカウントが有効化されていません。モバイルアプリで有効化してください。',
    'auth.login.emailNotBound': 'このメールアドレスはアカウントに紐付けられていません。',
    'auth.login.mobileNotBound': 'この携帯電話番号はアカウントに紐付けられていません。',
    'auth.login.userNotFound': 'ユーザーが存在しません。',
    'auth.login.accountLocked':
      'アカウントがロックされています。「パスワードを忘れた場合」を使うか、リセットを依頼してください。',
    'auth.login.multipleUsers':
      'このアカウントは複数のユーザーに紐付いています。ユーザー名でログインしてください。',
    'auth.login.passwordExpired': 'パスワードの有効期限が切れています。リセットしてください。',
    'auth.login.userLeft': 'このユーザーは退職済みです。',
    'auth.login.userDisabled': 'このユーザーは無効化されているか、有効になっていません。',
    'auth.login.corporateLoginFailed': '企業ログインが無効か、接続に失敗しました。',
    'auth.login.userInfoExpired': 'ユーザー情報の有効期限が切れました。再度ログインしてください。',
    'auth.login.tokenInvalid':
      'トークンの有効期限が切れたか、セッションが無効です。再度ログインしてください。',
    'auth.login.rateLimited': 'ログインの試行回数が多すぎます。しばらくしてから再試行してください。',
    'auth.login.rateLimitedSeconds': 'ログインの試行回数が多すぎます。{seconds} 秒後に再試行してください。',
    'auth.login.network': 'サーバーに接続できません。ネットワークを確認して再試行してください。',
    'auth.login.failed': 'ログインに失敗しました。再試行するか、管理者にお問い合わせください。',
    'auth.login.remainingAttempts': 'アカウントがロックされるまでの残り試行回数：{count}',
  },
  'zh-TW': {
    'auth.login.badCredentials': '使用者名稱或密碼錯誤',
    'auth.login.wrongPassword': '密碼錯誤',
    'auth.login.accountExpired': '帳號已過期',
    'auth.login.notActivated': '帳號未啟用，請使用行動端啟用',
    'auth.login.emailNotBound': '該郵箱未綁定帳號',
    'auth.login.mobileNotBound': '該手機號碼未綁定帳號',
    'auth.login.userNotFound': '使用者不存在',
    'auth.login.accountLocked': '帳號已鎖定，請使用忘記密碼或聯絡管理員重設',
    'auth.login.multipleUsers': '該帳號關聯了多個使用者，請使用使用者名稱登入',
    'auth.login.passwordExpired': '密碼已過期，請重設密碼',
    'auth.login.userLeft': '該使用者已離職',
    'auth.login.userDisabled': '該使用者已停用或未啟用',
    'auth.login.corporateLoginFailed': '企業登入無效或連線失敗',
    'auth.login.userInfoExpired': '使用者資訊已過期，請重新登入',
    'auth.login.tokenInvalid': '登入憑證已過期或工作階段無效，請重新登入',
    'auth.login.rateLimited': '登入嘗試過於頻繁，請稍後再試',
    'auth.login.rateLimitedSeconds': '登入嘗試過於頻繁，請 {seconds} 秒後再試',
    'auth.login.network': '網路連線失敗，請檢查網路後重試',
    'auth.login.failed': '登入失敗，請稍後重試或聯絡管理員',
    'auth.login.remainingAttempts': '帳號鎖定前還可嘗試 {count} 次',
  },
  it: {
    'auth.login.badCredentials': 'Nome utente o password errati.',
    'auth.login.wrongPassword': 'Password errata.',
    'auth.login.accountExpired': "L'account è scaduto.",
    'auth.login.notActivated': "L'account non è attivato. Attivalo dall'app mobile.",
    'auth.login.emailNotBound': 'Questo indirizzo e-mail non è associato a un account.',
    'auth.login.mobileNotBound': 'Questo numero di cellulare non è associato a un account.',
    'auth.login.userNotFound': "L'utente non esiste.",
    'auth.login.accountLocked': 'L\'account è bloccato. Usa "Password dimenticata" o chiedi un ripristino.',
    'auth.login.multipleUsers': 'Questo account è collegato a più utenti. Accedi con il nome utente.',
    'auth.login.passwordExpired': 'La password è scaduta. Reimpostala.',
    'auth.login.userLeft': "Questo utente ha lasciato l'azienda.",
    'auth.login.userDisabled': 'Questo utente è disattivato o non abilitato.',
    'auth.login.corporateLoginFailed': "L'accesso aziendale non è valido o la connessione non è riuscita.",
    'auth.login.userInfoExpired': 'Le informazioni utente sono scadute. Accedi di nuovo.',
    'auth.login.tokenInvalid': 'Il token è scaduto o la sessione non è valida. Accedi di nuovo.',
    'auth.login.rateLimited': 'Troppi tentativi di accesso. Attendi un momento e riprova.',
    'auth.login.rateLimitedSeconds': 'Troppi tentativi di accesso. Riprova tra {seconds} secondi.',
    'auth.login.network': 'Impossibile raggiungere il server. Controlla la rete e riprova.',
    'auth.login.failed': "L'accesso non è riuscito. Riprova o contatta un amministratore.",
    'auth.login.remainingAttempts': "Tentativi rimasti prima del blocco dell'account: {count}.",
  },
};

/** A translation function supplied by the app (react-intl's `formatMessage`, i18next's `t`...). */
export type LoginTranslate = (
  id: LoginMessageId,
  values?: Record<string, string | number>,
) => string | undefined;

export interface LoginMessageOptions {
  /** The current language code (`zh_cn`, `en`, `ja`, `zh_tw`, `it`...): picks the built-in texts. */
  readonly language?: string | undefined;
  /** The app's own translation function; the built-in texts are used where it has none. */
  readonly translate?: LoginTranslate | undefined;
}

/** A login message in the current language: the app's translation first, the built-in text otherwise. */
export function formatLoginMessage(
  id: LoginMessageId,
  options: LoginMessageOptions & { readonly values?: Record<string, string | number> } = {},
): string {
  const fromApp = options.translate?.(id, options.values);
  if (typeof fromApp === 'string' && fromApp !== '' && fromApp !== id) return fromApp;
  const template = loginMessages[resolveHttpLocale(options.language)][id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = options.values?.[name];
    return value === undefined ? whole : String(value);
  });
}
