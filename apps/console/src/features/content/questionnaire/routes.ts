import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const questionnaireRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'questionnaire',
    title: '问卷调查',
    path: '/main/questionnaire',
    menuKey: 'questionnaire',
    icon: 'survey',
    load: () => import('./screen'),
  },
  [
    {
      key: 'questionnaire-detail',
      title: '问卷详情',
      path: 'questionnaire-detail/:id/:oid/:questionnaireType',
      view: 'detail',
    },
  ],
);
