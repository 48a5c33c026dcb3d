import type { Title } from '../../../catalogue/types';

/** The texts of the business tenant detail (its twelve tabs, header and actions). */
export const businessTenantDetailMessages = {
  'businessTenant.subtitle': {
    'zh-CN': '商务租户详情',
    en: 'Business tenant details',
    ja: '営業向けテナント詳細',
  },
  'businessTenant.code': { 'zh-CN': '租户编码', en: 'Tenant code', ja: 'テナントコード' },
  'businessTenant.licence': { 'zh-CN': '授权到期', en: 'Licence expires', ja: 'ライセンス期限' },
  'businessTenant.licence.none': { 'zh-CN': '未设置', en: 'Not set', ja: '未設定' },
  'businessTenant.licence.expired': { 'zh-CN': '已过期', en: 'Expired', ja: '期限切れ' },
  'businessTenant.licence.soon': {
    'zh-CN': '{days} 天后到期',
    en: 'Expires in {days} days',
    ja: 'あと {days} 日で期限切れ',
  },
  'businessTenant.actions': { 'zh-CN': '租户操作', en: 'Tenant actions', ja: 'テナント操作' },
  'businessTenant.tabs': { 'zh-CN': '租户详情标签页', en: 'Tenant detail tabs', ja: 'テナント詳細タブ' },

  'businessTenant.tab.info': { 'zh-CN': '租户信息', en: 'Tenant info', ja: 'テナント情報' },
  'businessTenant.tab.control': { 'zh-CN': '租户管控', en: 'Tenant control', ja: 'テナント管理設定' },
  'businessTenant.tab.service': { 'zh-CN': '服务信息', en: 'Service info', ja: 'サービス情報' },
  'businessTenant.tab.dingtalk': { 'zh-CN': '钉钉订单', en: 'DingTalk orders', ja: 'DingTalk 注文' },
  'businessTenant.tab.wechat': { 'zh-CN': '企业微信订单', en: 'WeCom orders', ja: 'WeCom 注文' },
  'businessTenant.tab.lark': { 'zh-CN': '飞书订单', en: 'Lark orders', ja: 'Lark 注文' },
  'businessTenant.tab.touch': { 'zh-CN': '触客记录', en: 'Touch-customer log', ja: '顧客接点記録' },
  'businessTenant.tab.common': { 'zh-CN': '通用功能配置', en: 'Common functions', ja: '共通機能設定' },
  'businessTenant.tab.extra': { 'zh-CN': '额外功能配置', en: 'Extra functions', ja: '追加機能設定' },
  'businessTenant.tab.app': { 'zh-CN': 'APP 功能配置', en: 'APP functions', ja: 'アプリ機能設定' },
  'businessTenant.tab.usage': { 'zh-CN': '使用统计', en: 'Usage statistics', ja: '利用統計' },
  'businessTenant.tab.history': { 'zh-CN': '操作记录', en: 'Operation history', ja: '操作履歴' },

  'businessTenant.sandbox.create': { 'zh-CN': '创建沙箱', en: 'Create sandbox', ja: 'サンドボックス作成' },
  'businessTenant.sandbox.used': {
    'zh-CN': '沙箱 {used}/{quota}',
    en: 'Sandboxes {used}/{quota}',
    ja: 'サンドボックス {used}/{quota}',
  },
  'businessTenant.sandbox.quotaUsed': {
    'zh-CN': '沙箱数量已达上限（{quota} 个）',
    en: 'The sandbox quota ({quota}) is used up',
    ja: 'サンドボックス上限（{quota}）に達しています',
  },
  'businessTenant.sandbox.confirm': {
    'zh-CN': '为“{name}”创建一个沙箱租户？',
    en: 'Create a sandbox tenant of "{name}"?',
    ja: '「{name}」のサンドボックステナントを作成しますか？',
  },
  'businessTenant.sandbox.created': {
    'zh-CN': '已创建沙箱租户 {name}',
    en: 'Sandbox tenant {name} created',
    ja: 'サンドボックス {name} を作成しました',
  },
  'businessTenant.sync': { 'zh-CN': '同步', en: 'Sync', ja: '同期' },
  'businessTenant.sync.confirm': {
    'zh-CN': '按已付款订单和已批准的授权同步“{name}”的付费状态和授权到期日？',
    en: 'Sync the paid state and licence end of "{name}" from its paid orders and granted licences?',
    ja: '支払済みの注文と承認済みのライセンスから「{name}」の有料状態とライセンス期限を同期しますか？',
  },
  'businessTenant.sync.changed': {
    'zh-CN': '已同步：{state}，授权到期日 {date}',
    en: 'Synced: {state}, licence until {date}',
    ja: '同期しました：{state}、ライセンス期限 {date}',
  },
  'businessTenant.sync.unchanged': {
    'zh-CN': '付费状态和授权到期日已与订单、授权一致',
    en: 'The paid state and licence end already match its orders and licences',
    ja: '有料状態とライセンス期限は注文・ライセンスと一致しています',
  },
  'businessTenant.sync.nothing': {
    'zh-CN': '没有已付款的订单或已批准的授权可同步',
    en: 'No paid orders or granted licences to sync from',
    ja: '同期元となる支払済みの注文や承認済みのライセンスがありません',
  },
  'businessTenant.licence.paid': { 'zh-CN': '付费', en: 'Paid', ja: '有料' },
  'businessTenant.licence.free': { 'zh-CN': '免费', en: 'Free', ja: '無料' },
  'businessTenant.exports': { 'zh-CN': '导出清单', en: 'Export lists', ja: '一覧をエクスポート' },
  'businessTenant.export.renewals': {
    'zh-CN': '待续费授权清单（{days} 天内到期）',
    en: 'Licences to renew (ending within {days} days)',
    ja: '更新予定ライセンス一覧（{days} 日以内に期限）',
  },
  'businessTenant.export.expiredTrials': {
    'zh-CN': '试用到期租户活跃清单（近 {days} 天）',
    en: 'Expired trial tenant activity (last {days} days)',
    ja: '試用期限切れテナントの利用状況（直近 {days} 日）',
  },
  'businessTenant.edit': { 'zh-CN': '编辑租户', en: 'Edit tenant', ja: 'テナントを編集' },

  'businessTenant.record.missing': {
    'zh-CN': '该租户还没有{name}',
    en: 'This tenant has no {name} yet',
    ja: 'このテナントには{name}がまだありません',
  },
  'businessTenant.record.create': { 'zh-CN': '创建{name}', en: 'Create {name}', ja: '{name}を作成' },
  'businessTenant.record.editing': { 'zh-CN': '编辑{name}', en: 'Edit {name}', ja: '{name}を編集' },

  'businessTenant.orders.total': {
    'zh-CN': '{count} 笔订单，实付合计 {amount}',
    en: '{count} orders, {amount} paid in total',
    ja: '注文 {count} 件、支払合計 {amount}',
  },

  'businessTenant.function.switch': {
    'zh-CN': '启用 {name}',
    en: 'Enable {name}',
    ja: '{name} を有効化',
  },
  'businessTenant.function.enabled': {
    'zh-CN': '已启用 {name}',
    en: '{name} enabled',
    ja: '{name} を有効にしました',
  },
  'businessTenant.function.disabled': {
    'zh-CN': '已停用 {name}',
    en: '{name} disabled',
    ja: '{name} を無効にしました',
  },
  'businessTenant.function.empty': {
    'zh-CN': '该租户没有此类功能配置',
    en: 'This tenant has no functions of this kind configured',
    ja: 'このテナントにはこの種類の機能設定がありません',
  },

  'businessTenant.usage.chart': {
    'zh-CN': '近 12 个月用户趋势',
    en: 'Users over the last 12 months',
    ja: '過去 12 か月のユーザー推移',
  },
  'businessTenant.usage.chartSummary': {
    'zh-CN':
      '{from} 至 {to}：活跃用户 {activeFirst} → {activeLast}，用户总数 {totalLast}，购买席位 {seatsLast}',
    en: '{from} to {to}: active users {activeFirst} → {activeLast}, users {totalLast}, seats bought {seatsLast}',
    ja: '{from}～{to}：アクティブ {activeFirst} → {activeLast}、ユーザー数 {totalLast}、購入席数 {seatsLast}',
  },
  'businessTenant.usage.table': {
    'zh-CN': '每月使用数据',
    en: 'Figures per month',
    ja: '月別の利用データ',
  },
  'businessTenant.usage.empty': {
    'zh-CN': '近 12 个月没有使用统计',
    en: 'No usage figures for the last 12 months',
    ja: '過去 12 か月の利用統計はありません',
  },

  'businessTenant.history.title': {
    'zh-CN': '租户操作记录',
    en: "The tenant's operation history",
    ja: 'テナントの操作履歴',
  },
} as const satisfies Record<string, Title>;

export type BusinessTenantMessageId = keyof typeof businessTenantDetailMessages;
