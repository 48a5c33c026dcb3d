import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** One setting list per travel service, each under its service's menu group. */
export const airServiceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'air',
  title: '机票服务设置',
  path: '/main/location-service/flight-service/air',
  parent: 'flight-service',
  menuKey: 'location-service',
  load: () => import('./air/screen'),
});

export const hotelServiceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'hotel',
  title: '酒店服务设置',
  path: '/main/location-service/hotel-service/hotel',
  parent: 'hotel-service',
  menuKey: 'location-service',
  load: () => import('./hotel/screen'),
});

export const trainServiceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'train',
  title: '火车票服务设置',
  path: '/main/location-service/train-service/train',
  parent: 'train-service',
  menuKey: 'location-service',
  load: () => import('./train/screen'),
});

export const carServiceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'car',
  title: '用车服务设置',
  path: '/main/location-service/car-service/car',
  parent: 'car-service',
  menuKey: 'location-service',
  load: () => import('./car/screen'),
});

export const mealServiceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'meal',
  title: '用餐服务设置',
  path: '/main/location-service/meal-service/meal',
  parent: 'meal-service',
  menuKey: 'location-service',
  load: () => import('./meal/screen'),
});
