import { csDeveloperModeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csDeveloperModeResource,
  title: t('开发者模式', 'Developer mode', '開発者モード'),
  recordName: t('租户开发者模式', 'Developer mode', '開発者モード'),
  fields: {
    developerMode: { display: 'enabled' },
    lastUsedAt: readOnly,
  },
  columns: ['tenantId', 'developerMode', 'scopes', 'ticketNo', 'openedBy', 'expiresAt', 'lastUsedAt'],
  filters: ['tenantId', 'developerMode', 'expiresAt'],
  form: [
    { title: t('租户', 'Tenant', 'テナント'), fields: ['tenantId', 'developerMode', 'scopes', 'expiresAt'] },
    { title: t('审批依据', 'Grounds', '根拠'), fields: ['ticketNo', 'reason', 'openedBy'] },
    { title: t('访问限制', 'Access', 'アクセス制限'), fields: ['ipWhitelist'] },
  ],
  routes: { list: 'developer-mode' },
  defaults: { developerMode: false, scopes: [], ipWhitelist: [] },
  enabledField: 'developerMode',
});
