import { titledBespokeRoutes, titledEntries } from '../titles';
import type {
  BespokeRouteDefinition,
  BespokeRouteSource,
  CatalogueEntry,
  EntrySource,
  RouteSource,
  ZhTitle,
} from '../types';

/*
 * The routes of §2.3 (announcements and advertising), the help center of §2.5, §2.8 (information
 * and help content), §2.10 (marketing) and the questionnaires of §2.13.
 *
 * Routes the spec gives without a parameter but which show one record (the question lists' edit and
 * detail, welcome-info's detail and history-detail) carry `:id`: the generic screens read the
 * record from it.
 */

/** A question list of question maintenance with its add, edit and detail routes (its sort route is bespoke). */
function questionList(
  parent: string,
  key: string,
  path: string,
  title: ZhTitle,
  load: RouteSource['load'],
): EntrySource[] {
  const child = { parent: key, menuKey: 'info-management', menu: false, load } as const;
  return [
    { kind: 'route', key, title, parent, menuKey: 'info-management', path, menu: true, view: 'list', load },
    {
      kind: 'route',
      key: `${key}-add`,
      title: '新增问题',
      path: `${path}/add`,
      view: 'create',
      ...child,
    },
    {
      kind: 'route',
      key: `${key}-edit`,
      title: '编辑问题',
      path: `${path}/edit/:id`,
      view: 'edit',
      ...child,
    },
    {
      kind: 'route',
      key: `${key}-detail`,
      title: '问题详情',
      path: `${path}/detail/:id`,
      view: 'detail',
      ...child,
    },
  ];
}

/** The question lists: key, path and title; the sort routes below follow the same list. */
const questionLists = {
  'guide-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/guide-single',
    title: '引导问题维护',
  },
  single: {
    parent: 'question-maintenance',
    path: '/main/info-management/single',
    title: '常见问题维护',
  },
  'zhenxuan-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/zhenxuan-single',
    title: '甄选问题维护',
  },
  'newcomer-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/newcomer-single',
    title: '新手问题维护',
  },
  'website-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/website-single',
    title: '官网问题维护',
  },
  'help-and-feedback-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/question-maintenance',
    title: '常见问题维护',
  },
  'help-and-feedback-newcomer-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/newcomer-question-maintenance',
    title: '新手问题维护',
  },
  'help-and-feedback-guide-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/guide-question-maintenance',
    title: '引导问题维护',
  },
} as const;

type QuestionListKey = keyof typeof questionLists;

const question = (key: QuestionListKey, load: RouteSource['load']) => {
  const { parent, path, title } = questionLists[key];
  return questionList(parent, key, path, title, load);
};

