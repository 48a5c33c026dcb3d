import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The question lists of question maintenance, each with its add, edit and detail routes (its sort route is
 * bespoke: QuestionSort/routes.ts). The spec gives the edit and detail routes without a parameter; they carry
 * `:id`, the record the generic screens read.
 */
export const questionMaintenanceRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'guide-single',
      title: '引导问题维护',
      path: '/main/info-management/guide-single',
      parent: 'question-maintenance',
      menuKey: 'info-management',
      load: () => import('./guide-single/screen'),
    },
    [
      {
        key: 'guide-single-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'guide-single-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'guide-single-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'single',
      title: '常见问题维护',
      path: '/main/info-management/single',
      parent: 'question-maintenance',
      menuKey: 'info-management',
      load: () => import('./single/screen'),
    },
    [
      {
        key: 'single-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'single-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'single-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'zhenxuan-single',
      title: '甄选问题维护',
      path: '/main/info-management/zhenxuan-single',
      parent: 'question-maintenance',
      menuKey: 'info-management',
      load: () => import('./zhenxuan-single/screen'),
    },
    [
      {
        key: 'zhenxuan-single-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'zhenxuan-single-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'zhenxuan-single-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'newcomer-single',
      title: '新手问题维护',
      path: '/main/info-management/newcomer-single',
      parent: 'question-maintenance',
      menuKey: 'info-management',
      load: () => import('./newcomer-single/screen'),
    },
    [
      {
        key: 'newcomer-single-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'newcomer-single-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'newcomer-single-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'website-single',
      title: '官网问题维护',
      path: '/main/info-management/website-single',
      parent: 'question-maintenance',
      menuKey: 'info-management',
      load: () => import('./website-single/screen'),
    },
    [
      {
        key: 'website-single-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'website-single-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'website-single-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
];

/** The question lists of help and feedback, each with its add, edit and detail routes, as above. */
export const helpAndFeedbackQuestionRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'help-and-feedback-question-maintenance',
      title: '常见问题维护',
      path: '/main/info-management/help-and-feedback/question-maintenance',
      parent: 'help-and-feedback',
      menuKey: 'info-management',
      load: () => import('./help-default/screen'),
    },
    [
      {
        key: 'help-and-feedback-question-maintenance-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'help-and-feedback-question-maintenance-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'help-and-feedback-question-maintenance-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'help-and-feedback-newcomer-question-maintenance',
      title: '新手问题维护',
      path: '/main/info-management/help-and-feedback/newcomer-question-maintenance',
      parent: 'help-and-feedback',
      menuKey: 'info-management',
      load: () => import('./help-newcomer/screen'),
    },
    [
      {
        key: 'help-and-feedback-newcomer-question-maintenance-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'help-and-feedback-newcomer-question-maintenance-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'help-and-feedback-newcomer-question-maintenance-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'help-and-feedback-guide-question-maintenance',
      title: '引导问题维护',
      path: '/main/info-management/help-and-feedback/guide-question-maintenance',
      parent: 'help-and-feedback',
      menuKey: 'info-management',
      load: () => import('./help-guide/screen'),
    },
    [
      {
        key: 'help-and-feedback-guide-question-maintenance-add',
        title: '新增问题',
        path: 'add',
        view: 'create',
      },
      {
        key: 'help-and-feedback-guide-question-maintenance-edit',
        title: '编辑问题',
        path: 'edit/:id',
        view: 'edit',
      },
      {
        key: 'help-and-feedback-guide-question-maintenance-detail',
        title: '问题详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
];
