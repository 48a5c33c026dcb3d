import { z } from 'zod';
import { ValidationMessage } from '../../constants/validation';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type FieldDescription } from '../describe';
import { continent, continents } from '../enums';
import {
  code,
  countryCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
  webAddress,
} from '../fields';
import { field } from './shared/descriptions';
import { cityAdCode, instant, sequence, shared, unit } from './shared/fields';
import { travel, travelServiceTypes, travelVendors } from './shared/travel';

// The location area (location service): places and their types, travel suppliers and the travel
// services tenants use, railway stations and airports (with the nearby ones offered for a city),
// airlines and their cabins, countries, city levels, epidemic-risk cities, blacklisted trains, hot
// search words, and the record of changes to location data.

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export { continent, continents };

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

// ---------------------------------------------------------------------------------------------
// Location service

const location = { read: 'location:read', write: 'location:write' } as const;

export const locationLevel = /* @__PURE__ */ defineEnum({
  COUNTRY: { words: words('国家/地区', 'Country or region', '国・地域', '國家/地區', 'Paese o regione') },
  STATE: { words: words('省/州', 'State or province', '州・省', '省/州', 'Stato o provincia') },
  CITY: { words: words('城市', 'City', '都市', '城市', 'Città') },
  DISTRICT: { words: words('区/县', 'District or county', '区・県', '區/縣', 'Distretto o contea') },
  TOWN: { words: words('乡镇', 'Town', '町村', '鄉鎮', 'Comune') },
});
export const locationLevels = locationLevel.values;

const locationCode: FieldDescription = {
  label: words('位置代码', 'Location code', 'ロケーションコード', '位置代碼', 'Codice località'),
  kind: 'code',
};

/** A place of the location tree: a country, a state or province, a city, a district. */
export const locationResource = defineResource({
  name: 'location',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    name: text(60),
    nameEn: optionalText(100),
    /** Pinyin initials, for the quick search of Chinese names. */
    shortPinyin: z
      .string()
      .regex(/^[A-Z]{1,20}$/)
      .optional(),
    level: z.enum(locationLevels),
    /** The location code of the place above it; none for a country. */
    parentCode: code(20).optional(),
    countryCode,
    /** The location type's code (location-type). */
    typeCode: code(32).optional(),
    /** IANA time zone, e.g. Asia/Shanghai. */
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'shortPinyin', 'locationCode'],
  filters: { level: 'eq', countryCode: 'eq', parentCode: 'eq', typeCode: 'eq', enabled: 'eq' },
  sortable: ['locationCode', 'name', 'level'],
  unique: [['locationCode']],
  defaultSort: { field: 'locationCode', direction: 'asc' },
  importable: true,
  fields: {
    locationCode,
    name: described.name,
    nameEn: described.nameEn,
    shortPinyin: {
      label: words('拼音首字母', 'Pinyin initials', 'ピンイン頭文字', '拼音首字母', 'Iniziali pinyin'),
    },
    level: { label: words('层级', 'Level', '階層', '層級', 'Livello'), enum: locationLevel.words },
    parentCode: {
      label: words('上级位置', 'Parent', '上位ロケーション', '上級位置', 'Località superiore'),
      reference: { resource: 'location', valueField: 'locationCode', labelField: 'name' },
    },
    countryCode: described.countryCode,
    typeCode: {
      label: words('位置类型', 'Location type', 'ロケーション種別', '位置類型', 'Tipo di località'),
      reference: { resource: 'location-type', valueField: 'typeCode', labelField: 'name' },
    },
    timeZone: described.timeZone,
    latitude: described.latitude,
    longitude: described.longitude,
    enabled: described.enabled,
  },
});

const syncFrequency = /* @__PURE__ */ defineEnum({
  HOURLY: { words: words('每小时', 'Hourly', '毎時', '每小時', 'Ogni ora') },
  DAILY: { words: words('每天', 'Daily', '毎日', '每天', 'Ogni giorno') },
  WEEKLY: { words: words('每周', 'Weekly', '毎週', '每週', 'Ogni settimana') },
  MANUAL: { words: words('手动', 'By hand', '手動', '手動', 'Manuale') },
});