export const contentRoutes: readonly CatalogueEntry[] = titledEntries([
  // §2.3 Announcements and advertising
  {
    kind: 'group',
    key: 'announce-manage',
    title: '公告管理',
    icon: 'megaphone',
    menuKey: 'announce-manage',
  },
  {
    kind: 'route',
    key: 'carousel-setting',
    title: '轮播图设置',
    parent: 'announce-manage',
    menuKey: 'announce-manage',
    path: '/main/announce-manage/carousel-setting',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/carousel/screen'),
  },
  {
    kind: 'route',
    key: 'init-announcement-setting',
    title: '初始化公告设置',
    parent: 'announce-manage',
    menuKey: 'announce-manage',
    path: '/main/announce-manage/init-announcement-setting',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/init-announcement/screen'),
  },
  {
    kind: 'route',
    key: 'init-announcement-detail',
    title: '公告详情',
    parent: 'init-announcement-setting',
    menuKey: 'announce-manage',
    path: '/main/announce-manage/init-announcement-setting/init-announcement-detail/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/init-announcement/screen'),
  },
  {
    kind: 'route',
    key: 'init-announcement-detail-new',
    title: '新建公告',
    parent: 'init-announcement-setting',
    menuKey: 'announce-manage',
    path: '/main/announce-manage/init-announcement-setting/init-announcement-detail-new',
    menu: false,
    view: 'create',
    load: () => import('../../features/content/init-announcement/screen'),
  },
  {
    kind: 'route',
    key: 'init-announcement-detail-copy',
    title: '复制公告',
    parent: 'init-announcement-setting',
    menuKey: 'announce-manage',
    path: '/main/announce-manage/init-announcement-setting/init-announcement-detail-copy/:copyId',
    menu: false,
    view: 'copy',
    load: () => import('../../features/content/init-announcement/screen'),
  },
  {
    kind: 'group',
    key: 'full-screen-ads',
    title: '全屏广告',
    icon: 'megaphone',
    menuKey: 'full-screen-ads',
  },
  {
    kind: 'route',
    key: 'financial-course-index',
    title: '财务课堂',
    parent: 'full-screen-ads',
    menuKey: 'full-screen-ads',
    path: '/main/full-screen-ads/financial-course-index',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/financial-course/screen'),
  },
  {
    kind: 'route',
    key: 'financial-course-new',
    title: '新建课程',
    parent: 'financial-course-index',
    menuKey: 'full-screen-ads',
    path: '/main/full-screen-ads/financial-course-index/financial-course-new',
    menu: false,
    view: 'create',
    load: () => import('../../features/content/financial-course/screen'),
  },
  {
    kind: 'route',
    key: 'financial-course-edit',
    title: '编辑课程',
    parent: 'financial-course-index',
    menuKey: 'full-screen-ads',
    path: '/main/full-screen-ads/financial-course-index/financial-course-edit/:id',
    menu: false,
    view: 'edit',
    load: () => import('../../features/content/financial-course/screen'),
  },
  {
    kind: 'route',
    key: 'ad-setting',
    title: '广告设置',
    parent: 'full-screen-ads',
    menuKey: 'full-screen-ads',
    path: '/main/full-screen-ads/ad-setting',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/full-screen-ad/screen'),
  },

  // §2.5 Customer service: the help center
  {
    kind: 'group',
    key: 'help-center',
    title: '帮助中心',
    icon: 'help',
    menuKey: 'help-center',
  },
  {
    kind: 'route',
    key: 'separate-page-setup',
    title: '独立页面设置',
    parent: 'help-center',
    menuKey: 'help-center',
    path: '/main/help-center/separate-page-setup',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/help-separate-page/screen'),
  },
  {
    kind: 'route',
    key: 'sys-suggestion',
    title: '系统建议',
    parent: 'help-center',
    menuKey: 'help-center',
    path: '/main/help-center/sys-suggestion',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/sys-suggestion/screen'),
  },
  {
    kind: 'route',
    key: 'help-doc-theme',
    title: '帮助文档主题',
    parent: 'help-center',
    menuKey: 'help-center',
    path: '/main/help-center/help-doc-theme',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/help-doc-theme/screen'),
  },
  {
    kind: 'route',
    key: 'separate-page-setup-log',
    title: '独立页面设置日志',
    parent: 'help-center',
    menuKey: 'help-center',
    path: '/main/help-center/separate-page-setup-log',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/help-separate-page-log/screen'),
  },
  {
    kind: 'route',
    key: 'request-info-query',
    title: '请求信息查询',
    parent: 'help-center',
    menuKey: 'help-center',
    path: '/main/help-center/request-info-query',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/help-request-info/screen'),
  },

  // §2.8 Information and help content
  {
    kind: 'group',
    key: 'info-management',
    title: '信息管理',
    icon: 'book',
    menuKey: 'info-management',
  },
  {
    kind: 'group',
    key: 'question-maintenance',
    title: '问题维护',
    parent: 'info-management',
    menuKey: 'info-management',
  },
  ...question('guide-single', () => import('../../features/content/help-question/guide-single/screen')),
  ...question('single', () => import('../../features/content/help-question/single/screen')),
  ...question('zhenxuan-single', () => import('../../features/content/help-question/zhenxuan-single/screen')),
  ...question('newcomer-single', () => import('../../features/content/help-question/newcomer-single/screen')),
  ...question('website-single', () => import('../../features/content/help-question/website-single/screen')),
  {
    kind: 'route',
    key: 'update-log-single',
    title: '更新日志',
    parent: 'info-management',
    menuKey: 'info-management',
    path: '/main/info-management/update-log-single',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/update-log/single/screen'),
  },
  {
    kind: 'route',
    key: 'update-log-single-new',
    title: '新建更新日志',
    parent: 'update-log-single',
    menuKey: 'info-management',
    path: '/main/info-management/update-log-single/new/:type',
    menu: false,
    view: 'create',
    load: () => import('../../features/content/update-log/single/screen'),
  },
  {
    kind: 'route',
    key: 'update-log-single-detail',
    title: '更新日志详情',
    parent: 'update-log-single',
    menuKey: 'info-management',
    path: '/main/info-management/update-log-single/detail/:type/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/update-log/single/screen'),
  },
  {
    kind: 'group',
    key: 'help-and-feedback',
    title: '帮助与反馈',
    parent: 'info-management',
    menuKey: 'info-management',
  },
  ...question(
    'help-and-feedback-question-maintenance',
    () => import('../../features/content/help-question/help-default/screen'),
  ),
  ...question(
    'help-and-feedback-newcomer-question-maintenance',
    () => import('../../features/content/help-question/help-newcomer/screen'),
  ),
  ...question(
    'help-and-feedback-guide-question-maintenance',
    () => import('../../features/content/help-question/help-guide/screen'),
  ),
  {
    kind: 'route',
    key: 'help-document-management',
    title: '帮助文档管理',
    parent: 'help-and-feedback',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/help-document-management',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/help-document/screen'),
  },
  {
    kind: 'route',
    key: 'help-document-management-edit',
    title: '编辑帮助文档',
    parent: 'help-document-management',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/help-document-management/edit/:id',
    menu: false,
    view: 'edit',
    load: () => import('../../features/content/help-document/screen'),
  },
  {
    // The generic detail: its operation-history tab lists the document's versions.
    kind: 'route',
    key: 'help-document-management-history',
    title: '帮助文档历史',
    parent: 'help-document-management',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/help-document-management/history/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/help-document/screen'),
  },
  {
    kind: 'route',
    key: 'update-log',
    title: '更新日志',
    parent: 'help-and-feedback',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/update-log',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/update-log/help-feedback/screen'),
  },
  {
    kind: 'route',
    key: 'update-log-new',
    title: '新建更新日志',
    parent: 'update-log',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/update-log/new/:type',
    menu: false,
    view: 'create',
    load: () => import('../../features/content/update-log/help-feedback/screen'),
  },
  {
    kind: 'route',
    key: 'update-log-detail',
    title: '更新日志详情',
    parent: 'update-log',
    menuKey: 'info-management',
    path: '/main/info-management/help-and-feedback/update-log/detail/:type/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/update-log/help-feedback/screen'),
  },
  {
    kind: 'route',
    key: 'product-policy',
    title: '产品政策',
    parent: 'info-management',
    menuKey: 'info-management',
    path: '/main/info-management/product-policy/privacy-policy',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/product-policy/screen'),
  },
  {
    kind: 'route',
    key: 'product-policy-detail',
    title: '政策详情',
    parent: 'product-policy',
    menuKey: 'info-management',
    path: '/main/info-management/product-policy/detail/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/product-policy/screen'),
  },
  {
    kind: 'group',
    key: 'info-maintenance',
    title: '信息维护',
    icon: 'book',
    menuKey: 'info-maintenance',
  },
  {
    kind: 'route',
    key: 'system-info',
    title: '系统消息',
    parent: 'info-maintenance',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/system-info',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/system-info/screen'),
  },
  {
    kind: 'route',
    key: 'system-info-detail',
    title: '系统消息详情',
    parent: 'system-info',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/system-info/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/system-info/screen'),
  },
  {
    kind: 'route',
    key: 'welcome-info',
    title: '欢迎语设置',
    parent: 'info-maintenance',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/welcome-info',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/welcome-info/screen'),
  },
  {
    kind: 'route',
    key: 'welcome-info-detail',
    title: '欢迎语详情',
    parent: 'welcome-info',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/welcome-info/detail/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/welcome-info/screen'),
  },
  {
    kind: 'route',
    key: 'welcome-info-history',
    title: '欢迎语历史',
    parent: 'welcome-info',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/welcome-info/history',
    menu: false,
    view: 'list',
    load: () => import('../../features/content/welcome-info/history/screen'),
  },
  {
    kind: 'route',
    key: 'welcome-info-history-detail',
    title: '历史欢迎语详情',
    parent: 'welcome-info-history',
    menuKey: 'info-maintenance',
    path: '/main/info-maintenance/welcome-info/history-detail/:id',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/welcome-info/history/screen'),
  },

  // §2.10 Marketing
  {
    kind: 'group',
    key: 'marketing',
    title: '营销管理',
    icon: 'marketing',
    menuKey: 'marketing',
  },
  {
    kind: 'route',
    key: 'marketing-info',
    title: '营销信息',
    parent: 'marketing',
    menuKey: 'marketing',
    path: '/main/marketing/marketing-info',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/marketing-info/screen'),
  },
  {
    kind: 'route',
    key: 'marketing-info-details',
    title: '营销信息详情',
    parent: 'marketing-info',
    menuKey: 'marketing',
    path: '/main/marketing/marketing-info/marketing-info-details/:id/:copyFlag',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/marketing-info/screen'),
  },
  {
    kind: 'route',
    key: 'marketing-info-details-earchive',
    title: '电子档案营销信息详情',
    parent: 'marketing-info',
    menuKey: 'marketing',
    path: '/main/marketing/marketing-info/marketing-info-details-earchive/:id/:copyFlag',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/marketing-info/earchive/screen'),
  },
  {
    kind: 'route',
    key: 'clue-management',
    title: '线索管理',
    parent: 'marketing',
    menuKey: 'marketing',
    path: '/main/marketing/clue-management',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/marketing-clue/screen'),
  },

  // §2.13 Questionnaires
  {
    kind: 'route',
    key: 'questionnaire',
    title: '问卷调查',
    icon: 'survey',
    menuKey: 'questionnaire',
    path: '/main/questionnaire',
    menu: true,
    view: 'list',
    load: () => import('../../features/content/questionnaire/screen'),
  },
  {
    kind: 'route',
    key: 'questionnaire-detail',
    title: '问卷详情',
    parent: 'questionnaire',
    menuKey: 'questionnaire',
    path: '/main/questionnaire/questionnaire-detail/:id/:oid/:questionnaireType',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/questionnaire/screen'),
  },
]);

