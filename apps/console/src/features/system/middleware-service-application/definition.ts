import { middlewareServiceApplicationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, readOnlyFields, t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

const fields: Readonly<Record<string, ScreenFieldView>> = { status: readOnly };

const requestFields = [
  'applicationNo',
  'title',
  'middlewareType',
  'kind',
  'instanceName',
  'cloudEnv',
  'resourceName',
  'specification',
  'serviceName',
  'neededBy',
  'requesterId',
  'purpose',
];
const handlingFields = ['operatorId', 'doneAt', 'resultNote'];
const detail = [
  { key: 'request', title: basicTitle, sections: [{ fields: requestFields }] },
  { key: 'handling', title: handlingTitle, sections: [{ fields: ['status', ...handlingFields] }] },
];
const columns = [
  'applicationNo',
  'title',
  'middlewareType',
  'kind',
  'instanceName',
  'resourceName',
  'neededBy',
  'status',
];
const filters = [
  'status',
  'middlewareType',
  'kind',
  'instanceName',
  'cloudEnv',
  'requesterId',
  'operatorId',
  'neededBy',
];

/** Middleware service management: developers' applications for topics, databases, accounts... */
export const managementScreen = defineScreen({
  resource: middlewareServiceApplicationResource,
  title: t('中间件服务管理', 'Middleware service applications', 'ミドルウェアサービス申請'),
  recordName: t('中间件申请', 'Middleware application', 'ミドルウェア申請'),
  fields: readOnlyFields(fields, handlingFields),
  columns: [...columns, 'operatorId'],
  filters,
  form: [{ title: basicTitle, fields: requestFields }],
  detail,
  routes: {
    list: 'middleware-service-management',
    create: 'middleware-service-management-new',
    detail: 'middleware-service-management-detail',
  },
  defaults: { kind: 'NEW_RESOURCE', status: 'DRAFT' },
  statusField: 'status',
  actions: requesterActions(),
});

/** Middleware service operation: the operators carry the applications out. */
export const operationScreen = defineScreen({
  resource: middlewareServiceApplicationResource,
  title: t('中间件服务运维', 'Middleware service operations', 'ミドルウェアサービス運用'),
  recordName: t('中间件申请', 'Middleware application', 'ミドルウェア申請'),
  fields,
  columns: [...columns, 'requesterId', 'operatorId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields },
    { title: handlingTitle, fields: handlingFields },
  ],
  detail,
  routes: {
    list: 'middleware-service-operation',
    create: 'middleware-service-operation-new',
    detail: 'middleware-service-operation-detail',
  },
  defaults: { kind: 'NEW_RESOURCE', status: 'APPROVED' },
  statusField: 'status',
  actions: operatorActions(),
});
