import type { Title } from '../../../catalogue/types';

/** The texts of the black-list screen of a marketing message. */
export const blackListMessages = {
  'blackList.notFound': {
    'zh-CN': '找不到该营销信息',
    en: 'This marketing message does not exist',
    ja: 'このマーケティング情報は見つかりません',
  },
  'blackList.message': { 'zh-CN': '营销信息', en: 'Marketing message', ja: 'マーケティング情報' },
  'blackList.period': { 'zh-CN': '投放时间', en: 'Period', ja: '配信期間' },
  'blackList.periodValue': { 'zh-CN': '{start} 至 {end}', en: '{start} to {end}', ja: '{start} ～ {end}' },
  'blackList.back': { 'zh-CN': '返回营销信息', en: 'Back to the message', ja: 'マーケティング情報に戻る' },
  'blackList.add': { 'zh-CN': '添加黑名单', en: 'Add to the black list', ja: 'ブラックリストに追加' },
  'blackList.addTitle': {
    'zh-CN': '添加黑名单条目',
    en: 'New black list entry',
    ja: 'ブラックリスト項目の追加',
  },
  'blackList.addDescription': {
    'zh-CN': '该条目不会收到营销信息 {code}。',
    en: 'The entry will not receive the marketing message {code}.',
    ja: 'この対象にはマーケティング情報 {code} を配信しません。',
  },
  'blackList.targetType': { 'zh-CN': '类型', en: 'Target type', ja: '対象種別' },
  'blackList.tenant': { 'zh-CN': '租户', en: 'Tenant', ja: 'テナント' },
  'blackList.user': { 'zh-CN': '用户', en: 'User', ja: 'ユーザー' },
  'blackList.mobile': { 'zh-CN': '手机号', en: 'Mobile number', ja: '携帯番号' },
  'blackList.email': { 'zh-CN': '邮箱', en: 'E-mail address', ja: 'メールアドレス' },
  'blackList.reason': { 'zh-CN': '原因', en: 'Reason', ja: '理由' },
  'blackList.required': { 'zh-CN': '请填写此项', en: 'Fill this in', ja: '入力してください' },
  'blackList.cancel': { 'zh-CN': '取消', en: 'Cancel', ja: 'キャンセル' },
  'blackList.save': { 'zh-CN': '添加', en: 'Add', ja: '追加' },
  'blackList.added': {
    'zh-CN': '已加入黑名单',
    en: 'Added to the black list.',
    ja: 'ブラックリストに追加しました。',
  },
} as const satisfies Record<string, Title>;