const syncResult = /* @__PURE__ */ defineEnum({
  NEVER: { words: words('未同步', 'Never', '未同期', '未同步', 'Mai'), tone: 'neutral' },
  SUCCESS: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  PARTIAL: { words: words('部分成功', 'Partly', '一部成功', '部分成功', 'Parziale'), tone: 'warning' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
});

/** A travel supplier the platform connects to, and how its data is synchronised. */
export const locationVendorResource = defineResource({
  name: 'location-vendor',
  scope: 'global',
  schema: z.object({
    vendorCode: z.enum(travelVendors),
    vendorName: text(60),
    serviceTypes: z.array(z.enum(travelServiceTypes)).min(1),
    apiBaseUrl: webAddress,
    /** How often location and product data are pulled from it. */
    syncFrequency: z.enum(syncFrequency.values),
    lastSyncAt: instant.optional(),
    lastSyncResult: z.enum(syncResult.values).default('NEVER'),
    contactName: optionalText(60),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    contractEndDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'vendorName',
  keyword: ['vendorName', 'vendorCode', 'contactName'],
  filters: { vendorCode: 'eq', syncFrequency: 'in', lastSyncResult: 'in', enabled: 'eq' },
  sortable: ['vendorCode', 'vendorName', 'lastSyncAt'],
  unique: [['vendorCode']],
  fields: {
    vendorCode: travel.vendorCode,
    vendorName: {
      label: words('供应商名称', 'Vendor name', 'サプライヤー名', '供應商名稱', 'Nome del fornitore'),
    },
    serviceTypes: travel.serviceTypes,
    apiBaseUrl: {
      label: words('接口地址', 'API base URL', 'APIベースURL', '介面位址', 'URL base delle API'),
      kind: 'url',
    },
    syncFrequency: {
      label: words('同步频率', 'Sync frequency', '同期頻度', '同步頻率', 'Frequenza di sincronizzazione'),
      enum: syncFrequency.words,
      hint: words(
        '从供应商拉取位置与产品数据的频率',
        'How often location and product data are pulled from it',
        'ロケーションと商品データを取得する頻度',
        '從供應商拉取位置與產品資料的頻率',
        'Ogni quanto si scaricano dal fornitore i dati di località e prodotti',
      ),
    },
    lastSyncAt: {
      label: words('最近同步时间', 'Last sync', '最終同期', '最近同步時間', 'Ultima sincronizzazione'),
      kind: 'dateTime',
    },
    lastSyncResult: {
      label: words(
        '最近同步结果',
        'Last sync result',
        '最終同期結果',
        '最近同步結果',
        'Esito ultima sincronizzazione',
      ),
      enum: syncResult.words,
    },
    contactName: described.contactName,
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    contractEndDate: {
      label: words('合作到期日', 'Contract ends', '契約終了日', '合作到期日', 'Fine del contratto'),
      kind: 'date',
    },
    enabled: described.enabled,
  },
});

const bookingChannel = /* @__PURE__ */ defineEnum({
  ONLINE: {
    words: words('线上自助', 'Online self-service', 'オンライン', '線上自助', 'Self-service online'),
  },
  OFFLINE: { words: words('线下代订', 'Offline agent', 'オフライン代行', '線下代訂', 'Agente offline') },
  API: { words: words('接口直连', 'API connection', 'API連携', '介面直連', 'Connessione API') },
});

const settlementMode = /* @__PURE__ */ defineEnum({
  MONTHLY: {
    words: words(
      '企业月结',
      'Monthly company billing',
      '月次法人精算',
      '企業月結',
      'Fatturazione mensile aziendale',
    ),
  },
  PREPAID: {
    words: words('企业预存', 'Company prepaid', '法人前払い', '企業預存', "Prepagato dall'azienda"),
  },
  PERSONAL_PAY: {
    words: words('个人支付', 'Paid by the traveller', '個人払い', '個人支付', 'Pagato dal viaggiatore'),
  },
});

const feeMode = /* @__PURE__ */ defineEnum({
  PER_ORDER: { words: words('按订单', 'Per order', '注文ごと', '按訂單', 'Per ordine') },
  PER_TICKET: {
    words: words(
      '按票/间夜',
      'Per ticket or night',
      'チケット・泊ごと',
      '按票/間夜',
      'Per biglietto o notte',
    ),
  },
  PERCENT: {
    words: words(
      '按比例（%）',
      'Percent of amount',
      '金額の割合（%）',
      '按比例（%）',
      "Percentuale dell'importo",
    ),
  },
});

/** A tenant's use of one travel service: its supplier, channel, fees and settlement. */
export const travelServiceSettingResource = defineResource({
  name: 'travel-service-setting',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceType: z.enum(travelServiceTypes),
    vendorCode: z.enum(travelVendors),
    channel: z.enum(bookingChannel.values),
    /** The tenant's corporate agreement number with the supplier, for agreement prices. */
    agreementCode: code(40).optional(),
    settlementMode: z.enum(settlementMode.values),
    serviceFee: money.default(0),
    feeMode: z.enum(feeMode.values).default('PER_ORDER'),
    /** Whether bookings need an approved travel requisition. */
    requisitionRequired: z.boolean().default(true),
    /** Booking this many days ahead at least; 0 for no rule. */
    advanceDays: z.number().int().min(0).max(60).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    contactName: optionalText(60),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'vendorCode',
  keyword: ['agreementCode', 'contactName'],
  filters: {
    tenantId: 'eq',
    serviceType: 'eq',
    vendorCode: 'in',
    channel: 'in',
    settlementMode: 'in',
    enabled: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['vendorCode', 'effectiveDate'],
  unique: [['tenantId', 'serviceType', 'vendorCode']],
  fields: {
    tenantId: described.tenantId,
    serviceType: travel.serviceType,
    vendorCode: travel.vendorCode,
    channel: {
      label: words('预订渠道', 'Channel', '予約チャネル', '預訂管道', 'Canale'),
      enum: bookingChannel.words,
    },
    agreementCode: {
      label: words('协议编号', 'Agreement no.', '契約番号', '協議編號', 'N. accordo'),
      kind: 'code',
      hint: words(
        '企业与供应商的协议价编号',
        'The corporate agreement with the vendor',
        'サプライヤーとの法人契約番号',
        '企業與供應商的協議價編號',
        "L'accordo aziendale con il fornitore",
      ),
    },
    settlementMode: {
      label: words('结算方式', 'Settlement', '精算方法', '結算方式', 'Liquidazione'),
      enum: settlementMode.words,
    },
    serviceFee: {
      label: words('服务费', 'Service fee', 'サービス料', '服務費', 'Commissione'),
      kind: 'money',
    },
    feeMode: {
      label: words('收费方式', 'Fee basis', '課金方法', '收費方式', 'Base della commissione'),
      enum: feeMode.words,
    },
    requisitionRequired: {
      label: words(
        '需关联出差申请',
        'Needs a travel requisition',
        '出張申請が必要',
        '需關聯出差申請',
        'Richiede una richiesta di trasferta',
      ),
      kind: 'switch',
    },
    advanceDays: {
      label: words('提前预订天数', 'Book days ahead', '事前予約日数', '提前預訂天數', 'Giorni di anticipo'),
      kind: 'number',
      unit: unit.days,
      hint: words('0 表示不限制', '0: no rule', '0は制限なし', '0 表示不限制', '0: nessuna regola'),
    },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    contactName: described.contactName,
    remark: described.remark,
    enabled: described.enabled,
  },
});

const stationCode: FieldDescription = {
  label: words('电报码', 'Station code', '駅コード', '電報碼', 'Codice stazione'),
  kind: 'code',
  hint: words(
    '12306 三位字母电报码',
    'The three-letter 12306 telegraph code',
    '12306の英字3桁電報コード',
    '12306 三位字母電報碼',
    'Il codice telegrafico 12306 di tre lettere',
  ),
};

/** A railway station, by its telegraph code. */
export const railwayStationResource = defineResource({
  name: 'railway-station',
  scope: 'global',
  schema: z.object({
    /** The three-letter telegraph code 12306 uses (BJP, SHH...). */
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    name: text(30),
    pinyin: z
      .string()
      .regex(/^[a-z]{1,40}$/)
      .optional(),
    cityAdCode,
    cityName: text(60),
    railwayBureau: optionalText(30),
    highSpeed: z.boolean().default(false),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'pinyin', 'stationCode', 'cityName'],
  filters: { cityAdCode: 'eq', highSpeed: 'eq', railwayBureau: 'eq', enabled: 'eq' },
  sortable: ['stationCode', 'name', 'cityAdCode'],
  unique: [['stationCode']],
  defaultSort: { field: 'stationCode', direction: 'asc' },
  importable: true,
  fields: {
    stationCode,
    name: { label: words('站名', 'Station', '駅名', '站名', 'Stazione') },
    pinyin: { label: words('拼音', 'Pinyin', 'ピンイン', '拼音', 'Pinyin') },
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    railwayBureau: {
      label: words('所属路局', 'Railway bureau', '鉄道局', '所屬路局', 'Compartimento ferroviario'),
    },
    highSpeed: {
      label: words('高铁站', 'High-speed station', '高速鉄道駅', '高鐵站', 'Stazione alta velocità'),
      kind: 'switch',
    },
    latitude: described.latitude,
    longitude: described.longitude,
    enabled: described.enabled,
  },
});

/** A station offered for a city without one, or beside its own (a county served by the next city's station). */
export const nearRailwayStationResource = defineResource({
  name: 'near-railway-station',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    stationCode: z.string().regex(/^[A-Z]{3}$/),
    stationName: text(30),
    distanceKm: z.number().min(0).max(1000),
    /** Typical travel time from the city centre. */
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'stationName',
  keyword: ['cityName', 'stationName', 'stationCode'],
  filters: { cityAdCode: 'eq', stationCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'stationCode']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    stationCode: {
      label: words('火车站', 'Station', '駅', '火車站', 'Stazione'),
      reference: { resource: 'railway-station', valueField: 'stationCode', labelField: 'name' },
    },
    stationName: { label: words('站名', 'Station name', '駅名', '站名', 'Nome della stazione') },
    distanceKm: shared.distanceKm,
    travelMinutes: shared.travelMinutes,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

/** A kind of place searched for: city, airport, station, business district, scenic spot... */
export const locationTypeResource = defineResource({
  name: 'location-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    name: text(30),
    nameEn: text(60),
    /** The services whose searches offer places of this type. */
    serviceTypes: z.array(z.enum(travelServiceTypes)).default([]),
    description: optionalText(200),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'typeCode'],
  filters: { enabled: 'eq' },
  sortable: ['sequence', 'typeCode'],
  unique: [['typeCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    typeCode: {
      label: words('类型编码', 'Type code', '種別コード', '類型編碼', 'Codice tipo'),
      kind: 'code',
    },
    name: described.name,
    nameEn: described.nameEn,
    serviceTypes: travel.serviceTypes,
    description: described.description,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

/** An airport: IATA and ICAO codes, city, terminals. */
export const airportResource = defineResource({
  name: 'airport',
  scope: 'global',
  schema: z.object({
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    icaoCode: z
      .string()
      .regex(/^[A-Z]{4}$/)
      .optional(),
    name: text(60),
    nameEn: optionalText(120),
    cityAdCode,
    cityName: text(60),
    countryCode,
    terminals: z.array(text(10)).max(10).default([]),
    international: z.boolean().default(false),
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/)
      .optional(),
    enabled,
  }),
  permissions: location,
  title: 'name',
  keyword: ['name', 'nameEn', 'iataCode', 'icaoCode', 'cityName'],
  filters: { countryCode: 'eq', cityAdCode: 'eq', international: 'eq', enabled: 'eq' },
  sortable: ['iataCode', 'name', 'cityAdCode'],
  unique: [['iataCode']],
  defaultSort: { field: 'iataCode', direction: 'asc' },
  importable: true,
  fields: {
    iataCode: { label: words('三字码', 'IATA code', 'IATAコード', '三字碼', 'Codice IATA'), kind: 'code' },
    icaoCode: { label: words('四字码', 'ICAO code', 'ICAOコード', '四字碼', 'Codice ICAO'), kind: 'code' },
    name: { label: words('机场名称', 'Airport', '空港名', '機場名稱', 'Aeroporto') },
    nameEn: described.nameEn,
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    countryCode: described.countryCode,
    terminals: { label: words('航站楼', 'Terminals', 'ターミナル', '航廈', 'Terminal') },
    international: {
      label: words('国际机场', 'International', '国際空港', '國際機場', 'Internazionale'),
      kind: 'switch',
    },
    timeZone: described.timeZone,
    enabled: described.enabled,
  },
});

/** An airport offered for a city without one, or beside its own. */
export const nearAirportResource = defineResource({
  name: 'near-airport',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    iataCode: z.string().regex(/^[A-Z]{3}$/),
    airportName: text(60),
    distanceKm: z.number().min(0).max(1000),
    travelMinutes: z.number().int().min(0).max(1440).optional(),
    sequence,
    enabled,
  }),
  permissions: location,
  title: 'airportName',
  keyword: ['cityName', 'airportName', 'iataCode'],
  filters: { cityAdCode: 'eq', iataCode: 'eq', enabled: 'eq' },
  sortable: ['cityAdCode', 'distanceKm', 'sequence'],
  unique: [['cityAdCode', 'iataCode']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    iataCode: {
      label: words('机场', 'Airport', '空港', '機場', 'Aeroporto'),
      reference: { resource: 'airport', valueField: 'iataCode', labelField: 'name' },
    },
    airportName: { label: words('机场名称', 'Airport name', '空港名', '機場名稱', "Nome dell'aeroporto") },
    distanceKm: shared.distanceKm,
    travelMinutes: shared.travelMinutes,
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

export const cabinClass = /* @__PURE__ */ defineEnum({
  FIRST: { words: words('头等舱', 'First', 'ファースト', '頭等艙', 'Prima') },
  BUSINESS: { words: words('公务舱', 'Business', 'ビジネス', '商務艙', 'Business') },
  PREMIUM_ECONOMY: {
    words: words('超级经济舱', 'Premium economy', 'プレミアムエコノミー', '豪華經濟艙', 'Premium economy'),
  },
  ECONOMY: { words: words('经济舱', 'Economy', 'エコノミー', '經濟艙', 'Economy') },
});
export const cabinClasses = cabinClass.values;

/** What an airline's booking class letter means: its cabin, and the discount it sells at. */
export const airlineCabinMappingResource = defineResource({
  name: 'airline-cabin-mapping',
  scope: 'global',
  schema: z.object({
    airlineCode: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    /** The booking class letter (Y, B, M...). */
    cabinCode: z.string().regex(/^[A-Z]$/),
    cabinClass: z.enum(cabinClasses),
    cabinName: text(30),
    /** Percent of the full economy fare. */
    discountPercent: z.number().min(0).max(1000).optional(),
    domestic: z.boolean().default(true),
    effectiveDate: date,
    expireDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'cabinName',
  keyword: ['airlineCode', 'cabinCode', 'cabinName'],
  filters: { airlineCode: 'eq', cabinClass: 'in', domestic: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['airlineCode', 'cabinCode', 'effectiveDate'],
  unique: [['airlineCode', 'cabinCode', 'domestic', 'effectiveDate']],
  importable: true,
  fields: {
    airlineCode: {
      label: words('航空公司', 'Airline', '航空会社', '航空公司', 'Compagnia aerea'),
      reference: { lookup: 'airline' },
    },
    cabinCode: {
      label: words('舱位代码', 'Booking class', '予約クラス', '艙位代碼', 'Classe di prenotazione'),
      kind: 'code',
    },
    cabinClass: { label: words('舱等', 'Cabin', 'キャビン', '艙等', 'Cabina'), enum: cabinClass.words },
    cabinName: { label: words('舱位名称', 'Name', '名称', '艙位名稱', 'Nome') },
    discountPercent: {
      label: words('折扣（%）', 'Discount (%)', '割引率（%）', '折扣（%）', 'Sconto (%)'),
      kind: 'number',
      unit: unit.percent,
      hint: words(
        '相对经济舱全价的百分比',
        'Percent of the full economy fare',
        'エコノミー正規運賃に対する割合',
        '相對經濟艙全價的百分比',
        'Percentuale della tariffa economy piena',
      ),
    },
    domestic: { label: words('国内航线', 'Domestic', '国内線', '國內航線', 'Nazionale'), kind: 'switch' },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    enabled: described.enabled,
  },
});

const riskLevel = /* @__PURE__ */ defineEnum({
  LOW: { words: words('低风险', 'Low', '低', '低風險', 'Basso'), tone: 'success' },
  MEDIUM: { words: words('中风险', 'Medium', '中', '中風險', 'Medio'), tone: 'warning' },
  HIGH: { words: words('高风险', 'High', '高', '高風險', 'Alto'), tone: 'danger' },
});

const travelPolicy = /* @__PURE__ */ defineEnum({
  NORMAL: { words: words('正常出行', 'Normal', '通常', '正常出行', 'Normale') },
  REMIND: {
    words: words(
      '预订时提醒',
      'Warn when booking',
      '予約時に注意喚起',
      '預訂時提醒',
      'Avviso in prenotazione',
    ),
  },
  APPROVAL_REQUIRED: {
    words: words('需额外审批', 'Extra approval', '追加承認が必要', '需額外審批', 'Approvazione aggiuntiva'),
  },
  BLOCKED: { words: words('禁止预订', 'No bookings', '予約禁止', '禁止預訂', 'Prenotazioni bloccate') },
});

/** A city's epidemic risk and the travel rule it set for bookings there. */
export const covid19CityResource = defineResource({
  name: 'covid-19-city',
  scope: 'global',
  schema: z.object({
    cityAdCode,
    cityName: text(60),
    riskLevel: z.enum(riskLevel.values),
    travelPolicy: z.enum(travelPolicy.values),
    quarantineDays: z.number().int().min(0).max(28).default(0),
    effectiveDate: date,
    expireDate: date.optional(),
    /** Where the rule comes from: the health commission notice. */
    source: optionalText(200),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'cityName',
  keyword: ['cityName', 'cityAdCode'],
  filters: { riskLevel: 'in', travelPolicy: 'in', cityAdCode: 'eq', enabled: 'eq', effectiveDate: 'range' },
  sortable: ['cityAdCode', 'effectiveDate', 'riskLevel'],
  unique: [['cityAdCode', 'effectiveDate']],
  importable: true,
  fields: {
    cityAdCode: described.cityAdCode,
    cityName: shared.cityName,
    riskLevel: {
      label: words('风险等级', 'Risk level', 'リスクレベル', '風險等級', 'Livello di rischio'),
      enum: riskLevel.words,
    },
    travelPolicy: {
      label: words('出行管控', 'Travel rule', '出張ルール', '出行管控', 'Regola di viaggio'),
      enum: travelPolicy.words,
    },
    quarantineDays: {
      label: words('隔离天数', 'Quarantine days', '隔離日数', '隔離天數', 'Giorni di quarantena'),
      kind: 'number',
      unit: unit.days,
    },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    source: { label: words('政策来源', 'Source', '出典', '政策來源', 'Fonte') },
    remark: described.remark,
    enabled: described.enabled,
  },
});

export const trainType = /* @__PURE__ */ defineEnum({
  G: { words: words('高铁（G）', 'High-speed (G)', '高速鉄道（G）', '高鐵（G）', 'Alta velocità (G)') },
  D: { words: words('动车（D）', 'Bullet (D)', '動車（D）', '動車（D）', 'Treno rapido (D)') },
  C: { words: words('城际（C）', 'Intercity (C)', '都市間（C）', '城際（C）', 'Intercity (C)') },
  Z: {
    words: words('直达（Z）', 'Direct express (Z)', '直通特急（Z）', '直達（Z）', 'Espresso diretto (Z)'),
  },
  T: { words: words('特快（T）', 'Express (T)', '特急（T）', '特快（T）', 'Espresso (T)') },
  K: { words: words('快速（K）', 'Fast (K)', '快速（K）', '快速（K）', 'Veloce (K)') },
  OTHER: { words: words('其他', 'Other', 'その他', '其他', 'Altro') },
});
export const trainTypes = trainType.values;

const trainBlacklistReason = /* @__PURE__ */ defineEnum({
  VENDOR_UNSUPPORTED: {
    words: words(
      '供应商不支持',
      'Vendor cannot book it',
      'サプライヤー非対応',
      '供應商不支援',
      'Il fornitore non lo prenota',
    ),
  },
  FREQUENT_CANCELLATION: {
    words: words('频繁停运', 'Often cancelled', '運休が多い', '頻繁停駛', 'Spesso soppresso'),
  },
  PRICE_ERROR: { words: words('票价异常', 'Wrong fares', '運賃異常', '票價異常', 'Tariffe errate') },
  POLICY: {
    words: words('企业差旅政策', 'Travel policy', '出張規程', '企業差旅政策', 'Politica di viaggio'),
  },
  COMPLAINT: { words: words('客户投诉', 'Complaints', '苦情', '客戶投訴', 'Reclami') },
});

const railwayStationReference = {
  resource: 'railway-station',
  valueField: 'stationCode',
  labelField: 'name',
};

/** A train that booking must not offer, for all tenants or one. */
export const trainBlacklistResource = defineResource({
  name: 'train-blacklist',
  scope: 'global',
  schema: z.object({
    trainNo: z.string().regex(/^[A-Z]?\d{1,5}$/),
    trainType: z.enum(trainTypes),
    fromStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    toStationCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    reason: z.enum(trainBlacklistReason.values),
    /** Only this tenant; every tenant when empty. */
    tenantId: tenantId.optional(),
    startDate: date,
    endDate: date.optional(),
    remark: optionalText(300),
    enabled,
  }),
  permissions: location,
  title: 'trainNo',
  keyword: ['trainNo', 'remark'],
  filters: { trainType: 'in', reason: 'in', tenantId: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['trainNo', 'startDate'],
  unique: [['trainNo', 'startDate']],
  fields: {
    trainNo: { label: words('车次', 'Train no.', '列車番号', '車次', 'N. treno'), kind: 'code' },
    trainType: {
      label: words('车型', 'Train type', '列車種別', '車型', 'Tipo di treno'),
      enum: trainType.words,
    },
    fromStationCode: {
      label: words('出发站', 'From station', '出発駅', '出發站', 'Stazione di partenza'),
      reference: railwayStationReference,
    },
    toStationCode: {
      label: words('到达站', 'To station', '到着駅', '到達站', 'Stazione di arrivo'),
      reference: railwayStationReference,
    },
    reason: {
      label: words('拉黑原因', 'Reason', '理由', '列入黑名單原因', 'Motivo'),
      enum: trainBlacklistReason.words,
    },
    tenantId: described.optionalTenantId,
    startDate: described.startDate,
    endDate: described.endDate,
    remark: described.remark,
    enabled: described.enabled,
  },
});

/** A search word shown as a quick pick in a travel service's place search. */
export const locationHotKeywordResource = defineResource({
  name: 'location-hot-keyword',
  scope: 'global',
  schema: z.object({
    keyword: text(30),
    serviceType: z.enum(travelServiceTypes),
    /** The city it is offered in; every city when empty. */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    /** The place it selects (location, airport or station code). */
    targetCode: code(20).optional(),
    sequence,
    searchCount: z.number().int().min(0).max(100_000_000).default(0),
    startDate: date.optional(),
    endDate: date.optional(),
    enabled,
  }),
  permissions: location,
  title: 'keyword',
  keyword: ['keyword', 'cityName'],
  filters: { serviceType: 'in', cityAdCode: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'searchCount', 'keyword'],
  unique: [['serviceType', 'cityAdCode', 'keyword']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    keyword: { label: words('搜索词', 'Keyword', 'キーワード', '搜尋詞', 'Parola chiave') },
    serviceType: travel.serviceType,
    cityAdCode: {
      ...described.cityAdCode,
      hint: words(
        '为空表示所有城市',
        'Empty: every city',
        '空欄の場合は全都市',
        '為空表示所有城市',
        'Vuoto: tutte le città',
      ),
    },
    cityName: shared.cityName,
    targetCode: {
      label: words(
        '指向位置代码',
        'Place it selects',
        '対象ロケーションコード',
        '指向位置代碼',
        'Luogo selezionato',
      ),
      kind: 'code',
      hint: words(
        '位置、机场三字码或车站电报码',
        'A location, airport or station code',
        'ロケーション・空港・駅のコード',
        '位置、機場三字碼或車站電報碼',
        'Un codice di località, aeroporto o stazione',
      ),
    },
    sequence: described.sortOrder,
    searchCount: { label: words('搜索次数', 'Searches', '検索回数', '搜尋次數', 'Ricerche'), kind: 'number' },
    startDate: {
      label: words('展示开始', 'Shown from', '表示開始', '展示開始', 'Visibile dal'),
      kind: 'date',
    },
    endDate: {
      label: words('展示结束', 'Shown until', '表示終了', '展示結束', 'Visibile fino al'),
      kind: 'date',
    },
    enabled: described.enabled,
  },
});

const locationOperation = /* @__PURE__ */ defineEnum({
  CREATE: { words: words('新增', 'Created', '追加', '新增', 'Creata') },
  UPDATE: { words: words('修改', 'Updated', '更新', '修改', 'Aggiornata') },
  DISABLE: { words: words('停用', 'Disabled', '無効化', '停用', 'Disattivata') },
  MERGE: { words: words('合并', 'Merged', '統合', '合併', 'Unita') },
});

const locationChangeSource = /* @__PURE__ */ defineEnum({
  MANUAL: { words: words('人工维护', 'By hand', '手動', '人工維護', 'Manuale') },
  VENDOR_SYNC: {
    words: words('供应商同步', 'Vendor sync', 'サプライヤー同期', '供應商同步', 'Sincronizzazione fornitore'),
  },
  IMPORT: { words: words('批量导入', 'Import', '一括取込', '批次匯入', 'Importazione') },
});

const locationReviewStatus = /* @__PURE__ */ defineEnum({
  PENDING_REVIEW: {
    words: words('待审核', 'Pending review', 'レビュー待ち', '待審核', 'In attesa di revisione'),
    tone: 'warning',
  },
  APPLIED: { words: words('已生效', 'Applied', '反映済み', '已生效', 'Applicata'), tone: 'success' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
});

/** A change to location data, from a supplier's sync, an import or a person, with its review. */
export const locationRecordResource = defineResource({
  name: 'location-record',
  scope: 'global',
  schema: z.object({
    locationCode: code(20),
    locationName: text(60),
    operation: z.enum(locationOperation.values),
    source: z.enum(locationChangeSource.values),
    vendorCode: z.enum(travelVendors).optional(),
    field: optionalText(40),
    oldValue: optionalText(500),
    newValue: optionalText(500),
    operator: text(60),
    operatedAt: instant,
    reviewStatus: z.enum(locationReviewStatus.values).default('PENDING_REVIEW'),
    reviewRemark: optionalText(300),
  }),
  permissions: location,
  title: 'locationName',
  keyword: ['locationName', 'locationCode', 'operator'],
  filters: {
    locationCode: 'eq',
    operation: 'in',
    source: 'in',
    vendorCode: 'in',
    reviewStatus: 'in',
    operatedAt: 'range',
  },
  sortable: ['operatedAt', 'locationCode'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
  fields: {
    locationCode,
    locationName: { label: words('位置名称', 'Location', 'ロケーション名', '位置名稱', 'Località') },
    operation: { label: words('操作', 'Change', '操作', '操作', 'Modifica'), enum: locationOperation.words },
    source: { label: words('来源', 'Source', 'ソース', '來源', 'Origine'), enum: locationChangeSource.words },
    vendorCode: travel.vendorCode,
    field: { label: words('变更字段', 'Field', '項目', '變更欄位', 'Campo') },
    oldValue: { label: words('原值', 'Old value', '変更前', '原值', 'Valore precedente') },
    newValue: { label: words('新值', 'New value', '変更後', '新值', 'Nuovo valore') },
    operator: { label: words('操作人', 'By', '操作者', '操作人', 'Operatore') },
    operatedAt: {
      label: words('操作时间', 'At', '操作日時', '操作時間', 'Data e ora'),
      kind: 'dateTime',
    },
    reviewStatus: {
      label: words('审核状态', 'Review', 'レビュー', '審核狀態', 'Revisione'),
      enum: locationReviewStatus.words,
    },
    reviewRemark: {
      label: words('审核意见', 'Review remark', 'レビューコメント', '審核意見', 'Nota di revisione'),
      kind: 'longText',
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Airlines, countries and city levels

export const airlineResource = defineResource({
  name: 'airline',
  scope: 'global',
  schema: z.object({
    name: text(60),
    nameEn: optionalText(100),
    code: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    countryCode: code(3),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { countryCode: 'eq' },
  sortable: ['name', 'code'],
  unique: [['code']],
  importable: true,
  fields: {
    name: field(words('航司名称', 'Airline', '航空会社名', '航空公司名稱', 'Compagnia aerea')),
    nameEn: described.nameEn,
    code: field(words('二字码', 'IATA code', 'IATAコード', '二字碼', 'Codice IATA'), { kind: 'code' }),
    countryCode: described.countryCode,
  },
});

export const countryResource = defineResource({
  name: 'country',
  scope: 'global',
  schema: z.object({
    code: countryCode,
    name: text(60),
    nameEn: text(80),
    continent: z.enum(continents),
    adCode: code(12),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { continent: 'in' },
  sortable: ['code', 'nameEn'],
  unique: [['code']],
  defaultSort: { field: 'code', direction: 'asc' },
  fields: {
    code: field(words('国家代码', 'Country code', '国コード', '國家代碼', 'Codice paese'), {
      kind: 'code',
      hint: words(
        'ISO 3166 两位字母',
        'ISO 3166 alpha-2',
        'ISO 3166 英字2桁',
        'ISO 3166 兩位字母',
        'ISO 3166 alpha-2',
      ),
    }),
    name: field(words('中文名称', 'Chinese name', '中国語名', '中文名稱', 'Nome cinese')),
    nameEn: described.nameEn,
    continent: field(words('所属大洲', 'Continent', '大陸', '所屬洲別', 'Continente'), {
      enum: continent.words,
    }),
    adCode: field(words('数字代码', 'Numeric code', '数字コード', '數字代碼', 'Codice numerico'), {
      kind: 'code',
      hint: words(
        'ISO 3166 数字代码',
        'ISO 3166 numeric',
        'ISO 3166 数字コード',
        'ISO 3166 數字代碼',
        'ISO 3166 numerico',
      ),
    }),
  },
});

export const cityLevelResource = defineResource({
  name: 'city-level',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(40),
    code: code(20),
    description: optionalText(200),
    cityAdCodes: z.array(code(12)).default([]),
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('级别名称', 'Level name', 'レベル名', '級別名稱', 'Nome del livello')),
    code: field(words('级别编码', 'Level code', 'レベルコード', '級別代碼', 'Codice del livello'), {
      kind: 'code',
    }),
    description: described.description,
    cityAdCodes: field(words('包含城市', 'Cities', '対象都市', '包含城市', 'Città'), {
      reference: { lookup: 'city' },
      hint: words(
        '差旅标准按城市级别区分住宿和补贴',
        'Travel standards set hotel caps and allowances by city level',
        '出張規程は都市レベルで宿泊上限や手当を決めます',
        '差旅標準依城市級別區分住宿與補貼',
        'Le politiche di viaggio fissano i massimali di alloggio e le indennità per livello di città',
      ),
    }),
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const locationAreaResources = {
  airline: airlineResource,
  country: countryResource,
  'city-level': cityLevelResource,
  location: locationResource,
  'location-vendor': locationVendorResource,
  'travel-service-setting': travelServiceSettingResource,
  'railway-station': railwayStationResource,
  'near-railway-station': nearRailwayStationResource,
  'location-type': locationTypeResource,
  airport: airportResource,
  'near-airport': nearAirportResource,
  'airline-cabin-mapping': airlineCabinMappingResource,
  'covid-19-city': covid19CityResource,
  'train-blacklist': trainBlacklistResource,
  'location-hot-keyword': locationHotKeywordResource,
  'location-record': locationRecordResource,
} as const satisfies Record<string, ResourceDescriptor>;
