import type { Title } from '../../../catalogue/types';

/** The texts of the tenant-acceptance screen of a product policy. */
export const policyTenantMessages = {
  'policyTenant.notFound': {
    'zh-CN': '找不到该政策版本',
    en: 'This policy version does not exist',
    ja: 'このポリシー版は見つかりません',
  },
  'policyTenant.backToPolicy': { 'zh-CN': '返回政策详情', en: 'Back to the policy', ja: 'ポリシーに戻る' },
  'policyTenant.policy': { 'zh-CN': '政策信息', en: 'Policy', ja: 'ポリシー' },
  'policyTenant.counts': {
    'zh-CN': '本版本租户签署情况',
    en: 'Tenants of this version by status',
    ja: 'この版のテナント同意状況',
  },
  'policyTenant.text': { 'zh-CN': '政策正文', en: 'Policy text', ja: 'ポリシー本文' },
  'policyTenant.showText': { 'zh-CN': '显示政策正文', en: 'Show the policy text', ja: '本文を表示' },
  'policyTenant.acceptances': {
    'zh-CN': '租户签署记录（{type}，全部版本）',
    en: 'Tenant acceptances ({type}, every version)',
    ja: 'テナントの同意記録（{type}、全版）',
  },
  'policyTenant.thisVersion': { 'zh-CN': '本版本', en: 'This version', ja: 'この版' },
  'policyTenant.customTerms': { 'zh-CN': '有定制条款', en: 'Custom terms', ja: '個別条項あり' },
  'policyTenant.status': { 'zh-CN': '签署状态', en: 'Status', ja: '同意状況' },
  'policyTenant.version': { 'zh-CN': '版本', en: 'Version', ja: 'バージョン' },
  'policyTenant.tenant': { 'zh-CN': '租户', en: 'Tenant', ja: 'テナント' },
  'policyTenant.acceptedFrom': { 'zh-CN': '签署日期起', en: 'Accepted from', ja: '同意日（から）' },
  'policyTenant.acceptedTo': { 'zh-CN': '签署日期止', en: 'Accepted to', ja: '同意日（まで）' },
  'policyTenant.all': { 'zh-CN': '全部', en: 'All', ja: 'すべて' },
  'policyTenant.clearFilters': { 'zh-CN': '清除筛选', en: 'Clear filters', ja: '条件をクリア' },
  'policyTenant.export': { 'zh-CN': '导出', en: 'Export', ja: 'エクスポート' },
  'policyTenant.open': { 'zh-CN': '查看', en: 'Open', ja: '表示' },
  'policyTenant.openNamed': {
    'zh-CN': '查看 {name} 的签署记录',
    en: 'Open the acceptance of {name}',
    ja: '{name} の同意記録を表示',
  },
  'policyTenant.actions': { 'zh-CN': '操作', en: 'Actions', ja: '操作' },
  'policyTenant.empty': {
    'zh-CN': '暂无租户签署记录',
    en: 'No tenant has an acceptance of this policy yet',
    ja: 'このポリシーの同意記録はまだありません',
  },
  'policyTenant.emptyFiltered': {
    'zh-CN': '没有符合筛选条件的签署记录',
    en: 'No acceptance matches the filters',
    ja: '条件に合う同意記録はありません',
  },
  'policyTenant.drawerTitle': { 'zh-CN': '租户签署记录', en: 'Tenant acceptance', ja: 'テナントの同意記録' },
  'policyTenant.drawerDescription': {
    'zh-CN': '签署详情与操作记录',
    en: 'The acceptance and its operation history',
    ja: '同意の詳細と操作履歴',
  },
  'policyTenant.edit': { 'zh-CN': '修改签署信息', en: 'Change the acceptance', ja: '同意情報の変更' },
  'policyTenant.save': { 'zh-CN': '保存', en: 'Save', ja: '保存' },
  'policyTenant.close': { 'zh-CN': '关闭', en: 'Close', ja: '閉じる' },
  'policyTenant.saved': {
    'zh-CN': '签署信息已保存',
    en: 'The acceptance is saved.',
    ja: '同意情報を保存しました。',
  },
  'policyTenant.conflict': {
    'zh-CN': '该记录已被他人修改，已重新加载最新内容，请确认后再修改。',
    en: 'Someone else changed this acceptance; it was reloaded with their changes. Check it and change it again.',
    ja: 'この同意記録は他のユーザーに変更されたため、再読み込みしました。確認してから変更してください。',
  },
  'policyTenant.history': { 'zh-CN': '操作记录', en: 'Operation history', ja: '操作履歴' },
  'policyTenant.historyEmpty': { 'zh-CN': '暂无操作记录', en: 'No changes yet', ja: '変更はありません' },
  'policyTenant.historyEntry': {
    'zh-CN': '{actor} 于 {at} {action}',
    en: '{action} by {actor} at {at}',
    ja: '{at} に {actor} が{action}',
  },
  'policyTenant.system': { 'zh-CN': '系统', en: 'the system', ja: 'システム' },
} as const satisfies Record<string, Title>;
