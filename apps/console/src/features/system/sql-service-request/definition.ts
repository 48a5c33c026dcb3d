import { sqlServiceRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, readOnlyFields, t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

const fields: Readonly<Record<string, ScreenFieldView>> = {
  sqlText: { input: { type: 'textarea', rows: 12 } },
  status: readOnly,
};

const requestFields = [
  'requestNo',
  'title',
  'cloudEnv',
  'databaseName',
  'sqlType',
  'targetTenantId',
  'estimatedRows',
  'backupRequired',
  'executeAfter',
  'requesterId',
  'reason',
  'sqlText',
];
const handlingFields = ['reviewerId', 'executedAt', 'actualRows', 'executionResult'];
const detail = [
  { key: 'request', title: basicTitle, sections: [{ fields: requestFields }] },
  { key: 'handling', title: handlingTitle, sections: [{ fields: ['status', ...handlingFields] }] },
];
const columns = ['requestNo', 'title', 'cloudEnv', 'databaseName', 'sqlType', 'executeAfter', 'status'];
const filters = [
  'status',
  'cloudEnv',
  'databaseName',
  'sqlType',
  'targetTenantId',
  'requesterId',
  'reviewerId',
  'executeAfter',
];

/** SQL service applications: developers ask to run SQL on a production database (form/:id/:role-id creates one). */
export const applicationScreen = defineScreen({
  resource: sqlServiceRequestResource,
  title: t('SQL 服务申请', 'SQL service applications', 'SQL サービス申請'),
  recordName: t('SQL 申请', 'SQL request', 'SQL 申請'),
  fields: readOnlyFields(fields, handlingFields),
  columns: [...columns, 'reviewerId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields.slice(0, 10) },
    { title: t('SQL 与原因', 'SQL and reason', 'SQL と理由'), fields: requestFields.slice(10) },
  ],
  detail,
  routes: {
    list: 'sql-service-application',
    create: 'sql-service-application-form',
    detail: 'sql-service-application-detail',
  },
  defaults: { sqlType: 'DML', backupRequired: true, status: 'DRAFT' },
  statusField: 'status',
  actions: requesterActions(),
});

/** The DBAs' view of the same requests: review, run, record rows and result. */
export const operationScreen = defineScreen({
  resource: sqlServiceRequestResource,
  title: t('SQL 服务执行', 'SQL service operations', 'SQL サービス実行'),
  recordName: t('SQL 申请', 'SQL request', 'SQL 申請'),
  fields: readOnlyFields(fields, requestFields),
  columns: [...columns, 'requesterId', 'reviewerId'],
  filters,
  form: [
    { title: basicTitle, fields: requestFields },
    { title: handlingTitle, fields: handlingFields },
  ],
  detail,
  routes: {
    list: 'sql-service-operation',
    edit: 'sql-service-operation-form',
    detail: 'sql-service-operation-detail',
  },
  statusField: 'status',
  actions: operatorActions(),
});
