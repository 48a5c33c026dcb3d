import {
  middlewareInstanceResource,
  type middlewareDeployModes,
  type middlewareInstanceStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvField,
  codeText,
  linkField,
  middlewareTypeOptions,
  numberField,
  options,
  remarkField,
  select,
  t,
  userField,
} from '../shared';

const deployModeOptions = options<(typeof middlewareDeployModes)[number]>({
  STANDALONE: ['单机', 'Standalone', 'スタンドアロン'],
  MASTER_SLAVE: ['主从', 'Primary-replica', 'プライマリ・レプリカ'],
  SENTINEL: ['哨兵', 'Sentinel', 'センチネル'],
  CLUSTER: ['集群', 'Cluster', 'クラスター'],
  MANAGED: ['云托管', 'Managed service', 'マネージド'],
});

const statusOptions = options<(typeof middlewareInstanceStatuses)[number]>({
  RUNNING: ['运行中', 'Running', '稼働中', 'success'],
  DEGRADED: ['性能降级', 'Degraded', '性能低下', 'warning'],
  MAINTENANCE: ['维护中', 'Maintenance', 'メンテナンス中', 'info'],
  STOPPED: ['已停止', 'Stopped', '停止', 'danger'],
  DECOMMISSIONED: ['已下线', 'Decommissioned', '廃止', 'neutral'],
});

/** The middleware instances of every cloud: the operators' inventory (middleware-manage). */
export const screen = defineScreen({
  resource: middlewareInstanceResource,
  title: t('中间件管理', 'Middleware', 'ミドルウェア管理'),
  recordName: t('中间件实例', 'Middleware instance', 'ミドルウェアインスタンス'),
  fields: {
    instanceName: codeText(t('实例名称', 'Instance', 'インスタンス名')),
    middlewareType: select(t('类型', 'Type', '種類'), middlewareTypeOptions),
    releaseVersion: codeText(t('版本', 'Version', 'バージョン')),
    cloudEnv: cloudEnvField(),
    deployMode: select(t('部署模式', 'Deployment', '構成'), deployModeOptions),
    endpoint: codeText(t('连接地址', 'Endpoint', '接続先')),
    specification: { label: t('规格', 'Specification', '仕様') },
    nodeCount: numberField(t('节点数', 'Nodes', 'ノード数')),
    ownerId: userField(t('负责人', 'Owner', '担当者')),
    status: select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'),
    monitorUrl: linkField(t('监控面板', 'Monitoring', '監視ダッシュボード')),
    backupPolicy: { label: t('备份策略', 'Backup policy', 'バックアップ方針') },
    remark: remarkField,
  },
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
