import type { Title } from '../../../catalogue/types';

/** The texts of the APP initialisation detail screen. */
export const appInitDetailMessages = {
  'appInitDetail.title': {
    'zh-CN': 'APP 初始化：{where}',
    en: 'App initialisation: {where}',
    ja: 'アプリ初期設定：{where}',
  },
  'appInitDetail.back': { 'zh-CN': '返回列表', en: 'Back to the list', ja: '一覧へ戻る' },
  'appInitDetail.versions': { 'zh-CN': '版本', en: 'Versions', ja: 'バージョン' },
  'appInitDetail.home': { 'zh-CN': '首页与导航', en: 'Home and tab bar', ja: 'ホームとタブバー' },
  'appInitDetail.splash': { 'zh-CN': '启动图', en: 'Splash image', ja: '起動画像' },
  'appInitDetail.noSplash': { 'zh-CN': '未设置启动图', en: 'No splash image', ja: '起動画像はありません' },
  'appInitDetail.splashFailed': {
    'zh-CN': '启动图无法加载',
    en: 'The splash image could not be loaded',
    ja: '起動画像を読み込めませんでした',
  },
  'appInitDetail.config': {
    'zh-CN': '扩展配置（JSON）',
    en: 'Further settings (JSON)',
    ja: '追加設定（JSON）',
  },
  'appInitDetail.noConfig': {
    'zh-CN': '没有扩展配置',
    en: 'No further settings',
    ja: '追加設定はありません',
  },
  'appInitDetail.invalidJson': {
    'zh-CN': '不是有效的 JSON 对象：{reason}',
    en: 'Not a valid JSON object: {reason}',
    ja: '有効な JSON オブジェクトではありません：{reason}',
  },
  'appInitDetail.none': { 'zh-CN': '（无）', en: '(none)', ja: '（なし）' },
  'appInitDetail.clouds': {
    'zh-CN': '各云环境对比',
    en: 'Across clouds',
    ja: 'クラウド間の比較',
  },
  'appInitDetail.cloudsHelp': {
    'zh-CN': '相同板块和端类型在其他云环境的配置，不同的版本已标出',
    en: 'The same section and client in the other clouds; differing versions are marked',
    ja: '他のクラウドの同じセクション・クライアント。異なるバージョンに印を付けています',
  },
  'appInitDetail.cloud': { 'zh-CN': '云环境', en: 'Cloud', ja: 'クラウド' },
  'appInitDetail.current': { 'zh-CN': '当前', en: 'This one', ja: '表示中' },
  'appInitDetail.differs': { 'zh-CN': '不同', en: 'Differs', ja: '相違' },
  'appInitDetail.onlyThis': {
    'zh-CN': '其他云环境没有该配置',
    en: 'No other cloud has this configuration',
    ja: '他のクラウドにこの設定はありません',
  },
  'appInitDetail.sync': {
    'zh-CN': '同步到其他云环境',
    en: 'Copy to other clouds',
    ja: '他のクラウドへ同期',
  },
  'appInitDetail.missing': {
    'zh-CN': '该云环境、板块和端类型还没有初始化配置',
    en: 'This cloud, section and client have no initialisation yet',
    ja: 'このクラウド・セクション・クライアントの初期設定はまだありません',
  },
  'appInitDetail.create': { 'zh-CN': '新建初始化配置', en: 'Create it', ja: '初期設定を作成' },
  'appInitDetail.editTitle': {
    'zh-CN': '编辑初始化配置',
    en: 'Edit the initialisation',
    ja: '初期設定を編集',
  },
} as const satisfies Record<string, Title>;
