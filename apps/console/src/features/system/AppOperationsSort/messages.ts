import type { Title } from '../../../catalogue/types';

/** The texts of the operation-slot sort screen. */
export const appOperationsSortMessages = {
  'appOperationsSort.notFound': {
    'zh-CN': '找不到该运营位',
    en: 'This operation slot does not exist',
    ja: 'この運用枠は見つかりません',
  },
  'appOperationsSort.position': {
    'zh-CN': '运营位置：{position}',
    en: 'Position: {position}',
    ja: '掲載位置：{position}',
  },
  'appOperationsSort.period': { 'zh-CN': '{start} 至 {end}', en: '{start} to {end}', ja: '{start} ～ {end}' },
  'appOperationsSort.past': { 'zh-CN': '已结束', en: 'Ended', ja: '終了' },
  'appOperationsSort.current': { 'zh-CN': '当前记录', en: 'This slot', ja: 'この運用枠' },
  'appOperationsSort.noImage': { 'zh-CN': '无图片', en: 'No image', ja: '画像なし' },
  'appOperationsSort.image': { 'zh-CN': '{title} 的图片', en: 'Image of {title}', ja: '{title} の画像' },
  'appOperationsSort.preview': {
    'zh-CN': '手机预览',
    en: 'Phone preview',
    ja: 'スマートフォンでのプレビュー',
  },
  'appOperationsSort.previewHint': {
    'zh-CN': '当前投放期内已上线的运营位，按新顺序显示。',
    en: 'The slots online in their period now, in the new order.',
    ja: '現在配信期間中で公開中の運用枠を新しい順序で表示します。',
  },
  'appOperationsSort.previewEmpty': {
    'zh-CN': '当前没有上线中的运营位',
    en: 'No slot is online now',
    ja: '現在公開中の運用枠はありません',
  },
  'appOperationsSort.leader': { 'zh-CN': '运营主管', en: 'Operations supervisor', ja: '運用責任者' },
  'appOperationsSort.leaderOnly': {
    'zh-CN': '调整运营位顺序需要“运营主管”（operate-leader）权限，您只能查看。',
    en: 'Changing the order of the slots needs the operations supervisor (operate-leader) permission; you can only view it.',
    ja: '運用枠の並べ替えには「運用責任者」（operate-leader）権限が必要です。閲覧のみ可能です。',
  },
} as const satisfies Record<string, Title>;
