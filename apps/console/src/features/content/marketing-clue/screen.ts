import { marketingClueResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { productLineOptions } from '../marketing-info/marketingInfoScreen';
import { option, statusField, title } from '../options';

/** Clue management: sales leads, from where they came to the customer they became. */
export const screen = defineScreen({
  resource: marketingClueResource,
  title: title('线索管理', 'Sales leads', 'リード管理'),
  recordName: title('线索', 'Lead', 'リード'),
  fields: {
    clueCode: { label: title('线索编号', 'Lead no.', 'リード番号'), display: 'code', width: 150 },
    companyName: { label: title('公司名称', 'Company', '会社名') },
    contactName: { label: title('联系人', 'Contact', '担当者') },
    contactMobile: { label: title('联系电话', 'Mobile', '携帯電話') },
    contactEmail: { label: title('联系邮箱', 'E-mail', 'メール') },
    contactPosition: { label: title('职位', 'Position', '役職') },
    industry: { label: title('所属行业', 'Industry', '業種') },
    employeeScale: {
      label: title('员工规模', 'Employees', '従業員数'),
      input: {
        type: 'select',
        options: [
          option('LT_100', '100 人以下', 'Under 100', '100 人未満'),
          option('FROM_100_TO_499', '100–499 人', '100–499', '100～499 人'),
          option('FROM_500_TO_999', '500–999 人', '500–999', '500～999 人'),
          option('FROM_1000_TO_4999', '1000–4999 人', '1,000–4,999', '1,000～4,999 人'),
          option('GTE_5000', '5000 人及以上', '5,000 and more', '5,000 人以上'),
        ],
      },
    },
    cityAdCode: { label: title('所在城市', 'City', '都市'), input: { type: 'picker', picker: 'city' } },
    source: {
      label: title('线索来源', 'Source', 'リード元'),
      input: {
        type: 'select',
        options: [
          option('WEBSITE', '官网咨询', 'Website enquiry', '公式サイト問い合わせ'),
          option('MARKETING_INFO', '营销活动', 'Marketing message', 'マーケティング施策'),
          option('EXHIBITION', '展会', 'Trade fair', '展示会'),
          option('REFERRAL', '客户转介绍', 'Referral', '紹介'),
          option('TELEMARKETING', '电话营销', 'Telemarketing', 'テレマーケティング'),
          option('FREE_TRIAL', '免费试用', 'Free trial', '無料トライアル'),
          option('PARTNER', '渠道伙伴', 'Partner', 'パートナー'),
        ],
      },
    },
    marketingInfoCode: {
      label: title('来源营销活动', 'Marketing message', '元のマーケティング情報'),
      input: { type: 'resource', resource: 'marketing-info', valueField: 'infoCode', labelField: 'title' },
    },
    interestedProducts: {
      label: title('意向产品', 'Interested in', '関心のある製品'),
      input: { type: 'multi-select', options: productLineOptions },
      display: 'tags',
    },
    receivedDate: { label: title('获取日期', 'Received on', '獲得日'), input: { type: 'date' } },
    ownerName: { label: title('跟进销售', 'Salesperson', '営業担当') },
    lastFollowDate: { label: title('最近跟进', 'Last follow-up', '前回フォロー'), input: { type: 'date' } },
    nextFollowDate: { label: title('下次跟进', 'Next follow-up', '次回フォロー'), input: { type: 'date' } },
    followUpNote: {
      label: title('跟进记录', 'Follow-up notes', 'フォロー記録'),
      input: { type: 'textarea', rows: 4 },
    },
    crmCustomerCode: {
      label: title('转化客户', 'Customer', '成約顧客'),
      input: { type: 'picker', picker: 'crmCustomer' },
      help: title(
        '转化为客户时关联 CRM 客户',
        'The CRM customer the lead became',
        'リードが成約した CRM 顧客',
      ),
    },
    status: statusField([
      option('NEW', '新线索', 'New', '新規', 'info'),
      option('ASSIGNED', '已分配', 'Assigned', '割当済み', 'neutral'),
      option('FOLLOWING', '跟进中', 'Following up', 'フォロー中', 'warning'),
      option('CONVERTED', '已转化', 'Converted', '成約', 'success'),
      option('INVALID', '无效', 'Invalid', '無効', 'danger'),
    ]),
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
      title: title('公司', 'Company', '会社'),
      fields: ['clueCode', 'companyName', 'industry', 'employeeScale', 'cityAdCode'],
    },
    {
      title: title('联系人', 'Contact', '担当者'),
      fields: ['contactName', 'contactMobile', 'contactEmail', 'contactPosition'],
    },
    {
      title: title('来源与意向', 'Source and interest', 'リード元と関心'),
      fields: ['source', 'marketingInfoCode', 'interestedProducts', 'receivedDate'],
    },
    {
      title: title('跟进', 'Follow-up', 'フォロー'),
      fields: ['ownerName', 'lastFollowDate', 'nextFollowDate', 'followUpNote', 'crmCustomerCode'],
    },
  ],
  detail: [
    {
      key: 'lead',
      title: title('线索信息', 'Lead', 'リード'),
      sections: [
        { fields: ['clueCode', 'companyName', 'industry', 'employeeScale', 'cityAdCode', 'status'] },
        {
          title: title('联系人', 'Contact', '担当者'),
          fields: ['contactName', 'contactMobile', 'contactEmail', 'contactPosition'],
        },
        {
          title: title('来源与意向', 'Source and interest', 'リード元と関心'),
          fields: ['source', 'marketingInfoCode', 'interestedProducts', 'receivedDate'],
        },
      ],
    },
    {
      key: 'follow-up',
      title: title('跟进情况', 'Follow-up', 'フォロー状況'),
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
      label: title('分配', 'Assign', '割り当て'),
      set: { status: 'ASSIGNED' },
      when: { status: ['NEW'] },
      confirm: title(
        '请先填写跟进销售，确定分配？',
        'Fill in the salesperson first. Assign the lead?',
        '営業担当を入力してから割り当ててください。よろしいですか？',
      ),
      tone: 'primary',
    },
    {
      key: 'follow',
      label: title('开始跟进', 'Start follow-up', 'フォロー開始'),
      set: { status: 'FOLLOWING' },
      when: { status: ['NEW', 'ASSIGNED'] },
    },
    {
      key: 'convert',
      label: title('转化为客户', 'Convert', '成約'),
      set: { status: 'CONVERTED' },
      when: { status: ['ASSIGNED', 'FOLLOWING'] },
      confirm: title(
        '请先关联 CRM 客户，确定标记为已转化？',
        'Link the CRM customer first. Mark the lead as converted?',
        'CRM 顧客を紐づけてから実行してください。成約にしますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'invalidate',
      label: title('标记无效', 'Mark invalid', '無効にする'),
      set: { status: 'INVALID' },
      when: { status: ['NEW', 'ASSIGNED', 'FOLLOWING'] },
      confirm: title(
        '请在跟进记录中写明原因，确定标记为无效？',
        'Note the reason in the follow-up notes. Mark invalid?',
        'フォロー記録に理由を書いてください。無効にしますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'reactivate',
      label: title('重新跟进', 'Reopen', '再フォロー'),
      set: { status: 'FOLLOWING' },
      when: { status: ['INVALID'] },
    },
  ],
});
