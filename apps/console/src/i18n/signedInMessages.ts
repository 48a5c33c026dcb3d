import type { Title } from '../catalogue/types';

/**
 * The texts of the signed-in layout (header, menu, command palette), each in every shell language:
 * loaded with it, not with the login page (`messages.ts` has those).
 */
export const signedInShellMessages = {
  'shell.menu': { 'zh-CN': '主菜单', en: 'Main menu', ja: 'メインメニュー' },
  'shell.collapse': { 'zh-CN': '收起菜单', en: 'Collapse the menu', ja: 'メニューを折りたたむ' },
  'shell.expand': { 'zh-CN': '展开菜单', en: 'Expand the menu', ja: 'メニューを展開' },
  'shell.welcome': { 'zh-CN': '欢迎，{name}', en: 'Welcome, {name}', ja: 'ようこそ、{name} さん' },
  'shell.logout': { 'zh-CN': '退出登录', en: 'Log out', ja: 'ログアウト' },
  'shell.adminMode.enter': { 'zh-CN': '进入管理员模式', en: 'Enter admin mode', ja: '管理者モードに入る' },
  'shell.adminMode.exit': { 'zh-CN': '退出管理员模式', en: 'Exit admin mode', ja: '管理者モードを終了' },
  'shell.adminMode.on': { 'zh-CN': '管理员模式', en: 'Admin mode', ja: '管理者モード' },
  'shell.tenantMode': { 'zh-CN': '租户模式', en: 'Tenant mode', ja: 'テナントモード' },
  'shell.companyMode': { 'zh-CN': '公司模式', en: 'Company mode', ja: '会社モード' },
  'shell.switchCompany': { 'zh-CN': '切换公司', en: 'Switch company', ja: '会社を切り替え' },
  'shell.currentCompany': { 'zh-CN': '当前公司：{name}', en: 'Company: {name}', ja: '現在の会社：{name}' },
  'shell.pending.reimbursement': { 'zh-CN': '待报销', en: 'Reimbursements', ja: '精算待ち' },
  'shell.pending.approvals': { 'zh-CN': '待审批', en: 'Approvals', ja: '承認待ち' },
  'shell.pending.businessCards': {
    'zh-CN': '商务卡记录',
    en: 'Business-card records',
    ja: 'ビジネスカード記録',
  },
  'shell.pending.label': {
    'zh-CN': '{name}：{count} 条待处理',
    en: '{name}: {count} pending',
    ja: '{name}：未処理 {count} 件',
  },
  'shell.search': { 'zh-CN': '搜索页面', en: 'Search pages', ja: 'ページを検索' },
  'shell.refresh': { 'zh-CN': '刷新应用', en: 'Refresh the app', ja: 'アプリを再読み込み' },
  'shell.breadcrumb': { 'zh-CN': '当前位置', en: 'You are here', ja: '現在位置' },
  'shell.home': { 'zh-CN': '首页', en: 'Home', ja: 'ホーム' },
  'shell.theme.dark': { 'zh-CN': '深色主题', en: 'Dark theme', ja: 'ダークテーマ' },

  'palette.title': { 'zh-CN': '跳转到页面', en: 'Go to a page', ja: 'ページへ移動' },
  'palette.placeholder': {
    'zh-CN': '输入页面名称、路由键或拼音首字母',
    en: 'Type a page title, a route key or pinyin initials',
    ja: 'ページ名、ルートキー、ピンインの頭文字を入力',
  },
  'palette.empty': { 'zh-CN': '没有匹配的页面', en: 'No page matches', ja: '一致するページはありません' },
  'palette.results': {
    'zh-CN': '{count} 个页面',
    en: '{count, plural, one {# page} other {# pages}}',
    ja: '{count} ページ',
  },
} as const satisfies Record<string, Title>;
