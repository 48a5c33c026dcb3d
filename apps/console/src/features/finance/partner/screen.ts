import { financePartnerResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Channel partners, resellers and suppliers: how the provider settles with each. */
export const screen = defineScreen({
  resource: financePartnerResource,
  title: t('合作伙伴管理', 'Partners', 'パートナー管理'),
  recordName: t('合作伙伴', 'Partner', 'パートナー'),
  fields: {
    partnerCode: { width: 110 },
    partnerName: { width: 240 },
    partnerType: { width: 110 },
    taxNumber: { width: 180 },
    taxpayerKind: { width: 120 },
    contactName: { width: 100 },
    contactMobile: { width: 130 },
    contactEmail: { width: 180 },
    cooperationStart: { width: 110 },
    cooperationEnd: { width: 110 },
    commissionRate: { width: 100 },
    settlementCycle: { width: 90 },
    bankName: { width: 180 },
    bankAccount: { width: 190 },
    partnerStatus: { width: 90 },
    ownerName: { width: 100 },
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
