import { isRoleCode, type RoleCode } from '@opsdesk/api';
import type { AuthLocale } from './locale';

/**
 * The React layer's own texts, in the five interface languages of the packages. They live here
 * rather than in react-intl catalogues so that a tool without react-intl can use the guards; an app
 * that has react-intl passes its locale and gets the same words.
 */
export { authLocales, resolveAuthLocale, type AuthLocale } from './locale';

// English is the reference: its ids are the catalogue's ids, and every other locale must have each.
const en = {
  'auth.loading': 'Loading your session…',
  'auth.redirecting': 'You are signed out. Taking you to the login page…',
  'auth.forbidden.code': 'Error 403',
  'auth.forbidden.title': 'You do not have access to this page',
  'auth.forbidden.details': 'What was checked',
  'auth.forbidden.rule': 'Rule',
  'auth.forbidden.key': 'Checked',
  'auth.forbidden.missing': 'Missing',
  'auth.forbidden.viewingAs':
    'You are previewing this console as {role}. Your own access may differ: stop previewing to see it.',
  'auth.forbidden.next': 'What you can do',
  'auth.forbidden.back': 'Go back',
  'auth.forbidden.home': 'Go to the home page',
  'auth.forbidden.askAdmin':
    'If you need this page for your work, ask an administrator to grant you access and give them the details above.',
  'auth.forbidden.contact': 'Ask an administrator: {contact}',
  'auth.rule.permit-all': 'Super administrator',
  'auth.rule.authority': 'Authority',
  'auth.rule.all-authorities': 'All of these authorities',
  'auth.rule.any-authority': 'Any of these authorities',
  'auth.rule.page-role': 'Page role',
  'auth.rule.menu': 'Menu',
  'auth.rule.read-only-menu': 'Read-only menu',
  'auth.rule.profile': 'Profile setting',
  'auth.rule.signed-out': 'Signed in',
  'auth.viewAs.label': 'View as',
  'auth.viewAs.description':
    'Preview the menus and buttons as another role sees them, without signing in as that role.',
  'auth.viewAs.self': 'Myself',
  'auth.viewAs.active':
    'Previewing as {role}. Nothing is signed in as this role; the server still checks your own.',
  'auth.viewAs.inactive': 'Showing your own permissions.',
  'auth.role.SUPER_ADMIN': 'Super administrator',
  'auth.role.FINANCE_ADMIN': 'Finance administrator',
  'auth.role.CUSTOMER_SERVICE': 'Customer service',
  'auth.role.CONTENT_EDITOR': 'Content editor',
  'auth.role.DEPLOYMENT_ENGINEER': 'Deployment engineer',
  'auth.role.EMPLOYEE': 'Ordinary employee',
  'auth.role.BOOKING_AGENT': 'Booking agent',
} as const;

export type AuthMessageId = keyof typeof en;

export const authMessageIds = Object.keys(en) as AuthMessageId[];

