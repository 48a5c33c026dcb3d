import type { Title } from '../../../catalogue/types';

/** The texts of the issue and event screen of error monitoring. */
export const sentryIssueEventMessages = {
  'sentryEvent.backToIssues': { 'zh-CN': '返回问题列表', en: 'All issues', ja: '問題一覧へ' },
  'sentryEvent.issue': { 'zh-CN': '问题概况', en: 'Issue', ja: '問題の概要' },
  'sentryEvent.events': { 'zh-CN': '事件', en: 'Events', ja: 'イベント' },
  'sentryEvent.newest': { 'zh-CN': '最新', en: 'Newest', ja: '最新' },
  'sentryEvent.older': { 'zh-CN': '更早', en: 'Older', ja: '古い' },
  'sentryEvent.newer': { 'zh-CN': '更新', en: 'Newer', ja: '新しい' },
  'sentryEvent.position': {
    'zh-CN': '第 {n} 个事件，共 {total} 个',
    en: 'Event {n} of {total}',
    ja: '{total} 件中 {n} 件目のイベント',
  },
  'sentryEvent.none': {
    'zh-CN': '该问题还没有记录事件',
    en: 'No events have been recorded for this issue',
    ja: 'この問題にはイベントがまだありません',
  },
  'sentryEvent.exception': { 'zh-CN': '异常', en: 'Exception', ja: '例外' },
  'sentryEvent.stack': { 'zh-CN': '堆栈', en: 'Stack trace', ja: 'スタックトレース' },
  'sentryEvent.stackNote': {
    'zh-CN': '最内层调用在最后；应用代码已突出显示',
    en: 'Innermost call last; application frames are emphasised',
    ja: '最も内側の呼び出しが最後です。アプリのフレームを強調表示しています',
  },
  'sentryEvent.noStack': {
    'zh-CN': '没有堆栈信息',
    en: 'No stack trace',
    ja: 'スタックトレースはありません',
  },
  'sentryEvent.showLibrary': {
    'zh-CN': '显示 {count} 个库帧',
    en: 'Show {count} library frames',
    ja: 'ライブラリのフレーム {count} 件を表示',
  },
  'sentryEvent.hideLibrary': {
    'zh-CN': '隐藏 {count} 个库帧',
    en: 'Hide {count} library frames',
    ja: 'ライブラリのフレーム {count} 件を隠す',
  },
  'sentryEvent.appFrame': { 'zh-CN': '应用', en: 'App', ja: 'アプリ' },
  'sentryEvent.breadcrumbs': { 'zh-CN': '面包屑', en: 'Breadcrumbs', ja: 'ブレッドクラム' },
  'sentryEvent.noBreadcrumbs': {
    'zh-CN': '没有面包屑',
    en: 'No breadcrumbs',
    ja: 'ブレッドクラムはありません',
  },
  'sentryEvent.time': { 'zh-CN': '时间', en: 'Time', ja: '時刻' },
  'sentryEvent.category': { 'zh-CN': '类别', en: 'Category', ja: 'カテゴリ' },
  'sentryEvent.message': { 'zh-CN': '内容', en: 'Message', ja: '内容' },
  'sentryEvent.lastBeforeError': {
    'zh-CN': '出错前最后一步',
    en: 'Last step before the error',
    ja: 'エラー直前の操作',
  },
  'sentryEvent.tags': { 'zh-CN': '标签', en: 'Tags', ja: 'タグ' },
  'sentryEvent.context': { 'zh-CN': '用户与环境', en: 'User and environment', ja: 'ユーザーと環境' },
  'sentryEvent.eventList': { 'zh-CN': '事件导航', en: 'Event navigation', ja: 'イベントの移動' },
} as const satisfies Record<string, Title>;
