import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const financialCourseRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'financial-course-index',
    title: '财务课堂',
    path: '/main/full-screen-ads/financial-course-index',
    parent: 'full-screen-ads',
    menuKey: 'full-screen-ads',
    load: () => import('./screen'),
  },
  [
    {
      key: 'financial-course-new',
      title: '新建课程',
      path: 'financial-course-new',
      view: 'create',
    },
    {
      key: 'financial-course-edit',
      title: '编辑课程',
      path: 'financial-course-edit/:id',
      view: 'edit',
    },
  ],
);
