import type { Title } from '../../../catalogue/types';

/** The texts of the sub-application detail screen (and the inline forms the system screens share). */
export const subAppDetailMessages = {
  'subAppDetail.back': { 'zh-CN': '返回列表', en: 'Back to the list', ja: '一覧へ戻る' },
  'subAppDetail.tabs': { 'zh-CN': '子应用内容', en: 'Sub-application content', ja: 'サブアプリの内容' },
  'subAppDetail.basics': { 'zh-CN': '基本信息', en: 'Basics', ja: '基本情報' },
  'subAppDetail.widgets': { 'zh-CN': '组件与按钮', en: 'Widgets and buttons', ja: 'ウィジェットとボタン' },
  'subAppDetail.versions': { 'zh-CN': '版本', en: 'Versions', ja: 'バージョン' },
  'subAppDetail.menus': { 'zh-CN': '菜单', en: 'Menus', ja: 'メニュー' },
  'subAppDetail.allVersions': { 'zh-CN': '全部版本记录', en: 'All versions', ja: 'すべてのバージョン' },
  'subAppDetail.allMappings': { 'zh-CN': '全部映射关系', en: 'All mappings', ja: 'すべてのマッピング' },
  'subAppDetail.where': {
    'zh-CN': '{cloud} · {section} · {type}',
    en: '{cloud} · {section} · {type}',
    ja: '{cloud} · {section} · {type}',
  },
  'subAppDetail.none': {
    'zh-CN': '该云环境、板块和端类型下还没有子应用',
    en: 'There is no sub-application for this cloud, section and client yet',
    ja: 'このクラウド・セクション・クライアントのサブアプリはまだありません',
  },
  'subAppDetail.create': { 'zh-CN': '新建子应用', en: 'Create it', ja: 'サブアプリを作成' },
  'subAppDetail.editTitle': { 'zh-CN': '编辑子应用', en: 'Edit the sub-application', ja: 'サブアプリを編集' },
  'subAppDetail.newTitle': { 'zh-CN': '新建子应用', en: 'New sub-application', ja: 'サブアプリの新規作成' },
} as const satisfies Record<string, Title>;
