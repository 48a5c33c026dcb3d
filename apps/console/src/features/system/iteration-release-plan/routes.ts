import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The requesters' list and the operators' (`-operation`) list of the same release plans, each with its form
 * and detail. The spec's create route carries `{id}`: the requesters' one creates (its `{id}` is `new`), the
 * operators' one edits the plan it names. `{sprintId}` is the sprint, by the code its records keep
 * (`sprintCode`): a new plan is made in it, a plan of another sprint is not found; `{sourceId}` names a
 * record these screens keep nothing of, and must be an id.
 */
export const iterationReleasePlanRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'iteration-release-plan',
      title: '迭代发布计划',
      path: '/main/system-operation/iteration-release-plan',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./plan/screen'),
    },
    [
      {
        key: 'iteration-release-plan-new',
        title: '新建发布计划',
        path: 'new/:id/:sourceId/:sprintId',
        view: 'create',
        params: { sourceId: { kind: 'id' }, sprintId: { kind: 'field', field: 'sprintCode' } },
      },
      {
        key: 'iteration-release-plan-detail',
        title: '详情',
        path: 'detail/:id/:sourceId/:sprintId',
        view: 'detail',
        params: { sourceId: { kind: 'id' }, sprintId: { kind: 'field', field: 'sprintCode' } },
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'iteration-release-plan-operation',
      title: '迭代发布执行',
      path: '/main/system-operation/iteration-release-plan-operation',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./operation/screen'),
    },
    [
      {
        key: 'iteration-release-plan-operation-new',
        title: '执行发布计划',
        path: 'new/:id/:sourceId/:sprintId',
        view: 'edit',
        params: { sourceId: { kind: 'id' }, sprintId: { kind: 'field', field: 'sprintCode' } },
      },
      {
        key: 'iteration-release-plan-operation-detail',
        title: '详情',
        path: 'detail/:id/:sourceId/:sprintId',
        view: 'detail',
        params: { sourceId: { kind: 'id' }, sprintId: { kind: 'field', field: 'sprintCode' } },
      },
    ],
  ),
];