const questionSortDesign =
  "Reorders the questions of one help topic within one question list. The route's :id is the id of a " +
  "help-doc-theme record; the list (the variant of help-question) follows from the route's parent key: " +
  'guide-single GUIDE_SINGLE, single SINGLE, zhenxuan-single ZHENXUAN_SINGLE, newcomer-single ' +
  'NEWCOMER_SINGLE, website-single WEBSITE_SINGLE, help-and-feedback-question-maintenance HELP_DEFAULT, ' +
  'help-and-feedback-newcomer-question-maintenance HELP_NEWCOMER, help-and-feedback-guide-question-maintenance ' +
  "HELP_GUIDE. Header: the list's title and the topic (themeName, themeCode), with a topic switcher over the " +
  'enabled help-doc-theme records. Body: every help-question of that variant and themeCode (GET ' +
  '/api/resources/help-question?variant=...&themeCode=...&sort=sortOrder,asc&size=500) as a vertical ' +
  'drag-and-drop list showing the order, the question, its status badge (DRAFT, PUBLISHED, OFFLINE), language ' +
  'and the hot flag, with move up, move down and move to top buttons for keyboard users. Save writes sortOrder ' +
  '10, 20, 30... to each question whose place changed (PUT with its version), stops at the first 409 and offers ' +
  'to reload; Cancel goes back to the list (the parent route). Changing needs content:write; without it the ' +
  'order is shown read-only. The list reaches it through a "Sort" button that asks for the topic. Bespoke ' +
  'because it rewrites the order of many records at once by dragging, which no list, detail or form over one ' +
  'record does.';

