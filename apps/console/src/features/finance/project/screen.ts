import { financeProjectResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Delivery projects for customers: contract value, budget against actual cost, progress and acceptance. */
export const screen = defineScreen({
  resource: financeProjectResource,
  title: t('项目信息管理', 'Projects', 'プロジェクト管理'),
  recordName: t('项目', 'Project', 'プロジェクト'),
  fields: {
    tenantId: { width: 200 },
    projectCode: { width: 130 },
    projectName: { width: 220 },
    contractCode: { width: 160 },
    projectType: { width: 110 },
    projectManager: { width: 100 },
    startDate: { width: 110 },
    plannedEndDate: { width: 110 },
    actualEndDate: { width: 110 },
    contractAmount: { width: 130 },
    budgetCost: { width: 130 },
    actualCost: { width: 130 },
    progress: { width: 90 },
    projectStatus: { width: 90 },
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
