import { airlineRoutes } from '../../features/location/airline/routes';
import { airlineCabinMappingRoutes } from '../../features/location/airline-cabin-mapping/routes';
import { airportRoutes } from '../../features/location/airport/routes';
import { cityLevelRoutes } from '../../features/location/city-level/routes';
import { countryRoutes } from '../../features/location/country/routes';
import { covid19CityRoutes } from '../../features/location/covid-19-city/routes';
import { basicLocationRoutes, stateLocationRoutes } from '../../features/location/location/routes';
import { locationHotKeywordRoutes } from '../../features/location/location-hot-keyword/routes';
import { locationRecordRoutes } from '../../features/location/location-record/routes';
import { locationTypeRoutes } from '../../features/location/location-type/routes';
import { locationVendorRoutes } from '../../features/location/location-vendor/routes';
import { nearAirportRoutes } from '../../features/location/near-airport/routes';
import { nearRailwayStationRoutes } from '../../features/location/near-railway-station/routes';
import { railwayStationRoutes } from '../../features/location/railway-station/routes';
import { trainBlacklistRoutes } from '../../features/location/train-blacklist/routes';
import {
  airServiceRoutes,
  carServiceRoutes,
  hotelServiceRoutes,
  mealServiceRoutes,
  trainServiceRoutes,
} from '../../features/location/travel-service-setting/routes';
import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The location service menu (§2.9), with a group per travel service. */
export const locationRoutes: readonly CatalogueEntry[] = titledEntries([
  { kind: 'group', key: 'location-service', title: '位置服务', icon: 'map', menuKey: 'location-service' },
  ...basicLocationRoutes,
  ...countryRoutes,
  ...stateLocationRoutes,
  {
    kind: 'group',
    key: 'flight-service',
    title: '机票服务',
    parent: 'location-service',
    menuKey: 'location-service',
  },
  ...airServiceRoutes,
  {
    kind: 'group',
    key: 'hotel-service',
    title: '酒店服务',
    parent: 'location-service',
    menuKey: 'location-service',
  },
  ...hotelServiceRoutes,
  {
    kind: 'group',
    key: 'train-service',
    title: '火车票服务',
    parent: 'location-service',
    menuKey: 'location-service',
  },
  ...trainServiceRoutes,
  {
    kind: 'group',
    key: 'car-service',
    title: '用车服务',
    parent: 'location-service',
    menuKey: 'location-service',
  },
  ...carServiceRoutes,
  {
    kind: 'group',
    key: 'meal-service',
    title: '用餐服务',
    parent: 'location-service',
    menuKey: 'location-service',
  },
  ...mealServiceRoutes,
  ...railwayStationRoutes,
  ...nearRailwayStationRoutes,
  ...locationTypeRoutes,
  ...cityLevelRoutes,
  ...locationVendorRoutes,
  ...airportRoutes,
  ...nearAirportRoutes,
  ...airlineRoutes,
  ...airlineCabinMappingRoutes,
  ...covid19CityRoutes,
  ...trainBlacklistRoutes,
  ...locationHotKeywordRoutes,
  ...locationRecordRoutes,
]);