export const authMessages: Readonly<Record<AuthLocale, Readonly<Record<AuthMessageId, string>>>> = {
  en,
  'zh-CN': {
    'auth.loading': '正在加载登录信息…',
    'auth.redirecting': '您已退出登录，正在前往登录页…',
    'auth.forbidden.code': '错误 403',
    'auth.forbidden.title': '您没有访问此页面的权限',
    'auth.forbidden.details': '检查了什么',
    'auth.forbidden.rule': '规则',
    'auth.forbidden.key': '检查项',
    'auth.forbidden.missing': '缺少',
    'auth.forbidden.viewingAs': '您正在以{role}的身份预览控制台。您本人的权限可能不同：停止预览即可查看。',
    'auth.forbidden.next': '您可以',
    'auth.forbidden.back': '返回上一页',
    'auth.forbidden.home': '前往首页',
    'auth.forbidden.askAdmin': '如果工作需要此页面，请联系管理员为您开通权限，并提供以上信息。',
    'auth.forbidden.contact': '联系管理员：{contact}',
    'auth.rule.permit-all': '超级管理员',
    'auth.rule.authority': '权限',
    'auth.rule.all-authorities': '需全部具备的权限',
    'auth.rule.any-authority': '具备其一即可的权限',
    'auth.rule.page-role': '页面角色',
    'auth.rule.menu': '菜单',
    'auth.rule.read-only-menu': '只读菜单',
    'auth.rule.profile': '配置项',
    'auth.rule.signed-out': '登录',
    'auth.viewAs.label': '预览身份',
    'auth.viewAs.description': '以其他角色的视角预览菜单和按钮，无需以该角色登录。',
    'auth.viewAs.self': '我自己',
    'auth.viewAs.active': '正在以{role}的身份预览。并未以该角色登录，服务器仍按您本人的权限检查。',
    'auth.viewAs.inactive': '正在显示您本人的权限。',
    'auth.role.SUPER_ADMIN': '超级管理员',
    'auth.role.FINANCE_ADMIN': '财务管理员',
    'auth.role.CUSTOMER_SERVICE': '客服',
    'auth.role.CONTENT_EDITOR': '内容编辑',
    'auth.role.DEPLOYMENT_ENGINEER': '部署工程师',
    'auth.role.EMPLOYEE': '普通员工',
    'auth.role.BOOKING_AGENT': '订票员',
  },
  ja: {
    'auth.loading': 'ログイン情報を読み込んでいます…',
    'auth.redirecting': 'ログアウトしています。ログインページに移動します…',
    'auth.forbidden.code': 'エラー 403',
    'auth.forbidden.title': 'このページにアクセスする権限がありません',
    'auth.forbidden.details': '確認された内容',
    'auth.forbidden.rule': 'ルール',
    'auth.forbidden.key': '確認対象',
    'auth.forbidden.missing': '不足',
    'auth.forbidden.viewingAs':
      '{role}としてコンソールをプレビューしています。ご自身の権限とは異なる場合があります。プレビューを終了すると確認できます。',
    'auth.forbidden.next': 'できること',
    'auth.forbidden.back': '前のページに戻る',
    'auth.forbidden.home': 'ホームページへ',
    'auth.forbidden.askAdmin':
      '業務でこのページが必要な場合は、上記の内容を添えて管理者にアクセス権の付与を依頼してください。',
    'auth.forbidden.contact': '管理者に依頼：{contact}',
    'auth.rule.permit-all': 'スーパー管理者',
    'auth.rule.authority': '権限',
    'auth.rule.all-authorities': 'すべて必要な権限',
    'auth.rule.any-authority': 'いずれかが必要な権限',
    'auth.rule.page-role': 'ページロール',
    'auth.rule.menu': 'メニュー',
    'auth.rule.read-only-menu': '読み取り専用メニュー',
    'auth.rule.profile': 'プロファイル設定',
    'auth.rule.signed-out': 'ログイン',
    'auth.viewAs.label': '表示ロール',
    'auth.viewAs.description':
      'そのロールでログインせずに、別のロールから見えるメニューとボタンをプレビューします。',
    'auth.viewAs.self': '自分',
    'auth.viewAs.active':
      '{role}としてプレビュー中です。このロールではログインしていません。サーバーは引き続きご自身の権限で確認します。',
    'auth.viewAs.inactive': 'ご自身の権限を表示しています。',
    'auth.role.SUPER_ADMIN': 'スーパー管理者',
    'auth.role.FINANCE_ADMIN': '財務管理者',
    'auth.role.CUSTOMER_SERVICE': 'カスタマーサービス',
    'auth.role.CONTENT_EDITOR': 'コンテンツ編集者',
    'auth.role.DEPLOYMENT_ENGINEER': 'デプロイエンジニア',
    'auth.role.EMPLOYEE': '一般社員',
    'auth.role.BOOKING_AGENT': '予約担当者',
  },
  'zh-TW': {
    'auth.loading': '正在載入登入資訊…',
    'auth.redirecting': '您已登出，正在前往登入頁…',
    'auth.forbidden.code': '錯誤 403',
    'auth.forbidden.title': '您沒有存取此頁面的權限',
    'auth.forbidden.details': '檢查了什麼',
    'auth.forbidden.rule': '規則',
    'auth.forbidden.key': '檢查項目',
    'auth.forbidden.missing': '缺少',
    'auth.forbidden.viewingAs': '您正在以{role}的身分預覽主控台。您本人的權限可能不同：停止預覽即可查看。',
    'auth.forbidden.next': '您可以',
    'auth.forbidden.back': '返回上一頁',
    'auth.forbidden.home': '前往首頁',
    'auth.forbidden.askAdmin': '如果工作需要此頁面，請聯絡管理員為您開通權限，並提供以上資訊。',
    'auth.forbidden.contact': '聯絡管理員：{contact}',
    'auth.rule.permit-all': '超級管理員',
    'auth.rule.authority': '權限',
    'auth.rule.all-authorities': '需全部具備的權限',
    'auth.rule.any-authority': '具備其一即可的權限',
    'auth.rule.page-role': '頁面角色',
    'auth.rule.menu': '選單',
    'auth.rule.read-only-menu': '唯讀選單',
    'auth.rule.profile': '設定項',
    'auth.rule.signed-out': '登入',
    'auth.viewAs.label': '預覽身分',
    'auth.viewAs.description': '以其他角色的視角預覽選單和按鈕，無需以該角色登入。',
    'auth.viewAs.self': '我自己',
    'auth.viewAs.active': '正在以{role}的身分預覽。並未以該角色登入，伺服器仍依您本人的權限檢查。',
    'auth.viewAs.inactive': '正在顯示您本人的權限。',
    'auth.role.SUPER_ADMIN': '超級管理員',
    'auth.role.FINANCE_ADMIN': '財務管理員',
    'auth.role.CUSTOMER_SERVICE': '客服',
    'auth.role.CONTENT_EDITOR': '內容編輯',
    'auth.role.DEPLOYMENT_ENGINEER': '部署工程師',
    'auth.role.EMPLOYEE': '一般員工',
    'auth.role.BOOKING_AGENT': '訂票員',
  },
  it: {
    'auth.loading': 'Caricamento della sessione…',
    'auth.redirecting': 'Sei uscito. Ti stiamo portando alla pagina di accesso…',
    'auth.forbidden.code': 'Errore 403',
    'auth.forbidden.title': 'Non hai accesso a questa pagina',
    'auth.forbidden.details': 'Che cosa è stato verificato',
    'auth.forbidden.rule': 'Regola',
    'auth.forbidden.key': 'Verificato',
    'auth.forbidden.missing': 'Mancante',
    'auth.forbidden.viewingAs':
      'Stai visualizzando la console come {role}. I tuoi permessi possono essere diversi: termina l’anteprima per vederli.',
    'auth.forbidden.next': 'Che cosa puoi fare',
    'auth.forbidden.back': 'Torna indietro',
    'auth.forbidden.home': 'Vai alla pagina iniziale',
    'auth.forbidden.askAdmin':
      'Se ti serve questa pagina per il tuo lavoro, chiedi a un amministratore di concederti l’accesso indicando i dettagli qui sopra.',
    'auth.forbidden.contact': 'Chiedi a un amministratore: {contact}',
    'auth.rule.permit-all': 'Super amministratore',
    'auth.rule.authority': 'Autorizzazione',
    'auth.rule.all-authorities': 'Tutte queste autorizzazioni',
    'auth.rule.any-authority': 'Una di queste autorizzazioni',
    'auth.rule.page-role': 'Ruolo di pagina',
    'auth.rule.menu': 'Menu',
    'auth.rule.read-only-menu': 'Menu in sola lettura',
    'auth.rule.profile': 'Impostazione del profilo',
    'auth.rule.signed-out': 'Accesso',
    'auth.viewAs.label': 'Visualizza come',
    'auth.viewAs.description':
      'Mostra i menu e i pulsanti come li vede un altro ruolo, senza accedere con quel ruolo.',
    'auth.viewAs.self': 'Me stesso',
    'auth.viewAs.active':
      'Anteprima come {role}. Nessun accesso è stato fatto con questo ruolo; il server verifica ancora i tuoi permessi.',
    'auth.viewAs.inactive': 'Stai vedendo i tuoi permessi.',
    'auth.role.SUPER_ADMIN': 'Super amministratore',
    'auth.role.FINANCE_ADMIN': 'Amministratore finanziario',
    'auth.role.CUSTOMER_SERVICE': 'Assistenza clienti',
    'auth.role.CONTENT_EDITOR': 'Redattore dei contenuti',
    'auth.role.DEPLOYMENT_ENGINEER': 'Ingegnere dei rilasci',
    'auth.role.EMPLOYEE': 'Dipendente',
    'auth.role.BOOKING_AGENT': 'Addetto alle prenotazioni',
  },
};

/**
 * The text of a message in a locale, with `{name}` placeholders filled in. An id a locale lacks
 * shows `#`, as the spec shows a missing key.
 */
export function formatAuthMessage(
  id: AuthMessageId,
  locale: AuthLocale,
  values: Readonly<Record<string, string>> = {},
): string {
  const template = authMessages[locale][id] as string | undefined;
  if (template === undefined) return '#';
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The translated name of a role of @opsdesk/api; any other code (a custom authority-role record's,
 * which only its record names) comes back as it is.
 */
export function roleName(role: RoleCode | (string & {}), locale: AuthLocale): string {
  return isRoleCode(role) ? formatAuthMessage(`auth.role.${role}`, locale) : role;
}
