import { financeProjectResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  contractField,
  dateField,
  moneyField,
  option,
  remarkField,
  t,
  tenantField,
} from '../labels';

/** Delivery projects for customers: contract value, budget against actual cost, progress and acceptance. */
export const screen = defineScreen({
  resource: financeProjectResource,
  title: t('项目信息管理', 'Projects', 'プロジェクト管理'),
  recordName: t('项目', 'Project', 'プロジェクト'),
  fields: {
    tenantId: tenantField,
    projectCode: codeField(t('项目编号', 'Project no.', 'プロジェクト番号'), 130),
    projectName: { label: t('项目名称', 'Project name', 'プロジェクト名'), width: 220 },
    contractCode: contractField,
    projectType: {
      label: t('项目类型', 'Project type', 'プロジェクト種別'),
      input: {
        type: 'select',
        options: [
          option('IMPLEMENTATION', t('实施项目', 'Implementation', '導入')),
          option('CUSTOM_DEVELOPMENT', t('定制开发', 'Custom development', '個別開発')),
          option('INTEGRATION', t('系统集成', 'Integration', 'システム連携')),
          option('CONSULTING', t('咨询服务', 'Consulting', 'コンサルティング')),
        ],
      },
      width: 110,
    },
    projectManager: { label: t('项目经理', 'Project manager', 'PM'), width: 100 },
    startDate: dateField(t('开始日期', 'Start date', '開始日')),
    plannedEndDate: dateField(t('计划完成日期', 'Planned end', '完了予定日')),
    actualEndDate: dateField(t('实际完成日期', 'Actual end', '完了日')),
    contractAmount: moneyField(t('合同金额', 'Contract amount', '契約金額')),
    budgetCost: moneyField(t('预算成本', 'Budgeted cost', '予算原価')),
    actualCost: moneyField(t('实际成本', 'Actual cost', '実績原価')),
    progress: {
      label: t('进度(%)', 'Progress (%)', '進捗(%)'),
      input: { type: 'number' },
      display: 'number',
      width: 90,
    },
    projectStatus: {
      label: t('项目状态', 'Status', 'ステータス'),
      input: {
        type: 'select',
        options: [
          option('NOT_STARTED', t('未启动', 'Not started', '未着手'), 'neutral'),
          option('IN_PROGRESS', t('进行中', 'In progress', '進行中'), 'info'),
          option('ACCEPTED', t('已验收', 'Accepted', '検収済み'), 'success'),
          option('CLOSED', t('已关闭', 'Closed', 'クローズ'), 'neutral'),
          option('SUSPENDED', t('已暂停', 'Suspended', '中断'), 'warning'),
        ],
      },
      display: 'status',
      width: 90,
    },
    remark: remarkField,
  },
  columns: [
    'projectCode',
    'projectName',
    'tenantId',
    'contractCode',
    'projectType',
    'projectManager',
    'startDate',
    'plannedEndDate',
    'contractAmount',
    'actualCost',
    'progress',
    'projectStatus',
  ],
  filters: ['tenantId', 'contractCode', 'projectType', 'projectStatus', 'projectManager', 'startDate'],
  form: [
    {
      title: t('项目信息', 'Project', 'プロジェクト情報'),
      fields: ['projectCode', 'projectName', 'projectType', 'tenantId', 'contractCode', 'projectManager'],
    },
    {
      title: t('进度', 'Schedule', 'スケジュール'),
      fields: ['startDate', 'plannedEndDate', 'actualEndDate', 'progress', 'projectStatus'],
    },
    {
      title: t('收入与成本', 'Revenue and cost', '収益と原価'),
      fields: ['contractAmount', 'budgetCost', 'actualCost', 'remark'],
    },
  ],
  routes: { list: 'finance-project-info-management' },
  defaults: { projectStatus: 'NOT_STARTED', progress: 0, actualCost: 0 },
  statusField: 'projectStatus',
  actions: [
    {
      key: 'start',
      label: t('启动', 'Start', '開始'),
      set: { projectStatus: 'IN_PROGRESS' },
      when: { projectStatus: ['NOT_STARTED', 'SUSPENDED'] },
      confirm: t('确认项目开始实施？', 'Start the project?', 'プロジェクトを開始しますか？'),
      tone: 'primary',
    },
    {
      key: 'accept',
      label: t('验收', 'Accept', '検収'),
      set: { projectStatus: 'ACCEPTED', progress: 100 },
      when: { projectStatus: ['IN_PROGRESS'] },
      confirm: t(
        '验收后将按合同确认项目收入，确认客户已签署验收单？',
        'Acceptance recognises the project revenue. Has the customer signed the acceptance form?',
        '検収で収益を認識します。顧客の検収書は受領済みですか？',
      ),
      tone: 'primary',
      authority: 'finance:audit',
    },
    {
      key: 'suspend',
      label: t('暂停', 'Suspend', '中断'),
      set: { projectStatus: 'SUSPENDED' },
      when: { projectStatus: ['IN_PROGRESS'] },
      confirm: t('确认暂停项目？', 'Suspend the project?', 'プロジェクトを中断しますか？'),
      tone: 'danger',
    },
    {
      key: 'close',
      label: t('关闭', 'Close', 'クローズ'),
      set: { projectStatus: 'CLOSED' },
      when: { projectStatus: ['ACCEPTED', 'SUSPENDED'] },
      confirm: t(
        '关闭后成本不再归集到该项目，确认关闭？',
        'No more cost is booked to a closed project. Close it?',
        'クローズ後は原価を計上できません。クローズしますか？',
      ),
    },
  ],
});
