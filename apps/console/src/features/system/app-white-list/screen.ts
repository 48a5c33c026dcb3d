import { appWhiteListResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The APP white list: tenants (or single users) let into a gray version or a beta feature early. */
export const screen = defineScreen({
  resource: appWhiteListResource,
  title: t('APP 白名单', 'App white list', 'アプリのホワイトリスト'),
  recordName: t('白名单', 'White-list entry', 'ホワイトリスト'),
  columns: [
    'tenantId',
    'kind',
    'platform',
    'appVersion',
    'featureCode',
    'userEmail',
    'validFrom',
    'validTo',
    'enabled',
  ],
  filters: ['tenantId', 'kind', 'platform', 'appVersion', 'enabled', 'validTo'],
  form: [
    {
      title: basicTitle,
      fields: [
        'tenantId',
        'kind',
        'platform',
        'appVersion',
        'featureCode',
        'userEmail',
        'validFrom',
        'validTo',
        'reason',
        'addedById',
        'enabled',
      ],
    },
  ],
  routes: { list: 'app-white-list' },
  defaults: { kind: 'GRAY_VERSION', platform: 'ALL' },
  enabledField: 'enabled',
});
