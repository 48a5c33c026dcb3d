import { deployPrivacyPolicyResource } from '@opsdesk/api';
import { readOnly, t } from '../../../resources/kit';
import type { DetailTab, ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import { basicTitle } from '../tabTitles';

const tenantsTab: DetailTab = {
  key: 'tenants',
  title: t('租户范围', 'Tenants', 'テナント'),
  sections: [{ fields: ['tenantRange', 'tenantIds', 'acceptedTenantCount', 'requireReconsent'] }],
};
const policyTab: DetailTab = {
  key: 'policy',
  title: basicTitle,
  sections: [
    {
      fields: [
        'policyKind',
        'title',
        'policyVersion',
        'language',
        'platforms',
        'effectiveDate',
        'contentUrl',
        'changeSummary',
        'status',
        'publisherId',
        'publishedAt',
      ],
    },
  ],
};

/**
 * The privacy policies shipped with each version. The tenant-details route shows the same record
 * from the tenants' side first: who it reaches and how many tenants accepted it.
 */
export function privacyPolicyScreen(routes: ResourceRoutes, tenantsFirst: boolean) {
  return defineScreen({
    resource: deployPrivacyPolicyResource,
    title: t('隐私政策', 'Privacy policies', 'プライバシーポリシー'),
    recordName: t('隐私政策', 'Privacy policy', 'プライバシーポリシー'),
    fields: {
      acceptedTenantCount: readOnly,
      status: readOnly,
      publisherId: readOnly,
      publishedAt: readOnly,
    },
    columns: [
      'title',
      'policyKind',
      'policyVersion',
      'language',
      'effectiveDate',
      'tenantRange',
      'acceptedTenantCount',
      'status',
    ],
    filters: ['policyKind', 'language', 'status', 'tenantRange', 'effectiveDate'],
    form: [
      {
        title: basicTitle,
        fields: [
          'policyKind',
          'title',
          'policyVersion',
          'language',
          'platforms',
          'effectiveDate',
          'contentUrl',
          'changeSummary',
        ],
      },
      {
        title: t('租户范围', 'Tenants', 'テナント'),
        fields: ['tenantRange', 'tenantIds', 'requireReconsent'],
      },
    ],
    detail: tenantsFirst ? [tenantsTab, policyTab] : [policyTab, tenantsTab],
    routes,
    defaults: {
      language: 'zh_cn',
      tenantRange: 'ALL',
      platforms: ['WEB', 'IOS', 'ANDROID'],
      status: 'DRAFT',
    },
    statusField: 'status',
    actions: [
      {
        key: 'publish',
        label: t('发布', 'Publish', '公開'),
        set: { status: 'PUBLISHED' },
        when: { status: ['DRAFT'] },
        confirm: t(
          '发布后于生效日期起对用户展示，确定？',
          'Users see it from its effective date. Publish?',
          '発効日から利用者に表示されます。公開しますか？',
        ),
        tone: 'primary',
      },
      {
        key: 'retire',
        label: t('废止', 'Retire', '廃止'),
        set: { status: 'RETIRED' },
        when: { status: ['PUBLISHED'] },
        confirm: t('确定废止该版本？', 'Retire this version?', 'この版を廃止しますか？'),
        tone: 'danger',
      },
    ],
  });
}
