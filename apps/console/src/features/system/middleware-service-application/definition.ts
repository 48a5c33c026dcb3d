import { middlewareServiceApplicationResource, type middlewareApplicationKinds } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import type { FieldView } from '../../../resources/types';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  dateField,
  datetime,
  handlingTitle,
  middlewareTypeOptions,
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

const kindOptions = options<(typeof middlewareApplicationKinds)[number]>({
  NEW_RESOURCE: ['新建资源', 'New resource', '新規リソース'],
  EXPAND: ['扩容', 'Expand', '拡張'],
  ACCOUNT: ['账号权限', 'Account', 'アカウント権限'],
  CONFIG_CHANGE: ['配置变更', 'Configuration change', '設定変更'],
  RELEASE_RESOURCE: ['释放资源', 'Release resource', 'リソース解放'],
});

const fields: Readonly<Record<string, FieldView>> = {
  applicationNo: codeText(t('申请单号', 'Application no.', '申請番号')),
  title: { label: t('申请标题', 'Title', '件名') },
  middlewareType: select(t('中间件类型', 'Middleware', 'ミドルウェア'), middlewareTypeOptions),
  kind: select(t('申请类型', 'Kind', '申請種別'), kindOptions),
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
  cloudEnv: cloudEnvField(),
  resourceName: codeText(t('资源名称', 'Resource', 'リソース名'), {
    help: t(
      'Topic、库名、索引、消费组或账号',
      'Topic, database, index, group or account',
      'トピック・DB・インデックス・グループ・アカウント',
    ),
  }),
  specification: { label: t('规格', 'Specification', '仕様') },
  serviceName: codeText(t('使用服务', 'Service', '利用サービス')),
  purpose: textarea(t('用途说明', 'Purpose', '用途'), 3),
  neededBy: dateField(t('期望完成日期', 'Needed by', '希望完了日')),
  requesterId: userField(requestLabels.requester),
  operatorId: userField(requestLabels.operator),
  status: requestStatusField,
  doneAt: datetime(requestLabels.finishedAt),
  resultNote: textarea(requestLabels.resultNote, 3),
};

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
