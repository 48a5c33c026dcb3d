import { iterationReleasePlanResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, readOnlyFields, t } from '../../../resources/kit';
import type { ScreenFieldView } from '../../../resources/types';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

const fields: Readonly<Record<string, ScreenFieldView>> = { status: readOnly };

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
