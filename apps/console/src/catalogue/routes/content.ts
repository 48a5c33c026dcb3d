import { marketingBlackListSettingRoutes } from '../../features/content/MarketingBlackListSetting/routes';
import { productPolicyTenantDetailRoutes } from '../../features/content/ProductPolicyTenantDetail/routes';
import { questionSortRoutes } from '../../features/content/QuestionSort/routes';
import { carouselRoutes } from '../../features/content/carousel/routes';
import { financialCourseRoutes } from '../../features/content/financial-course/routes';
import { fullScreenAdRoutes } from '../../features/content/full-screen-ad/routes';
import { helpDocThemeRoutes } from '../../features/content/help-doc-theme/routes';
import { helpDocumentRoutes } from '../../features/content/help-document/routes';
import {
  helpAndFeedbackQuestionRoutes,
  questionMaintenanceRoutes,
} from '../../features/content/help-question/routes';
import { helpRequestInfoRoutes } from '../../features/content/help-request-info/routes';
import { helpSeparatePageRoutes } from '../../features/content/help-separate-page/routes';
import { helpSeparatePageLogRoutes } from '../../features/content/help-separate-page-log/routes';
import { initAnnouncementRoutes } from '../../features/content/init-announcement/routes';
import { marketingClueRoutes } from '../../features/content/marketing-clue/routes';
import { marketingInfoRoutes } from '../../features/content/marketing-info/routes';
import { productPolicyRoutes } from '../../features/content/product-policy/routes';
import { questionnaireRoutes } from '../../features/content/questionnaire/routes';
import { sysSuggestionRoutes } from '../../features/content/sys-suggestion/routes';
import { systemInfoRoutes } from '../../features/content/system-info/routes';
import {
  helpAndFeedbackUpdateLogRoutes,
  infoUpdateLogRoutes,
} from '../../features/content/update-log/routes';
import { welcomeInfoRoutes } from '../../features/content/welcome-info/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/*
 * The content area's menus: §2.3 (announcements and advertising), the help center of §2.5, §2.8
 * (information and help content), §2.10 (marketing) and the questionnaires of §2.13.
 */
export const contentRoutes: readonly CatalogueEntry[] = titledEntries([
  // §2.3 Announcements and advertising
  { kind: 'group', key: 'announce-manage', title: '公告管理', icon: 'megaphone', menuKey: 'announce-manage' },
  ...carouselRoutes,
  ...initAnnouncementRoutes,
  { kind: 'group', key: 'full-screen-ads', title: '全屏广告', icon: 'megaphone', menuKey: 'full-screen-ads' },
  ...financialCourseRoutes,
  ...fullScreenAdRoutes,
  // §2.5 Customer service: the help center
  { kind: 'group', key: 'help-center', title: '帮助中心', icon: 'help', menuKey: 'help-center' },
  ...helpSeparatePageRoutes,
  ...sysSuggestionRoutes,
  ...helpDocThemeRoutes,
  ...helpSeparatePageLogRoutes,
  ...helpRequestInfoRoutes,
  // §2.8 Information and help content
  { kind: 'group', key: 'info-management', title: '信息管理', icon: 'book', menuKey: 'info-management' },
  {
    kind: 'group',
    key: 'question-maintenance',
    title: '问题维护',
    parent: 'info-management',
    menuKey: 'info-management',
  },
  ...questionMaintenanceRoutes,
  ...infoUpdateLogRoutes,
  {
    kind: 'group',
    key: 'help-and-feedback',
    title: '帮助与反馈',
    parent: 'info-management',
    menuKey: 'info-management',
  },
  ...helpAndFeedbackQuestionRoutes,
  ...helpDocumentRoutes,
  ...helpAndFeedbackUpdateLogRoutes,
  ...productPolicyRoutes,
  { kind: 'group', key: 'info-maintenance', title: '信息维护', icon: 'book', menuKey: 'info-maintenance' },
  ...systemInfoRoutes,
  ...welcomeInfoRoutes,
  // §2.10 Marketing
  { kind: 'group', key: 'marketing', title: '营销管理', icon: 'marketing', menuKey: 'marketing' },
  ...marketingInfoRoutes,
  ...marketingClueRoutes,
  // §2.13 Questionnaires
  ...questionnaireRoutes,
]);

export const contentBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...questionSortRoutes,
  ...productPolicyTenantDetailRoutes,
  ...marketingBlackListSettingRoutes,
]);
