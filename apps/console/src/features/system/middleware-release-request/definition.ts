import { middlewareReleaseRequestResource, type middlewareChangeTypes } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import type { FieldView } from '../../../resources/types';
import {
  basicTitle,
  cloudEnvsField,
  codeText,
  datetime,
  handlingTitle,
  middlewareTypeOptions,
  numberField,
  operatorActions,
  options,
  readOnlyFields,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const changeTypeOptions = options<(typeof middlewareChangeTypes)[number]>({
  UPGRADE: ['版本升级', 'Upgrade', 'アップグレード'],
  PATCH: ['补丁', 'Patch', 'パッチ'],
  CONFIG_CHANGE: ['参数变更', 'Configuration change', '設定変更'],
  SCALE_OUT: ['扩容', 'Scale out', 'スケールアウト'],
  SCALE_IN: ['缩容', 'Scale in', 'スケールイン'],
  MIGRATION: ['迁移', 'Migration', '移行'],
});

const fields: Readonly<Record<string, FieldView>> = {
  requestNo: codeText(t('申请单号', 'Request no.', '申請番号')),
  title: { label: t('申请标题', 'Title', '件名') },
  middlewareType: select(t('中间件类型', 'Middleware', 'ミドルウェア'), middlewareTypeOptions),
  instanceName: {
    label: t('中间件实例', 'Instance', 'インスタンス'),
    input: {
      type: 'resource',
      resource: 'middleware-instance',
      valueField: 'instanceName',
      labelField: 'instanceName',
    },
    display: 'code',
  },
  cloudEnvs: cloudEnvsField(),
  changeType: select(t('变更类型', 'Change type', '変更種別'), changeTypeOptions),
  fromVersion: codeText(t('当前版本', 'From version', '現行バージョン')),
  toVersion: codeText(t('目标版本', 'To version', '目標バージョン')),
  plannedAt: datetime(t('计划执行时间', 'Planned for', '予定日時')),
  expectedDowntimeMinutes: numberField(
    t('预计中断（分钟）', 'Expected downtime (min)', '想定停止時間（分）'),
  ),
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
  'middlewareType',
  'instanceName',
  'cloudEnvs',
  'changeType',
  'fromVersion',
  'toVersion',
  'plannedAt',
  'expectedDowntimeMinutes',
  'requesterId',
  'impactScope',
  'rollbackPlan',
];
const handlingFields = ['approverId', 'operatorId', 'executedAt', 'finishedAt', 'resultNote'];
const detail = [
  { key: 'request', title: basicTitle, sections: [{ fields: requestFields }] },
  { key: 'handling', title: handlingTitle, sections: [{ fields: ['status', ...handlingFields] }] },
];
const columns = ['requestNo', 'title', 'middlewareType', 'instanceName', 'changeType', 'plannedAt', 'status'];
const filters = [
  'status',
  'middlewareType',
  'instanceName',
  'changeType',
  'requesterId',
  'operatorId',
  'plannedAt',
];

/** Middleware service requests: changes to middleware instances, asked for by their users. */
export const requestScreen = defineScreen({
  resource: middlewareReleaseRequestResource,
  title: t('中间件变更申请', 'Middleware change requests', 'ミドルウェア変更申請'),
  recordName: t('变更申请', 'Change request', '変更申請'),
  fields: readOnlyFields(fields, handlingFields),
  columns: [...columns, 'operatorId'],
  filters,
  form: [{ title: basicTitle, fields: requestFields }],
  detail,
  routes: {
    list: 'middleware-service-request',
    create: 'middleware-service-request-new',
    detail: 'middleware-service-request-detail',
  },
  defaults: { changeType: 'UPGRADE', expectedDowntimeMinutes: 0, status: 'DRAFT' },
  statusField: 'status',
  actions: requesterActions(),
});

/** Middleware service releases: the operators approve and carry the changes out. */
export const releaseScreen = defineScreen({
  resource: middlewareReleaseRequestResource,
  title: t('中间件变更发布', 'Middleware releases', 'ミドルウェアのリリース'),
  recordName: t('变更申请', 'Change request', '変更申請'),
  fields,
  columns: [...columns, 'requesterId', 'operatorId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields },
    { title: handlingTitle, fields: handlingFields },
  ],
  detail,
  routes: {
    list: 'middleware-service-release',
    create: 'middleware-service-release-new',
    detail: 'middleware-service-release-detail',
  },
  defaults: { changeType: 'UPGRADE', expectedDowntimeMinutes: 0, status: 'APPROVED' },
  statusField: 'status',
  actions: operatorActions(),
});
