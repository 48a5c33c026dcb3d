import type { Title } from '../../../catalogue/types';

/** The texts of the question sort screen. */
export const questionSortMessages = {
  'questionSort.topic': { 'zh-CN': '主题', en: 'Topic', ja: 'テーマ' },
  'questionSort.topicNotFound': {
    'zh-CN': '找不到该帮助主题',
    en: 'This help topic does not exist',
    ja: 'このヘルプテーマは見つかりません',
  },
  'questionSort.hot': { 'zh-CN': '热门', en: 'Hot', ja: '人気' },
  'questionSort.readOnly': {
    'zh-CN': '您可以查看问题顺序，但需要内容编辑权限才能调整。',
    en: 'You can see the order of the questions; changing it needs content editing rights.',
    ja: '質問の並び順は閲覧のみです。変更にはコンテンツ編集権限が必要です。',
  },
} as const satisfies Record<string, Title>;
