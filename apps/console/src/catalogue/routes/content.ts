import type { BespokeRouteDefinition, CatalogueEntry, RouteDefinition, Title } from '../types';

const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

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
  title: Title,
  load: RouteDefinition['load'],
): CatalogueEntry[] {
  const child = { parent: key, menuKey: 'info-management', menu: false, load } as const;
  return [
    { kind: 'route', key, title, parent, menuKey: 'info-management', path, menu: true, view: 'list', load },
    {
      kind: 'route',
      key: `${key}-add`,
      title: t('新增问题', 'New question', '質問の追加'),
      path: `${path}/add`,
      view: 'create',
      ...child,
    },
    {
      kind: 'route',
      key: `${key}-edit`,
      title: t('编辑问题', 'Edit question', '質問の編集'),
      path: `${path}/edit/:id`,
      view: 'edit',
      ...child,
    },
    {
      kind: 'route',
      key: `${key}-detail`,
      title: t('问题详情', 'Question', '質問の詳細'),
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
    title: t('引导问题维护', 'Guide questions', 'ガイドの質問'),
  },
  single: {
    parent: 'question-maintenance',
    path: '/main/info-management/single',
    title: t('常见问题维护', 'Common questions', 'よくある質問'),
  },
  'zhenxuan-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/zhenxuan-single',
    title: t('甄选问题维护', 'Zhenxuan booking questions', '甄選（出張予約）の質問'),
  },
  'newcomer-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/newcomer-single',
    title: t('新手问题维护', 'Newcomer questions', '初めての方向けの質問'),
  },
  'website-single': {
    parent: 'question-maintenance',
    path: '/main/info-management/website-single',
    title: t('官网问题维护', 'Website questions', '公式サイトの質問'),
  },
  'help-and-feedback-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/question-maintenance',
    title: t('常见问题维护', 'Common questions', 'よくある質問'),
  },
  'help-and-feedback-newcomer-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/newcomer-question-maintenance',
    title: t('新手问题维护', 'Newcomer questions', '初めての方向けの質問'),
  },
  'help-and-feedback-guide-question-maintenance': {
    parent: 'help-and-feedback',
    path: '/main/info-management/help-and-feedback/guide-question-maintenance',
    title: t('引导问题维护', 'Guide questions', 'ガイドの質問'),
  },
} as const;

type QuestionListKey = keyof typeof questionLists;

const question = (key: QuestionListKey, load: RouteDefinition['load']) => {
  const { parent, path, title } = questionLists[key];
  return questionList(parent, key, path, title, load);
};