/** The sort route of a question list: the bespoke question-sort screen. */
const questionSort = (key: QuestionListKey): BespokeRouteSource => ({
  key: `${key}-sort`,
  title: '问题排序',
  parent: key,
  menuKey: 'info-management',
  path: `${questionLists[key].path}/sort/:id`,
  menu: false,
  screen: 'question-sort',
  design: questionSortDesign,
});

export const contentBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...(Object.keys(questionLists) as QuestionListKey[]).map(questionSort),
  {
    key: 'product-policy-tenant-detail',
    title: '租户政策签署详情',
    parent: 'product-policy',
    menuKey: 'info-management',
    path: '/main/info-management/product-policy/tenant-detail/:id/:type',
    menu: false,
    screen: 'product-policy-tenant-detail',
    design:
      'One product policy as the tenants accepted it. :id is the product-policy record, :type its policyType ' +
      '(PRIVACY_POLICY, USER_AGREEMENT...). Header: the policy (title, policyCode, policyVersion, language, ' +
      'effectiveDate, status, requireReconsent) and counts of tenants by acceptance status. Body: the ' +
      'product-policy-acceptance records of that policyType (GET /api/resources/product-policy-acceptance?' +
      'policyType=...), every version, the rows of this policyCode first: tenant (tenantId shown by name, with the ' +
      'tenant picker as filter), policyVersion, acceptanceStatus badge (PENDING, ACCEPTED, DECLINED, EXPIRED), ' +
      'acceptedByName and acceptedByEmail, acceptedAt, channel, and a marker where the tenant has customTerms; ' +
      'filters status, version and acceptedAt range; export. A row opens a drawer with the whole acceptance ' +
      '(customTerms, remark) and its operation history; with content:write the drawer edits acceptanceStatus, ' +
      'customTerms and remark (PUT with version). The policy detail links here with a "Tenant acceptance" button. ' +
      'Bespoke because it lists one resource (acceptances) bound to a record of another (the policy) taken from ' +
      "the path, under that record's header; the generic screens fix filters only statically.",
  },
  {
    key: 'black-list-setting',
    title: '黑名单设置',
    parent: 'marketing-info',
    menuKey: 'marketing',
    path: '/main/marketing/marketing-info/black-list-setting/:id',
    menu: false,
    screen: 'marketing-black-list-setting',
    design:
      'The black list of one marketing message: who must not receive it. :id is the marketing-info record. ' +
      'Header: the message (infoCode, title, productLine, infoType, status, audience, startDate to endDate). Body: ' +
      'its marketing-black-list entries (GET /api/resources/marketing-black-list?marketingInfoCode=<infoCode>): ' +
      'targetType, tenant (tenantId, by name), user (userOid, by name), mobile, email, reason, addedBy, addedDate; ' +
      'filters targetType and tenant; keyword over mobile and e-mail. "Add" opens a form whose target field follows ' +
      'the target type (TENANT the tenant picker, USER the staff picker, MOBILE a mobile number, EMAIL an e-mail ' +
      'address) plus the reason; marketingInfoCode is fixed, addedBy is the current user and addedDate today. ' +
      '"Remove" deletes the selected entries after a confirmation. Import (an xlsx of mobiles or e-mails: the ' +
      'resource is importable) and export. Changes need marketing:write. The marketing-info list and detail link ' +
      'here with a "Black list" action. Bespoke because the list is bound to the message taken from the path.',
  },
]);
