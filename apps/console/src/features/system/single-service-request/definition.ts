import { singleServiceRequestResource, type serviceChangeTypes } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import type { FieldView } from '../../../resources/types';
import {
  basicTitle,
  cloudEnvsField,
  codeText,
  datetime,
  deployEnvOptions,
  handlingTitle,
  operatorActions,
  options,
  readOnlyFields,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  switchField,
  t,
  textarea,
  userField,
} from '../shared';

const changeTypeOptions = options<(typeof serviceChangeTypes)[number]>({
  FEATURE: ['新功能', 'Feature', '新機能'],
  BUGFIX: ['缺陷修复', 'Bug fix', '不具合修正'],
  HOTFIX: ['紧急修复', 'Hotfix', '緊急修正'],
  CONFIG: ['配置变更', 'Configuration', '設定変更'],
  OPTIMIZATION: ['性能优化', 'Optimisation', '性能改善'],
});

const fields: Readonly<Record<string, FieldView>> = {
  requestNo: codeText(t('申请单号', 'Request no.', '申請番号')),
  title: { label: t('申请标题', 'Title', '件名') },
  serviceName: codeText(t('服务名', 'Service', 'サービス')),
  releaseVersion: codeText(t('发布版本', 'Version', 'バージョン')),
  gitBranch: codeText(t('代码分支', 'Branch', 'ブランチ')),
  commitId: codeText(t('提交号', 'Commit', 'コミット')),
  changeType: select(t('变更类型', 'Change type', '変更種別'), changeTypeOptions),
  deployEnv: select(t('发布环境', 'Environment', '環境'), deployEnvOptions),
  cloudEnvs: cloudEnvsField(t('发布云环境', 'Clouds', 'クラウド')),
  sprintCode: {
    label: t('所属迭代', 'Sprint', 'スプリント'),
    input: { type: 'resource', resource: 'sprint', valueField: 'sprintCode', labelField: 'sprintName' },
    display: 'code',
  },
  plannedAt: datetime(t('计划发布时间', 'Planned for', '予定日時')),
  includesSql: switchField(t('包含 SQL', 'Includes SQL', 'SQL を含む')),
  sqlRequestNo: {
    label: t('关联 SQL 申请', 'SQL request', '関連 SQL 申請'),
    input: {
      type: 'resource',
      resource: 'sql-service-request',
      valueField: 'requestNo',
      labelField: 'title',
    },
    display: 'code',
  },
  description: textarea(t('发布内容', 'What it releases', 'リリース内容'), 5),
  impactScope: textarea(requestLabels.impactScope, 3),
  rollbackPlan: textarea(requestLabels.rollbackPlan, 3),
  requesterId: userField(requestLabels.requester),
  approverId: userField(requestLabels.approver),
  operatorId: userField(requestLabels.operator),
  status: requestStatusField,
  executedAt: datetime(requestLabels.executedAt),
  finishedAt: datetime(requestLabels.finishedAt),
  resultNote: textarea(requestLabels.resultNote, 3),
};

const requestFields = [
  'requestNo',
  'title',
  'serviceName',
  'releaseVersion',
  'gitBranch',
  'commitId',
  'changeType',
  'deployEnv',
  'cloudEnvs',
  'sprintCode',
  'plannedAt',
  'includesSql',
  'sqlRequestNo',
  'description',
  'impactScope',
  'rollbackPlan',
  'requesterId',
];
const handlingFields = ['approverId', 'operatorId', 'executedAt', 'finishedAt', 'resultNote'];

const detail = [
  { key: 'request', title: basicTitle, sections: [{ fields: requestFields }] },
  { key: 'handling', title: handlingTitle, sections: [{ fields: ['status', ...handlingFields] }] },
];

const columns = [
  'requestNo',
  'title',
  'serviceName',
  'releaseVersion',
  'changeType',
  'deployEnv',
  'plannedAt',
  'status',
];
const filters = [
  'status',
  'serviceName',
  'changeType',
  'deployEnv',
  'sprintCode',
  'requesterId',
  'operatorId',
  'plannedAt',
];

/** The requesters' list: their release requests, created on new-single-service/:id. */
export const requestScreen = defineScreen({
  resource: singleServiceRequestResource,
  title: t('单服务发布申请', 'Single-service release requests', '単一サービスのリリース申請'),
  recordName: t('发布申请', 'Release request', 'リリース申請'),
  fields: readOnlyFields(fields, handlingFields),
  columns: [...columns, 'operatorId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields.slice(0, 13) },
    { title: t('内容与回滚', 'Content and rollback', '内容とロールバック'), fields: requestFields.slice(13) },
  ],
  detail,
  routes: {
    list: 'single-service-request',
    create: 'new-single-service',
    detail: 'single-service-request-detail',
  },
  defaults: { deployEnv: 'release', changeType: 'FEATURE', status: 'DRAFT' },
  statusField: 'status',
  actions: requesterActions(),
});

/** The operators' list of the same requests: approve, execute and record the result (new-single-service-operation/:id). */
export const releaseScreen = defineScreen({
  resource: singleServiceRequestResource,
  title: t('单服务发布', 'Single-service releases', '単一サービスのリリース'),
  recordName: t('发布申请', 'Release request', 'リリース申請'),
  fields: readOnlyFields(fields, requestFields),
  columns: [...columns, 'requesterId', 'operatorId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields },
    { title: handlingTitle, fields: handlingFields },
  ],
  detail,
  routes: {
    list: 'single-service-release',
    edit: 'new-single-service-operation',
    detail: 'single-service-release-detail',
  },
  statusField: 'status',
  actions: operatorActions(),
});
