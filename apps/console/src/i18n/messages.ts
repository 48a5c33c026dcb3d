import type { Title } from '../catalogue/types';

/**
 * The console's own texts that the login page shows (and the errors before the signed-in layout),
 * each in every shell language; the signed-in layout adds its own (`signedInMessages.ts`), and the
 * packages bring theirs.
 */
const messages = {
  'app.name': { 'zh-CN': 'OpsDesk 运营平台', en: 'OpsDesk operations console', ja: 'OpsDesk 運用コンソール' },
  'app.loading': { 'zh-CN': '正在加载…', en: 'Loading…', ja: '読み込み中…' },
  'app.skipToContent': {
    'zh-CN': '跳到主要内容',
    en: 'Skip to main content',
    ja: 'メインコンテンツへスキップ',
  },

  'login.title': { 'zh-CN': '登录', en: 'Sign in', ja: 'ログイン' },
  'login.subtitle': {
    'zh-CN': '使用运营平台账号登录',
    en: 'Sign in with your operations account',
    ja: '運用アカウントでログインしてください',
  },
  'login.username': { 'zh-CN': '用户名', en: 'Username', ja: 'ユーザー名' },
  'login.password': { 'zh-CN': '密码', en: 'Password', ja: 'パスワード' },
  'login.remember': { 'zh-CN': '记住我', en: 'Remember me', ja: 'ログイン状態を保持' },
  'login.submit': { 'zh-CN': '登录', en: 'Sign in', ja: 'ログイン' },
  'login.forgot': { 'zh-CN': '忘记密码？', en: 'Forgot password?', ja: 'パスワードをお忘れですか？' },
  'login.noAccount': {
    'zh-CN': '还没有账号？请联系客服开通。',
    en: 'No account yet? Contact customer support to get one.',
    ja: 'アカウントをお持ちでない場合は、サポートにお問い合わせください。',
  },
  'login.required.username': {
    'zh-CN': '请输入用户名',
    en: 'Enter your username',
    ja: 'ユーザー名を入力してください',
  },
  'login.required.password': {
    'zh-CN': '请输入密码',
    en: 'Enter your password',
    ja: 'パスワードを入力してください',
  },
  'login.remaining': {
    'zh-CN': '再输错 {count} 次账号将被锁定。',
    en: '{count, plural, one {# more wrong password locks the account.} other {# more wrong passwords lock the account.}}',
    ja: 'あと {count} 回間違えるとアカウントがロックされます。',
  },
  'login.resetHint': {
    'zh-CN': '请通过“忘记密码”重置密码。',
    en: 'Use "Forgot password?" to reset your password.',
    ja: '「パスワードをお忘れですか？」からパスワードを再設定してください。',
  },
  'login.sso': {
    'zh-CN': '使用单点登录',
    en: 'Sign in with single sign-on',
    ja: 'シングルサインオンでログイン',
  },
  'login.ssoHint': {
    'zh-CN': '该域名已启用单点登录（{client}）。',
    en: 'This domain signs in through single sign-on ({client}).',
    ja: 'このドメインはシングルサインオン（{client}）でログインします。',
  },
  'login.usePassword': {
    'zh-CN': '改用账号密码登录',
    en: 'Use username and password',
    ja: 'ID とパスワードでログイン',
  },
  'login.forgot.title': { 'zh-CN': '重置密码', en: 'Reset your password', ja: 'パスワードの再設定' },
  'login.forgot.body': {
    'zh-CN': '输入账号绑定的邮箱或手机号，我们会把验证码发送给你，验证后即可设置新密码。',
    en: 'Enter the e-mail or mobile number of your account; we send you a code, and once verified you set a new password.',
    ja: 'アカウントのメールアドレスまたは携帯番号を入力してください。確認コードを送信し、確認後に新しいパスワードを設定できます。',
  },

  'forgot.username': {
    'zh-CN': '账号、邮箱或手机号',
    en: 'Username, e-mail or mobile number',
    ja: 'ユーザー名・メール・携帯番号',
  },
  'forgot.channel': { 'zh-CN': '验证码发送到', en: 'Send the code by', ja: '確認コードの送信先' },
  'forgot.channel.PHONE': { 'zh-CN': '手机短信', en: 'Text message', ja: 'SMS' },
  'forgot.channel.EMAIL': { 'zh-CN': '电子邮件', en: 'E-mail', ja: 'メール' },
  'forgot.cancel': { 'zh-CN': '取消', en: 'Cancel', ja: 'キャンセル' },
  'forgot.send': { 'zh-CN': '发送验证码', en: 'Send the code', ja: '確認コードを送信' },
  'forgot.sent': {
    'zh-CN': '如果该账号存在并绑定了{channel}，验证码已发送{target}。请在下一步输入验证码并设置新密码。',
    en: 'If this account exists and has that {channel}, a code is on its way{target}. Enter it in the next step with your new password.',
    ja: 'このアカウントが存在し{channel}が登録されていれば、確認コードを送信しました{target}。次の手順でコードと新しいパスワードを入力してください。',
  },
  'forgot.sentTo': { 'zh-CN': '至 {target}', en: ' to {target}', ja: '（{target}）' },
  'forgot.done': {
    'zh-CN': '密码已重置，请使用新密码登录。',
    en: 'Your password is reset. Sign in with the new one.',
    ja: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  },

  'shell.language': { 'zh-CN': '语言', en: 'Language', ja: '言語' },

  'error.notFound.title': { 'zh-CN': '页面不存在', en: 'Page not found', ja: 'ページが見つかりません' },
  'error.notFound.body': {
    'zh-CN': '地址 {path} 不对应任何页面。请检查地址，或从菜单进入。',
    en: 'No page lives at {path}. Check the address, or open the page from the menu.',
    ja: '{path} にページはありません。アドレスを確認するか、メニューから開いてください。',
  },
  'error.loadScreen': {
    'zh-CN': '页面加载失败，请检查网络后重试。',
    en: 'The page could not be loaded. Check your connection and retry.',
    ja: 'ページを読み込めませんでした。接続を確認して再試行してください。',
  },
  'error.modeRequired': {
    'zh-CN': '此页面仅在管理员模式或租户模式下可用。请在页头切换模式后再打开。',
    en: 'This page opens in admin mode or tenant mode only. Switch the mode in the header, then open it again.',
    ja: 'このページは管理者モードまたはテナントモードでのみ開けます。ヘッダーでモードを切り替えてから開いてください。',
  },
  'error.retry': { 'zh-CN': '重试', en: 'Retry', ja: '再試行' },
  'error.backHome': { 'zh-CN': '返回首页', en: 'Back to the dashboard', ja: 'ダッシュボードへ戻る' },
  'error.diagnosis': { 'zh-CN': '查看诊断日志', en: 'Open the diagnosis log', ja: '診断ログを開く' },
} as const satisfies Record<string, Title>;

export type ShellMessageId = keyof typeof messages;
export const shellMessages: Readonly<Record<ShellMessageId, Title>> = messages;
