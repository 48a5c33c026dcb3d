import { iterationReleasePlanResource, type releaseStrategies } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import type { FieldView } from '../../../resources/types';
import {
  basicTitle,
  cloudEnvsField,
  codeText,
  datetime,
  handlingTitle,
  operatorActions,
  options,
  readOnlyFields,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  t,
  tags,
  tenantsField,
  textarea,
  userField,
} from '../shared';

const strategyOptions = options<(typeof releaseStrategies)[number]>({
  FULL: ['全量发布', 'Full release', '全面リリース'],
  GRAY_BY_TENANT: ['按租户灰度', 'Gray by tenant', 'テナント単位グレー'],
  GRAY_BY_CLOUD: ['按云环境灰度', 'Gray by cloud', 'クラウド単位グレー'],
  BLUE_GREEN: ['蓝绿发布', 'Blue-green', 'ブルーグリーン'],
});

const fields: Readonly<Record<string, FieldView>> = {
  planNo: codeText(t('计划编号', 'Plan no.', '計画番号')),
  planName: { label: t('计划名称', 'Name', '計画名') },
  sprintCode: {
    label: t('迭代', 'Sprint', 'スプリント'),
    input: { type: 'resource', resource: 'sprint', valueField: 'sprintCode', labelField: 'sprintName' },
    display: 'code',
  },
  bigVersionNo: {
    label: t('大版本', 'Big version', 'メジャーバージョン'),
    input: { type: 'resource', resource: 'big-version', valueField: 'versionNo', labelField: 'versionName' },
    display: 'code',
  },
  services: tags(t('发布服务', 'Services', 'サービス'), {
    help: t('服务名，每项一个', 'One service name per item', 'サービス名を 1 件ずつ'),
  }),
  cloudEnvs: cloudEnvsField(t('发布云环境', 'Clouds', 'クラウド')),
  strategy: select(t('发布策略', 'Strategy', 'リリース方式'), strategyOptions),
  grayTenantIds: tenantsField(t('首批灰度租户', 'First-wave tenants', '第一陣のテナント')),
  windowStart: datetime(t('发布窗口开始', 'Window opens', 'ウィンドウ開始')),
  windowEnd: datetime(t('发布窗口结束', 'Window closes', 'ウィンドウ終了')),
  ownerId: userField(t('计划负责人', 'Owner', '責任者')),
  operatorId: userField(requestLabels.operator),
  status: requestStatusField,
  checklist: textarea(t('发布检查清单', 'Checklist', 'チェックリスト'), 5),
  rollbackPlan: textarea(requestLabels.rollbackPlan, 3),
  resultNote: textarea(requestLabels.resultNote, 3),
};

const planFields = [
  'planNo',
  'planName',
  'sprintCode',
  'bigVersionNo',
  'services',
  'cloudEnvs',
  'strategy',
  'grayTenantIds',
  'windowStart',
  'windowEnd',
  'ownerId',
  'checklist',
  'rollbackPlan',
];
const handlingFields = ['operatorId', 'resultNote'];
const detail = [
  { key: 'plan', title: basicTitle, sections: [{ fields: planFields }] },
  { key: 'handling', title: handlingTitle, sections: [{ fields: ['status', ...handlingFields] }] },
];
const columns = [
  'planNo',
  'planName',
  'sprintCode',
  'strategy',
  'cloudEnvs',
  'windowStart',
  'status',
  'ownerId',
];
const filters = ['status', 'sprintCode', 'strategy', 'ownerId', 'operatorId', 'windowStart'];

/** Release plans of the sprints, drafted by their owners (new/:id/:sourceId/:sprintId creates one). */
export const planScreen = defineScreen({
  resource: iterationReleasePlanResource,
  title: t('迭代发布计划', 'Iteration release plans', 'イテレーションのリリース計画'),
  recordName: t('发布计划', 'Release plan', 'リリース計画'),
  fields: readOnlyFields(fields, handlingFields),
  columns,
  filters,
  form: [
    { title: basicTitle, fields: planFields.slice(0, 8) },
    {
      title: t('窗口与回滚', 'Window and rollback', 'ウィンドウとロールバック'),
      fields: planFields.slice(8),
    },
  ],
  detail,
  routes: {
    list: 'iteration-release-plan',
    create: 'iteration-release-plan-new',
    detail: 'iteration-release-plan-detail',
  },
  defaults: { strategy: 'GRAY_BY_TENANT', status: 'DRAFT' },
  statusField: 'status',
  actions: requesterActions(),
});

/** The operators' view of the same plans: approve, carry out, record the result. */
export const operationScreen = defineScreen({
  resource: iterationReleasePlanResource,
  title: t('迭代发布执行', 'Iteration release operations', 'イテレーションのリリース実施'),
  recordName: t('发布计划', 'Release plan', 'リリース計画'),
  fields: readOnlyFields(fields, planFields),
  columns: [...columns, 'operatorId'],
  filters,
  form: [
    { title: basicTitle, fields: planFields },
    { title: handlingTitle, fields: handlingFields },
  ],
  detail,
  routes: {
    list: 'iteration-release-plan-operation',
    edit: 'iteration-release-plan-operation-new',
    detail: 'iteration-release-plan-operation-detail',
  },
  statusField: 'status',
  actions: operatorActions(),
});
