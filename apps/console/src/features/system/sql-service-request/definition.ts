import { sqlServiceRequestResource, type sqlTypes } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import type { FieldView } from '../../../resources/types';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  datetime,
  handlingTitle,
  numberField,
  operatorActions,
  options,
  readOnlyFields,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  switchField,
  t,
  tenantField,
  textarea,
  userField,
} from '../shared';

const sqlTypeOptions = options<(typeof sqlTypes)[number]>({
  QUERY: ['查询', 'Query', '照会'],
  DML: ['数据变更（DML）', 'Data change (DML)', 'データ変更（DML）'],
  DDL: ['结构变更（DDL）', 'Schema change (DDL)', 'スキーマ変更（DDL）'],
  DATA_FIX: ['数据修复', 'Data fix', 'データ修正'],
});

const fields: Readonly<Record<string, FieldView>> = {
  requestNo: codeText(t('申请单号', 'Request no.', '申請番号')),
  title: { label: t('申请标题', 'Title', '件名') },
  cloudEnv: cloudEnvField(),
  databaseName: codeText(t('数据库', 'Database', 'データベース')),
  sqlType: select(t('SQL 类型', 'SQL type', 'SQL 種別'), sqlTypeOptions),
  sqlText: { label: t('SQL 语句', 'SQL', 'SQL 文'), input: { type: 'textarea', rows: 12 }, display: 'code' },
  targetTenantId: tenantField(t('涉及租户', 'Tenant concerned', '対象テナント')),
  estimatedRows: numberField(t('预计影响行数', 'Expected rows', '想定影響行数')),
  reason: textarea(t('申请原因', 'Reason', '理由'), 3),
  backupRequired: switchField(t('执行前备份', 'Back up first', '実行前バックアップ')),
  executeAfter: datetime(t('期望执行时间', 'Run after', '実行希望日時')),
  requesterId: userField(requestLabels.requester),
  reviewerId: userField(t('DBA 审核人', 'DBA reviewer', 'DBA レビュー担当')),
  status: requestStatusField,
  executedAt: datetime(requestLabels.executedAt),
  actualRows: numberField(t('实际影响行数', 'Rows affected', '実影響行数')),
  executionResult: textarea(requestLabels.resultNote, 4),
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