export const contentRoutes: readonly CatalogueEntry[] = [
  // §2.3 Announcements and advertising
  {
    kind: 'group',
    key: 'announce-manage',
    title: t('公告管理', 'Announcements', 'お知らせ管理'),
    icon: 'megaphone',
    menuKey: 'announce-manage',
  },
  {
    kind: 'route',
    key: 'carousel-setting',
    title: t('轮播图设置', 'Carousel settings', 'カルーセル設定'),
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
    title: t('初始化公告设置', 'Init announcements', '起動時のお知らせ設定'),
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
    title: t('公告详情', 'Announcement', 'お知らせの詳細'),
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
    title: t('新建公告', 'New announcement', 'お知らせの作成'),
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
    title: t('复制公告', 'Copy announcement', 'お知らせのコピー'),
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
    title: t('全屏广告', 'Full-screen ads', '全画面広告'),
    icon: 'megaphone',
    menuKey: 'full-screen-ads',
  },
  {
    kind: 'route',
    key: 'financial-course-index',
    title: t('财务课堂', 'Finance courses', '財務講座'),
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
    title: t('新建课程', 'New course', '講座の作成'),
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
    title: t('编辑课程', 'Edit course', '講座の編集'),
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
    title: t('广告设置', 'Ad settings', '広告設定'),
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
    title: t('帮助中心', 'Help center', 'ヘルプセンター'),
    icon: 'help',
    menuKey: 'help-center',
  },
  {
    kind: 'route',
    key: 'separate-page-setup',
    title: t('独立页面设置', 'Stand-alone pages', '独立ページ設定'),
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
    title: t('系统建议', 'Product suggestions', 'システムへの提案'),
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
    title: t('帮助文档主题', 'Help document themes', 'ヘルプ文書テーマ'),
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
    title: t('独立页面设置日志', 'Stand-alone page log', '独立ページ設定ログ'),
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
    title: t('请求信息查询', 'Help requests', 'リクエスト情報照会'),
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
    title: t('信息管理', 'Information', '情報管理'),
    icon: 'book',
    menuKey: 'info-management',
  },
  {
    kind: 'group',
    key: 'question-maintenance',
    title: t('问题维护', 'Question maintenance', '質問メンテナンス'),
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
    title: t('更新日志', 'Update logs', '更新履歴'),
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
    title: t('新建更新日志', 'New update log', '更新履歴の作成'),
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
    title: t('更新日志详情', 'Update log', '更新履歴の詳細'),
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
    title: t('帮助与反馈', 'Help and feedback', 'ヘルプとフィードバック'),
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
    title: t('帮助文档管理', 'Help documents', 'ヘルプ文書管理'),
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
    title: t('编辑帮助文档', 'Edit help document', 'ヘルプ文書の編集'),
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
    title: t('帮助文档历史', 'Help document history', 'ヘルプ文書の履歴'),
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
    title: t('更新日志', 'Update logs', '更新履歴'),
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
    title: t('新建更新日志', 'New update log', '更新履歴の作成'),
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
    title: t('更新日志详情', 'Update log', '更新履歴の詳細'),
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
    title: t('产品政策', 'Product policies', '製品ポリシー'),
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
    title: t('政策详情', 'Policy version', 'ポリシーの詳細'),
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
    title: t('信息维护', 'Information maintenance', '情報メンテナンス'),
    icon: 'book',
    menuKey: 'info-maintenance',
  },
  {
    kind: 'route',
    key: 'system-info',
    title: t('系统消息', 'System messages', 'システムメッセージ'),
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
    title: t('系统消息详情', 'System message', 'システムメッセージの詳細'),
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
    title: t('欢迎语设置', 'Welcome texts', 'ウェルカムメッセージ'),
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
    title: t('欢迎语详情', 'Welcome text', 'ウェルカムメッセージの詳細'),
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
    title: t('欢迎语历史', 'Welcome text history', 'ウェルカムメッセージ履歴'),
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
    title: t('历史欢迎语详情', 'Archived welcome text', 'アーカイブ済みメッセージの詳細'),
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
    title: t('营销管理', 'Marketing', 'マーケティング'),
    icon: 'marketing',
    menuKey: 'marketing',
  },
  {
    kind: 'route',
    key: 'marketing-info',
    title: t('营销信息', 'Marketing messages', 'マーケティング情報'),
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
    title: t('营销信息详情', 'Marketing message', 'マーケティング情報の詳細'),
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
    title: t('电子档案营销信息详情', 'E-archive marketing message', '電子アーカイブのマーケティング情報'),
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
    title: t('线索管理', 'Sales leads', 'リード管理'),
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
    title: t('问卷调查', 'Questionnaires', 'アンケート'),
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
    title: t('问卷详情', 'Questionnaire', 'アンケートの詳細'),
    parent: 'questionnaire',
    menuKey: 'questionnaire',
    path: '/main/questionnaire/questionnaire-detail/:id/:oid/:questionnaireType',
    menu: false,
    view: 'detail',
    load: () => import('../../features/content/questionnaire/screen'),
  },
];

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
const questionSort = (key: QuestionListKey): BespokeRouteDefinition => ({
  key: `${key}-sort`,
  title: t('问题排序', 'Order questions', '質問の並べ替え'),
  parent: key,
  menuKey: 'info-management',
  path: `${questionLists[key].path}/sort/:id`,
  menu: false,
  screen: 'question-sort',
  design: questionSortDesign,
});

export const contentBespokeRoutes: readonly BespokeRouteDefinition[] = [
  ...(Object.keys(questionLists) as QuestionListKey[]).map(questionSort),
  {
    key: 'product-policy-tenant-detail',
    title: t('租户政策签署详情', 'Tenant acceptance', 'テナントの同意状況'),
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
    title: t('黑名单设置', 'Black list', 'ブラックリスト設定'),
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
];
