import {
  apiMessages,
  translationLanguageMessages,
  translationLanguages,
  travelServiceTypes,
  travelVendors,
  type ApiMessageId,
} from '@opsdesk/api';
import type { Title } from '../catalogue/types';
import type { FieldInput, FieldOption, FieldView } from '../resources/types';

/*
 * Texts and inputs the screens of the reference area (languages, admin, customer service, reference
 * data, location service, booking) share.
 */

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/** A text of @opsdesk/api's message catalogue, in the shell's languages. */
export const message = (id: ApiMessageId): Title => ({
  'zh-CN': apiMessages['zh-CN'][id],
  en: apiMessages.en[id],
  ja: apiMessages.ja[id],
});

export type OptionRow = readonly [
  value: string | number | boolean,
  zh: string,
  en: string,
  ja: string,
  tone?: FieldOption['tone'],
];

export const options = (rows: readonly OptionRow[]): FieldOption[] =>
  rows.map(([value, zh, en, ja, tone]) =>
    tone ? { value, label: t(zh, en, ja), tone } : { value, label: t(zh, en, ja) },
  );

export const select = (rows: readonly OptionRow[]): FieldInput => ({
  type: 'select',
  options: options(rows),
});
export const multiSelect = (rows: readonly OptionRow[]): FieldInput => ({
  type: 'multi-select',
  options: options(rows),
});

export const translationLanguageOptions: FieldOption[] = translationLanguages.map((language) => ({
  value: language,
  label: message(translationLanguageMessages[language]),
}));

const serviceTypeNames: Record<(typeof travelServiceTypes)[number], Title> = {
  FLIGHT: t('机票', 'Flight', '航空券'),
  HOTEL: t('酒店', 'Hotel', 'ホテル'),
  TRAIN: t('火车票', 'Train', '鉄道'),
  CAR: t('用车', 'Car', '配車'),
  MEAL: t('用餐', 'Meal', '食事'),
};
export const travelServiceTypeOptions: FieldOption[] = travelServiceTypes.map((value) => ({
  value,
  label: serviceTypeNames[value],
}));

const vendorNames: Record<(typeof travelVendors)[number], Title> = {
  CTRIP: t('携程', 'Trip.com (Ctrip)', 'Trip.com（携程）'),
  TONGCHENG: t('同程', 'Tongcheng', '同程'),
  MEITUAN: t('美团', 'Meituan', '美団'),
  FLIGGY: t('飞猪', 'Fliggy', 'Fliggy'),
  DIDI: t('滴滴', 'DiDi', 'DiDi'),
  CAOCAO: t('曹操出行', 'Caocao', '曹操出行'),
  RAILWAY_12306: t('铁路12306', 'China Railway 12306', '中国鉄道12306'),
  AMADEUS: t('Amadeus', 'Amadeus', 'Amadeus'),
  HUAZHU: t('华住', 'H World (Huazhu)', '華住'),
  JINJIANG: t('锦江', 'Jin Jiang', '錦江'),
};
export const travelVendorOptions: FieldOption[] = travelVendors.map((value) => ({
  value,
  label: vendorNames[value],
}));

/** Fields many screens share. */
export const common = {
  enabled: { label: t('启用状态', 'Status', '状態'), display: 'enabled' },
  tenantId: { label: t('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
  optionalTenantId: {
    label: t('租户', 'Tenant', 'テナント'),
    input: { type: 'picker', picker: 'tenant' },
    help: t('为空表示适用于所有租户', 'Empty: every tenant', '空欄の場合は全テナント'),
  },
  userOID: { label: t('员工', 'Employee', '従業員'), input: { type: 'picker', picker: 'staff' } },
  countryCode: {
    label: t('国家/地区', 'Country or region', '国・地域'),
    input: { type: 'resource', resource: 'country', valueField: 'code', labelField: 'name' },
  },
  cityAdCode: { label: t('城市', 'City', '都市'), input: { type: 'picker', picker: 'city' } },
  cityName: { label: t('城市名称', 'City name', '都市名') },
  currencyCode: { label: t('币种', 'Currency', '通貨'), input: { type: 'picker', picker: 'currency' } },
  sequence: { label: t('排序', 'Order', '表示順'), display: 'number' },
  remark: { label: t('备注', 'Remark', '備考'), input: { type: 'textarea', rows: 3 }, display: 'multiline' },
  description: {
    label: t('描述', 'Description', '説明'),
    input: { type: 'textarea', rows: 3 },
    display: 'multiline',
  },
  latitude: { label: t('纬度', 'Latitude', '緯度'), display: 'number' },
  longitude: { label: t('经度', 'Longitude', '経度'), display: 'number' },
  timeZone: { label: t('时区', 'Time zone', 'タイムゾーン') },
  serviceType: {
    label: t('服务类型', 'Service', 'サービス種別'),
    input: { type: 'select', options: travelServiceTypeOptions },
  },
  serviceTypes: {
    label: t('适用服务', 'Services', '対象サービス'),
    input: { type: 'multi-select', options: travelServiceTypeOptions },
    display: 'tags',
  },
  vendorCode: {
    label: t('供应商', 'Vendor', 'サプライヤー'),
    input: { type: 'select', options: travelVendorOptions },
  },
  effectiveDate: { label: t('生效日期', 'Effective from', '適用開始日'), input: { type: 'date' } },
  expireDate: { label: t('失效日期', 'Expires on', '適用終了日'), input: { type: 'date' } },
  distanceKm: { label: t('距离（公里）', 'Distance (km)', '距離（km）'), display: 'number' },
  travelMinutes: { label: t('交通时间（分钟）', 'Travel time (min)', '所要時間（分）'), display: 'number' },
  contactName: { label: t('联系人', 'Contact', '担当者') },
  contactMobile: { label: t('联系电话', 'Contact mobile', '連絡先電話') },
  contactEmail: { label: t('联系邮箱', 'Contact e-mail', '連絡先メール') },
} as const satisfies Record<string, FieldView>;
