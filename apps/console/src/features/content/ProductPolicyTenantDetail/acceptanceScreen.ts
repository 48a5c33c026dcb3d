import { productPolicyAcceptanceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/** How the tenant-acceptance screen shows a policy acceptance (its table, drawer and export). */
export const acceptanceScreen = defineScreen({
  resource: productPolicyAcceptanceResource,
  title: t('租户政策签署', 'Tenant acceptances', 'テナントの同意状況'),
  recordName: t('签署记录', 'Acceptance', '同意記録'),
  fields: {
    policyVersion: { width: 90 },
    acceptanceStatus: readOnly,
    customTerms: { input: { type: 'textarea', rows: 5 } },
    remark: { input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'tenantId',
    'policyVersion',
    'acceptanceStatus',
    'acceptedByName',
    'acceptedByEmail',
    'acceptedAt',
    'channel',
  ],
  filters: ['tenantId', 'acceptanceStatus', 'acceptedAt'],
  form: [
    {
      fields: [
        'tenantId',
        'policyCode',
        'policyType',
        'policyVersion',
        'acceptanceStatus',
        'acceptedByName',
        'acceptedByEmail',
        'acceptedAt',
        'channel',
        'customTerms',
        'remark',
      ],
    },
  ],
  routes: { list: 'product-policy-tenant-detail' },
  statusField: 'acceptanceStatus',
});
