import { singleServiceRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, readOnlyFields, t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

const fields: Readonly<Record<string, ScreenFieldView>> = { status: readOnly };

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
  // A release request never starts out aimed at production: the safest environment comes first.
  defaults: { deployEnv: 'dev', changeType: 'FEATURE', status: 'DRAFT' },
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
