import { middlewareInstanceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The middleware instances of every cloud: the operators' inventory (middleware-manage). */
export const screen = defineScreen({
  resource: middlewareInstanceResource,
  title: t('中间件管理', 'Middleware', 'ミドルウェア管理'),
  recordName: t('中间件实例', 'Middleware instance', 'ミドルウェアインスタンス'),
  columns: [
    'instanceName',
    'middlewareType',
    'releaseVersion',
    'cloudEnv',
    'deployMode',
    'nodeCount',
    'status',
    'ownerId',
  ],
  filters: ['middlewareType', 'cloudEnv', 'deployMode', 'status', 'ownerId'],
  form: [
    {
      title: basicTitle,
      fields: ['instanceName', 'middlewareType', 'releaseVersion', 'cloudEnv', 'deployMode', 'endpoint'],
    },
    {
      title: t('容量与运维', 'Capacity and upkeep', '容量と運用'),
      fields: ['specification', 'nodeCount', 'ownerId', 'status', 'monitorUrl', 'backupPolicy', 'remark'],
    },
  ],
  routes: { list: 'middleware-manage' },
  defaults: { status: 'RUNNING', nodeCount: 1 },
  statusField: 'status',
});
