import { marketingClueResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/** Clue management: sales leads, from where they came to the customer they became. */
export const screen = defineScreen({
  resource: marketingClueResource,
  title: t('线索管理', 'Sales leads', 'リード管理'),
  recordName: t('线索', 'Lead', 'リード'),
  fields: {
    clueCode: { width: 150 },
    followUpNote: { input: { type: 'textarea', rows: 4 } },
    status: readOnly,
  },
  columns: [
    'clueCode',
    'companyName',
    'contactName',
    'contactMobile',
    'source',
    'ownerName',
    'nextFollowDate',
    'receivedDate',
    'status',
  ],
  filters: [
    'source',
    'status',
    'employeeScale',
    'cityAdCode',
    'marketingInfoCode',
    'ownerName',
    'receivedDate',
    'nextFollowDate',
  ],
  form: [
    {
      title: t('公司', 'Company', '会社'),
      fields: ['clueCode', 'companyName', 'industry', 'employeeScale', 'cityAdCode'],
    },
    {
      title: t('联系人', 'Contact', '担当者'),
      fields: ['contactName', 'contactMobile', 'contactEmail', 'contactPosition'],
    },
    {
      title: t('来源与意向', 'Source and interest', 'リード元と関心'),
      fields: ['source', 'marketingInfoCode', 'interestedProducts', 'receivedDate'],
    },
    {
      title: t('跟进', 'Follow-up', 'フォロー'),
      fields: ['ownerName', 'lastFollowDate', 'nextFollowDate', 'followUpNote', 'crmCustomerCode'],
    },
  ],
  detail: [
    {
      key: 'lead',
      title: t('线索信息', 'Lead', 'リード'),
      sections: [
        { fields: ['clueCode', 'companyName', 'industry', 'employeeScale', 'cityAdCode', 'status'] },
        {
          title: t('联系人', 'Contact', '担当者'),
          fields: ['contactName', 'contactMobile', 'contactEmail', 'contactPosition'],
        },
        {
          title: t('来源与意向', 'Source and interest', 'リード元と関心'),
          fields: ['source', 'marketingInfoCode', 'interestedProducts', 'receivedDate'],
        },
      ],
    },
    {
      key: 'follow-up',
      title: t('跟进情况', 'Follow-up', 'フォロー状況'),
      sections: [
        { fields: ['ownerName', 'lastFollowDate', 'nextFollowDate', 'followUpNote', 'crmCustomerCode'] },
      ],
    },
  ],
  routes: { list: 'clue-management' },
  defaults: { interestedProducts: [], status: 'NEW' },
  statusField: 'status',
  actions: [
    {
      key: 'assign',
      label: t('分配', 'Assign', '割り当て'),
      set: { status: 'ASSIGNED' },
      when: { status: ['NEW'] },
      confirm: t(
        '请先填写跟进销售，确定分配？',
        'Fill in the salesperson first. Assign the lead?',
        '営業担当を入力してから割り当ててください。よろしいですか？',
      ),
      tone: 'primary',
    },
    {
      key: 'follow',
      label: t('开始跟进', 'Start follow-up', 'フォロー開始'),
      set: { status: 'FOLLOWING' },
      when: { status: ['NEW', 'ASSIGNED'] },
    },
    {
      key: 'convert',
      label: t('转化为客户', 'Convert', '成約'),
      set: { status: 'CONVERTED' },
      when: { status: ['ASSIGNED', 'FOLLOWING'] },
      confirm: t(
        '请先关联 CRM 客户，确定标记为已转化？',
        'Link the CRM customer first. Mark the lead as converted?',
        'CRM 顧客を紐づけてから実行してください。成約にしますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'invalidate',
      label: t('标记无效', 'Mark invalid', '無効にする'),
      set: { status: 'INVALID' },
      when: { status: ['NEW', 'ASSIGNED', 'FOLLOWING'] },
      confirm: t(
        '请在跟进记录中写明原因，确定标记为无效？',
        'Note the reason in the follow-up notes. Mark invalid?',
        'フォロー記録に理由を書いてください。無効にしますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'reactivate',
      label: t('重新跟进', 'Reopen', '再フォロー'),
      set: { status: 'FOLLOWING' },
      when: { status: ['INVALID'] },
    },
  ],
});
