import type { BespokeRouteSource } from '../../../catalogue/types';

export const diagnosisLogDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'diagnosis-log-detail',
    title: '诊断日志详情',
    path: '/main/customer-service/diagnosis-log-detail/:spanId',
    parent: 'diagnosis-log',
    menuKey: 'customer-service',
    menu: false,
    screen: 'diagnosis-log-detail',
    load: () => import('./DiagnosisLogDetail'),
  },
];
