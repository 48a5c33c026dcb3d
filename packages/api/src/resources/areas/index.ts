import type { ResourceDescriptor } from '../define';
import { words, type Words } from '../describe';
import { adminAreaResources } from './admin';
import { bookingAreaResources } from './booking';
import { contentAreaResources } from './content';
import { customerServiceAreaResources } from './customer-service';
import { financeAreaResources } from './finance';
import { i18nAreaResources } from './i18n';
import { locationAreaResources } from './location';
import { referenceAreaResources } from './reference';
import { systemAreaResources } from './system';
import { tenantAreaResources } from './tenant';

// The areas the resources of the catalogue are grouped by: one taxonomy, owned here. Each resource is
// defined in the module of its area (`./<area>.ts`, or `./<area>/` for the larger ones), and each
// area's list is `<area>AreaResources`. The console's screens follow the same ids
// (`apps/console/src/features/<area>/`), and so does the service's seed (`src/seed/areas/<area>`).

/** The areas of the resource catalogue, in the order the console's menus show them. */
export const resourceAreas = [
  'tenant',
  'finance',
  'content',
  'system',
  'customer-service',
  'i18n',
  'admin',
  'location',
  'reference',
  'booking',
] as const;

export type ResourceArea = (typeof resourceAreas)[number];

/** What each area is called, in the packages' five languages. */
export const resourceAreaWords: Readonly<Record<ResourceArea, Words>> = {
  tenant: words('租户管理', 'Tenant management', 'テナント管理', '租戶管理', 'Gestione dei tenant'),
  finance: words('财务中心', 'Finance', '財務センター', '財務中心', 'Finanza'),
  content: words('内容管理', 'Content', 'コンテンツ管理', '內容管理', 'Contenuti'),
  system: words('系统管理', 'System', 'システム管理', '系統管理', 'Sistema'),
  'customer-service': words(
    '客服管理',
    'Customer service',
    'カスタマーサービス',
    '客服管理',
    'Assistenza clienti',
  ),
  i18n: words('多语言管理', 'Languages', '多言語管理', '多語言管理', 'Lingue'),
  admin: words(
    '管理员平台',
    'Admin platform',
    '管理者プラットフォーム',
    '管理員平台',
    'Piattaforma di amministrazione',
  ),
  location: words(
    '位置服务',
    'Location service',
    'ロケーションサービス',
    '位置服務',
    'Servizio di localizzazione',
  ),
  reference: words('基础数据维护', 'Reference data', '基礎データ管理', '基礎資料維護', 'Dati di riferimento'),
  booking: words(
    '甄选预订管理',
    'Travel booking management',
    '出張予約管理',
    '甄選預訂管理',
    'Gestione delle prenotazioni di viaggio',
  ),
};

/** Each area's list of resources, by name. */
const areaResources: Readonly<Record<ResourceArea, Readonly<Record<string, ResourceDescriptor>>>> = {
  tenant: tenantAreaResources,
  finance: financeAreaResources,
  content: contentAreaResources,
  system: systemAreaResources,
  'customer-service': customerServiceAreaResources,
  i18n: i18nAreaResources,
  admin: adminAreaResources,
  location: locationAreaResources,
  reference: referenceAreaResources,
  booking: bookingAreaResources,
};

/* @__NO_SIDE_EFFECTS__ */
function listByArea(): Readonly<Record<ResourceArea, readonly ResourceDescriptor[]>> {
  const lists = {} as Record<ResourceArea, readonly ResourceDescriptor[]>;
  for (const area of resourceAreas) lists[area] = Object.values(areaResources[area]);
  return lists;
}

/** The resources of each area, in the order of the area's list: every resource of the catalogue is in one. */
export const resourcesByArea = /* @__PURE__ */ listByArea();

/**
 * The area of a resource of the catalogue, given as its descriptor or its name; `undefined` for a
 * name the catalogue does not know. A descriptor is placed by its name.
 */
export function areaOfResource(resource: ResourceDescriptor | string): ResourceArea | undefined {
  const name = typeof resource === 'string' ? resource : resource.name;
  return resourceAreas.find((area) => Object.hasOwn(areaResources[area], name));
}
