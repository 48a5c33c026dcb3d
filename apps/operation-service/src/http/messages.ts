/**
 * The texts the service answers with, in the interface languages. The request's `language`
 * parameter (`zh_cn`, `en`, `ja`, `zh_tw`, `it`) picks one; English otherwise.
 */
export type ServiceLocale = 'zh-CN' | 'en' | 'ja' | 'zh-TW' | 'it';

export function localeOf(language: unknown): ServiceLocale {
  const code = typeof language === 'string' ? language.toLowerCase().replace(/_/g, '-') : '';
  if (code === 'zh-tw' || code === 'zh-hk') return 'zh-TW';
  if (code.startsWith('zh')) return 'zh-CN';
  if (code.startsWith('ja')) return 'ja';
  if (code.startsWith('it')) return 'it';
  return 'en';
}

const catalogue = {
  // Login: the messages of the spec's catalogue, one per stable error code.
  BAD_CREDENTIALS: {
    'zh-CN': '用户名或密码错误',
    en: 'Wrong username or password.',
    ja: 'ユーザー名またはパスワードが正しくありません。',
    'zh-TW': '使用者名稱或密碼錯誤',
    it: 'Nome utente o password errati.',
  },
  WRONG_PASSWORD: {
    'zh-CN': '密码错误',
    en: 'Wrong password.',
    ja: 'パスワードが正しくありません。',
    'zh-TW': '密碼錯誤',
    it: 'Password errata.',
  },
  ACCOUNT_EXPIRED: {
    'zh-CN': '账号已过期',
    en: 'The account has expired.',
    ja: 'アカウントの有効期限が切れています。',
    'zh-TW': '帳號已過期',
    it: "L'account è scaduto.",
  },
  NOT_ACTIVATED: {
    'zh-CN': '账号未激活，请使用移动端激活',
    en: 'The account is not activated. Activate it in the mobile app.',
    ja: 'アカウントが有効化されていません。モバイルアプリで有効化してください。',
    'zh-TW': '帳號未啟用，請使用行動端啟用',
    it: "L'account non è attivato. Attivalo dall'app mobile.",
  },
  EMAIL_NOT_BOUND: {
    'zh-CN': '该邮箱未绑定账号',
    en: 'This e-mail address is not bound to an account.',
    ja: 'このメールアドレスはアカウントに紐付けられていません。',
    'zh-TW': '該郵箱未綁定帳號',
    it: 'Questo indirizzo e-mail non è associato a un account.',
  },
  MOBILE_NOT_BOUND: {
    'zh-CN': '该手机号未绑定账号',
    en: 'This mobile number is not bound to an account.',
    ja: 'この携帯電話番号はアカウントに紐付けられていません。',
    'zh-TW': '該手機號碼未綁定帳號',
    it: 'Questo numero di cellulare non è associato a un account.',
  },
  USER_NOT_FOUND: {
    'zh-CN': '用户不存在',
    en: 'The user does not exist.',
    ja: 'ユーザーが存在しません。',
    'zh-TW': '使用者不存在',
    it: "L'utente non esiste.",
  },
  ACCOUNT_LOCKED: {
    'zh-CN': '账号已锁定，请使用忘记密码或联系管理员重置',
    en: 'The account is locked. Use "Forgot password" or ask for a reset.',
    ja: 'アカウントがロックされています。「パスワードを忘れた場合」を使うか、リセットを依頼してください。',
    'zh-TW': '帳號已鎖定，請使用忘記密碼或聯絡管理員重設',
    it: 'L\'account è bloccato. Usa "Password dimenticata" o chiedi un ripristino.',
  },
  MULTIPLE_USERS: {
    'zh-CN': '该账号关联了多个用户，请使用用户名登录',
    en: 'This account is linked to several users. Log in with your username.',
    ja: 'このアカウントは複数のユーザーに紐付いています。ユーザー名でログインしてください。',
    'zh-TW': '該帳號關聯了多個使用者，請使用使用者名稱登入',
    it: 'Questo account è collegato a più utenti. Accedi con il nome utente.',
  },
  PASSWORD_EXPIRED: {
    'zh-CN': '密码已过期，请重置密码',
    en: 'The password has expired. Reset it.',
    ja: 'パスワードの有効期限が切れています。リセットしてください。',
    'zh-TW': '密碼已過期，請重設密碼',
    it: 'La password è scaduta. Reimpostala.',
  },
  USER_LEFT: {
    'zh-CN': '该用户已离职',
    en: 'This user has left the company.',
    ja: 'このユーザーは退職しています。',
    'zh-TW': '該使用者已離職',
    it: "Questo utente ha lasciato l'azienda.",
  },
  USER_DISABLED: {
    'zh-CN': '用户已停用或未启用',
    en: 'The user is disabled or not enabled.',
    ja: 'ユーザーは無効、または有効化されていません。',
    'zh-TW': '使用者已停用或未啟用',
    it: "L'utente è disabilitato o non abilitato.",
  },
  CORPORATE_LOGIN_FAILED: {
    'zh-CN': '企业登录无效或连接失败',
    en: 'The corporate login is invalid or the connection failed.',
    ja: '企業ログインが無効か、接続に失敗しました。',
    'zh-TW': '企業登入無效或連線失敗',
    it: "L'accesso aziendale non è valido o la connessione non è riuscita.",
  },
  USER_INFO_EXPIRED: {
    'zh-CN': '用户信息已过期，请重新登录',
    en: 'Your user information has expired. Log in again.',
    ja: 'ユーザー情報の有効期限が切れました。再度ログインしてください。',
    'zh-TW': '使用者資訊已過期，請重新登入',
    it: 'Le informazioni utente sono scadute. Accedi di nuovo.',
  },
  TOKEN_INVALID: {
    'zh-CN': '登录凭证已过期或会话无效，请重新登录',
    en: 'The token has expired or the session is invalid. Log in again.',
    ja: 'トークンの有効期限切れ、またはセッションが無効です。再度ログインしてください。',
    'zh-TW': '登入憑證已過期或工作階段無效，請重新登入',
    it: 'Il token è scaduto o la sessione non è valida. Accedi di nuovo.',
  },
  INVALID_CLIENT: {
    'zh-CN': '客户端认证失败',
    en: 'Client authentication failed.',
    ja: 'クライアント認証に失敗しました。',
    'zh-TW': '用戶端驗證失敗',
    it: 'Autenticazione del client non riuscita.',
  },
  UNSUPPORTED_GRANT: {
    'zh-CN': '不支持的授权类型',
    en: 'This grant type is not supported.',
    ja: 'サポートされていない許可タイプです。',
    'zh-TW': '不支援的授權類型',
    it: 'Tipo di concessione non supportato.',
  },
  RATE_LIMITED: {
    'zh-CN': '尝试次数过多，请 {seconds} 秒后重试',
    en: 'Too many attempts. Retry in {seconds} seconds.',
    ja: '試行回数が多すぎます。{seconds} 秒後に再試行してください。',
    'zh-TW': '嘗試次數過多，請 {seconds} 秒後重試',
    it: 'Troppi tentativi. Riprova tra {seconds} secondi.',
  },
  // Generic answers.
  VALIDATION_FAILED: {
    'zh-CN': '提交的内容有误，请检查后重试',
    en: 'Some of the values are not valid.',
    ja: '入力内容に誤りがあります。確認してください。',
    'zh-TW': '提交的內容有誤，請檢查後重試',
    it: 'Alcuni valori non sono validi.',
  },
  FORBIDDEN: {
    'zh-CN': '没有执行此操作的权限',
    en: 'You do not have permission for this operation.',
    ja: 'この操作を行う権限がありません。',
    'zh-TW': '沒有執行此操作的權限',
    it: 'Non hai i permessi per questa operazione.',
  },
  CROSS_TENANT: {
    'zh-CN': '无权访问其他租户的数据',
    en: "You may not access another tenant's data.",
    ja: '他のテナントのデータにはアクセスできません。',
    'zh-TW': '無權存取其他租戶的資料',
    it: 'Non puoi accedere ai dati di un altro tenant.',
  },
  NOT_FOUND: {
    'zh-CN': '数据不存在或已被删除',
    en: 'The record does not exist or was deleted.',
    ja: 'データが存在しないか、削除されています。',
    'zh-TW': '資料不存在或已被刪除',
    it: 'Il record non esiste o è stato eliminato.',
  },
  ROUTE_NOT_FOUND: {
    'zh-CN': '接口不存在',
    en: 'There is no such call.',
    ja: 'このAPIは存在しません。',
    'zh-TW': '介面不存在',
    it: 'Questa chiamata non esiste.',
  },
  VERSION_CONFLICT: {
    'zh-CN': '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record. Reload it and try again.',
    ja: '他のユーザーがこのデータを変更しました。再読み込みしてやり直してください。',
    'zh-TW': '資料已被他人修改，請重新整理後重試',
    it: 'Qualcun altro ha modificato questo record. Ricaricalo e riprova.',
  },
  DUPLICATE: {
    'zh-CN': '已存在相同的 {fields}',
    en: 'A record with the same {fields} already exists.',
    ja: '同じ {fields} のデータが既に存在します。',
    'zh-TW': '已存在相同的 {fields}',
    it: 'Esiste già un record con lo stesso {fields}.',
  },
  PAYLOAD_INVALID: {
    'zh-CN': '请求内容无法解析',
    en: 'The request body could not be read.',
    ja: 'リクエスト本文を読み取れません。',
    'zh-TW': '請求內容無法解析',
    it: 'Il corpo della richiesta non è leggibile.',
  },
  SERVER_ERROR: {
    'zh-CN': '服务器出现问题，请联系管理员或稍后重试',
    en: 'A server problem occurred. Contact an administrator or retry.',
    ja: 'サーバーで問題が発生しました。管理者に連絡するか、再試行してください。',
    'zh-TW': '伺服器出現問題，請聯絡管理員或稍後重試',
    it: 'Si è verificato un problema del server. Contatta un amministratore o riprova.',
  },
  SUPER_ADMIN_ROLE_MANAGEMENT: {
    'zh-CN': '超级管理员不能移除角色管理及其子菜单',
    en: 'The super administrator cannot lose role management and its sub-menus.',
    ja: 'スーパー管理者からロール管理とそのサブメニューを外すことはできません。',
    'zh-TW': '超級管理員不能移除角色管理及其子選單',
    it: 'Il super amministratore non può perdere la gestione dei ruoli e i suoi sottomenu.',
  },
  VERIFICATION_REQUIRED: {
    'zh-CN': '导出前需要完成身份验证',
    en: 'Verify your identity before exporting.',
    ja: 'エクスポートの前に本人確認が必要です。',
    'zh-TW': '匯出前需要完成身分驗證',
    it: 'Verifica la tua identità prima di esportare.',
  },
  VERIFICATION_CODE_INVALID: {
    'zh-CN': '验证码错误或已过期',
    en: 'The verification code is wrong or has expired.',
    ja: '確認コードが正しくないか、有効期限が切れています。',
    'zh-TW': '驗證碼錯誤或已過期',
    it: 'Il codice di verifica è errato o scaduto.',
  },
  VERIFICATION_TARGET_MISSING: {
    'zh-CN': '账号未绑定{channel}，无法发送验证码',
    en: 'No {channel} is bound to the account: no code can be sent.',
    ja: 'アカウントに{channel}が登録されていないため、コードを送信できません。',
    'zh-TW': '帳號未綁定{channel}，無法發送驗證碼',
    it: "Nessun {channel} è associato all'account: impossibile inviare il codice.",
  },
  EXPORT_CAP_REACHED: {
    'zh-CN': '导出数据超过上限 {limit} 条（当前 {count} 条），请缩小查询范围',
    en: 'The export is capped at {limit} rows ({count} match): narrow the filters.',
    ja: 'エクスポートの上限は {limit} 行です（該当 {count} 行）。条件を絞り込んでください。',
    'zh-TW': '匯出資料超過上限 {limit} 筆（目前 {count} 筆），請縮小查詢範圍',
    it: "L'esportazione è limitata a {limit} righe ({count} trovate): restringi i filtri.",
  },
  IMPORT_FILE_INVALID: {
    'zh-CN': '导入文件格式错误或模板不正确',
    en: 'The import file is not a valid workbook of the right template.',
    ja: 'インポートファイルの形式またはテンプレートが正しくありません。',
    'zh-TW': '匯入檔案格式錯誤或範本不正確',
    it: 'Il file da importare non è una cartella di lavoro valida del modello giusto.',
  },
  IMPORT_FILE_MISSING: {
    'zh-CN': '请选择要导入的文件',
    en: 'Choose a file to import.',
    ja: 'インポートするファイルを選択してください。',
    'zh-TW': '請選擇要匯入的檔案',
    it: 'Scegli un file da importare.',
  },
  IDEMPOTENCY_KEY_MISSING: {
    'zh-CN': '缺少 Idempotency-Key 请求头',
    en: 'The Idempotency-Key header is missing.',
    ja: 'Idempotency-Key ヘッダーがありません。',
    'zh-TW': '缺少 Idempotency-Key 請求標頭',
    it: "Manca l'intestazione Idempotency-Key.",
  },
} satisfies Record<string, Record<ServiceLocale, string>>;

export type MessageId = keyof typeof catalogue;

export const messageIds = Object.keys(catalogue) as MessageId[];

export function translate(
  locale: ServiceLocale,
  id: MessageId,
  values: Record<string, string | number> = {},
): string {
  return catalogue[id][locale].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

export const serviceLocales: readonly ServiceLocale[] = ['zh-CN', 'en', 'ja', 'zh-TW', 'it'];
