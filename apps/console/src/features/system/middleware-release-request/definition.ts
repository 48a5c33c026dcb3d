import { middlewareReleaseRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, readOnlyFields, t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

const fields: Readonly<Record<string, ScreenFieldView>> = { status: readOnly };

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
