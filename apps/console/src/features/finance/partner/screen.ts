import { financePartnerResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, dateField, option, percentField, t, taxpayerKindField } from '../labels';

/** Channel partners, resellers and suppliers: how the provider settles with each. */
export const screen = defineScreen({
  resource: financePartnerResource,
  title: t('合作伙伴管理', 'Partners', 'パートナー管理'),
  recordName: t('合作伙伴', 'Partner', 'パートナー'),
  fields: {
    partnerCode: codeField(t('伙伴编码', 'Partner code', 'パートナーコード'), 110),
    partnerName: { label: t('伙伴名称', 'Partner name', 'パートナー名'), width: 240 },
    partnerType: {
      label: t('伙伴类型', 'Partner type', 'パートナー区分'),
      input: {
        type: 'select',
        options: [
          option('CHANNEL', t('渠道商', 'Channel partner', 'チャネルパートナー')),
          option('RESELLER', t('代理商', 'Reseller', '販売代理店')),
          option('SUPPLIER', t('供应商', 'Supplier', '仕入先')),
          option('TECHNOLOGY', t('技术合作伙伴', 'Technology partner', '技術パートナー')),
        ],
      },
      width: 110,
    },
    taxNumber: codeField(t('纳税人识别号', 'Taxpayer number', '納税者番号'), 180),
    taxpayerKind: taxpayerKindField,
    contactName: { label: t('联系人', 'Contact', '連絡先担当'), width: 100 },
    contactMobile: { label: t('联系电话', 'Contact mobile', '連絡先電話'), width: 130 },
    contactEmail: { label: t('联系邮箱', 'Contact e-mail', '連絡先メール'), width: 180 },
    cooperationStart: dateField(t('合作开始日期', 'Partner since', '提携開始日')),
    cooperationEnd: dateField(t('合作结束日期', 'Partner until', '提携終了日')),
    commissionRate: percentField(t('佣金比例(%)', 'Commission (%)', '手数料率(%)')),
    settlementCycle: {
      label: t('结算周期', 'Settlement cycle', '精算サイクル'),
      input: {
        type: 'select',
        options: [
          option('MONTHLY', t('按月', 'Monthly', '月次')),
          option('QUARTERLY', t('按季', 'Quarterly', '四半期')),
          option('PER_ORDER', t('按单', 'Per order', '注文ごと')),
        ],
      },
      width: 90,
    },
    bankName: { label: t('开户银行', 'Bank', '取引銀行'), width: 180 },
    bankAccount: codeField(t('银行账号', 'Bank account', '口座番号'), 190),
    partnerStatus: {
      label: t('合作状态', 'Status', '提携ステータス'),
      input: {
        type: 'select',
        options: [
          option('COOPERATING', t('合作中', 'Active', '提携中'), 'success'),
          option('SUSPENDED', t('已暂停', 'Suspended', '一時停止'), 'warning'),
          option('TERMINATED', t('已终止', 'Terminated', '終了'), 'neutral'),
        ],
      },
      display: 'status',
      width: 90,
    },
    ownerName: { label: t('对接人', 'Account manager', '担当者'), width: 100 },
  },
  columns: [
    'partnerCode',
    'partnerName',
    'partnerType',
    'contactName',
    'contactMobile',
    'commissionRate',
    'settlementCycle',
    'cooperationStart',
    'partnerStatus',
    'ownerName',
  ],
  filters: ['partnerType', 'partnerStatus', 'settlementCycle', 'cooperationStart'],
  form: [
    {
      title: t('伙伴信息', 'Partner', 'パートナー情報'),
      fields: [
        'partnerCode',
        'partnerName',
        'partnerType',
        'ownerName',
        'cooperationStart',
        'cooperationEnd',
      ],
    },
    {
      title: t('联系人', 'Contact', '連絡先'),
      fields: ['contactName', 'contactMobile', 'contactEmail'],
    },
    {
      title: t('结算', 'Settlement', '精算'),
      fields: ['commissionRate', 'settlementCycle', 'taxNumber', 'taxpayerKind', 'bankName', 'bankAccount'],
    },
  ],
  routes: { list: 'finance-partner-management' },
  defaults: { partnerStatus: 'COOPERATING', settlementCycle: 'QUARTERLY' },
  statusField: 'partnerStatus',
  actions: [
    {
      key: 'suspend',
      label: t('暂停合作', 'Suspend', '提携停止'),
      set: { partnerStatus: 'SUSPENDED' },
      when: { partnerStatus: ['COOPERATING'] },
      confirm: t(
        '暂停后该伙伴不能再报单，确认暂停？',
        'A suspended partner cannot register new deals. Suspend?',
        '停止後は新規案件を登録できません。停止しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'resume',
      label: t('恢复合作', 'Resume', '提携再開'),
      set: { partnerStatus: 'COOPERATING' },
      when: { partnerStatus: ['SUSPENDED'] },
      confirm: t(
        '确认恢复与该伙伴的合作？',
        'Resume working with this partner?',
        'このパートナーとの提携を再開しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'terminate',
      label: t('终止合作', 'Terminate', '提携終了'),
      set: { partnerStatus: 'TERMINATED' },
      when: { partnerStatus: ['COOPERATING', 'SUSPENDED'] },
      confirm: t(
        '终止后需先结清未结佣金，确认终止？',
        'Settle open commissions first. Terminate the partnership?',
        '未精算の手数料を先に精算してください。終了しますか？',
      ),
      tone: 'danger',
    },
  ],
});
