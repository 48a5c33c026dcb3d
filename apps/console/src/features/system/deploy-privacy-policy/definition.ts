import {
  deployPrivacyPolicyResource,
  type deployPrivacyPolicyKinds,
  type deployPrivacyPolicyStatuses,
} from '@opsdesk/api';
import type { DetailTab, ResourceRoutes } from '../../../resources/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  dateField,
  datetime,
  languageOptions,
  linkField,
  multiSelect,
  numberField,
  options,
  releasePlatformOptions,
  select,
  switchField,
  t,
  tenantRangeOptions,
  tenantsField,
  textarea,
  userField,
} from '../shared';

const kindOptions = options<(typeof deployPrivacyPolicyKinds)[number]>({
  PRIVACY_POLICY: ['隐私政策', 'Privacy policy', 'プライバシーポリシー'],
  USER_AGREEMENT: ['用户协议', 'User agreement', '利用規約'],
  THIRD_PARTY_SDK: ['第三方 SDK 清单', 'Third-party SDK list', '第三者 SDK 一覧'],
  PERSONAL_INFO_LIST: ['个人信息收集清单', 'Personal information list', '個人情報収集一覧'],
});

const statusOptions = options<(typeof deployPrivacyPolicyStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  PUBLISHED: ['已生效', 'Published', '公開中', 'success'],
  RETIRED: ['已废止', 'Retired', '廃止', 'neutral'],
});

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
      policyKind: select(t('政策类型', 'Kind', '種別'), kindOptions),
      title: { label: t('标题', 'Title', 'タイトル') },
      policyVersion: codeText(t('版本号', 'Version', 'バージョン')),
      language: select(t('语言', 'Language', '言語'), languageOptions),
      platforms: multiSelect(t('适用平台', 'Platforms', 'プラットフォーム'), releasePlatformOptions),
      effectiveDate: dateField(t('生效日期', 'Effective from', '発効日')),
      contentUrl: linkField(t('正文地址', 'Text URL', '本文 URL')),
      changeSummary: textarea(t('变更摘要', 'What changed', '変更概要'), 4),
      requireReconsent: switchField(t('需重新同意', 'Ask consent again', '再同意が必要'), {
        help: t(
          '用户下次登录时需重新同意',
          'Users agree again at their next login',
          '次回ログイン時に再同意',
        ),
      }),
      tenantRange: select(t('租户范围', 'Tenants', 'テナント範囲'), tenantRangeOptions),
      tenantIds: tenantsField(),
      acceptedTenantCount: numberField(t('已确认租户数', 'Tenants accepted', '同意済みテナント数'), {
        readOnly: true,
      }),
      status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
      publisherId: userField(t('发布人', 'Published by', '公開者'), true),
      publishedAt: datetime(t('发布时间', 'Published at', '公開日時'), { readOnly: true }),
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
