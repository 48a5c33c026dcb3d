import type {
  authSourceTypes,
  MenuKey,
  noticeWays,
  tenantNoticeRuleResource,
  travelVendors,
} from '@opsdesk/api';
import type { z } from 'zod';

/** Where a tenant's data lives, as the REGION enumeration lists it. */
export const regions = [
  { code: 'CN', name: '中国大陆', nameEn: 'Chinese Mainland' },
  { code: 'HK', name: '中国香港', nameEn: 'Hong Kong, China' },
  { code: 'SG', name: '新加坡', nameEn: 'Singapore' },
  { code: 'JP', name: '日本', nameEn: 'Japan' },
  { code: 'EU', name: '欧洲', nameEn: 'Europe' },
  { code: 'US', name: '美国', nameEn: 'United States' },
] as const;

export type RegionCode = (typeof regions)[number]['code'];

export interface CloudEnvironment {
  readonly code: string;
  readonly name: string;
  readonly nameEn: string;
  readonly region: RegionCode;
  readonly provider: string;
  readonly description: string;
  readonly enabled: boolean;
}

/**
 * The cloud environments tenants run in. ALI_HZ and AWS_SG carry the fixed demo tenants; the
 * Guangzhou environment is retired (its tenants were moved to Shanghai) and takes no new ones.
 */
export const cloudEnvironments: readonly CloudEnvironment[] = [
  {
    code: 'ALI_HZ',
    name: '阿里云华东1（杭州）',
    nameEn: 'Alibaba Cloud China East 1 (Hangzhou)',
    region: 'CN',
    provider: '阿里云',
    description: 'cn-hangzhou：国内主力生产集群',
    enabled: true,
  },
  {
    code: 'ALI_SH',
    name: '阿里云华东2（上海）',
    nameEn: 'Alibaba Cloud China East 2 (Shanghai)',
    region: 'CN',
    provider: '阿里云',
    description: 'cn-shanghai：金融行业客户专属集群',
    enabled: true,
  },
  {
    code: 'HUAWEI_BJ',
    name: '华为云华北-北京四',
    nameEn: 'Huawei Cloud CN North-Beijing4',
    region: 'CN',
    provider: '华为云',
    description: 'cn-north-4：央企国企及信创客户',
    enabled: true,
  },
  {
    code: 'TENCENT_GZ',
    name: '腾讯云华南（广州）',
    nameEn: 'Tencent Cloud South China (Guangzhou)',
    region: 'CN',
    provider: '腾讯云',
    description: 'ap-guangzhou：已下线，存量租户已迁移至 ALI_SH',
    enabled: false,
  },
  {
    code: 'ALI_HK',
    name: '阿里云中国香港',
    nameEn: 'Alibaba Cloud Hong Kong, China',
    region: 'HK',
    provider: '阿里云',
    description: 'cn-hongkong：港澳客户',
    enabled: true,
  },
  {
    code: 'AWS_SG',
    name: 'AWS 亚太（新加坡）',
    nameEn: 'AWS Asia Pacific (Singapore)',
    region: 'SG',
    provider: 'AWS',
    description: 'ap-southeast-1：东南亚及出海客户',
    enabled: true,
  },
  {
    code: 'AZURE_JP',
    name: 'Azure 日本东部',
    nameEn: 'Microsoft Azure Japan East',
    region: 'JP',
    provider: 'Microsoft Azure',
    description: 'japaneast：日本客户',
    enabled: true,
  },
  {
    code: 'AWS_FRA',
    name: 'AWS 欧洲（法兰克福）',
    nameEn: 'AWS Europe (Frankfurt)',
    region: 'EU',
    provider: 'AWS',
    description: 'eu-central-1：欧洲客户，数据驻留满足 GDPR',
    enabled: true,
  },
  {
    code: 'AWS_US',
    name: 'AWS 美国东部（弗吉尼亚北部）',
    nameEn: 'AWS US East (N. Virginia)',
    region: 'US',
    provider: 'AWS',
    description: 'us-east-1：北美客户',
    enabled: true,
  },
];

/** An item of an enumeration: value (also its code), Chinese and English names. */
export type EnumerationEntry = readonly [value: string, name: string, nameEn: string];

/** The deployment environments, derived from the console's host name (§9). */
export const deployEnvironments: readonly EnumerationEntry[] = [
  ['dev', '开发环境', 'Development'],
  ['uat', '测试环境', 'User acceptance testing'],
  ['stage', '预发布环境', 'Staging'],
  ['release', '生产环境', 'Production'],
];

export const contractTypes: readonly EnumerationEntry[] = [
  ['STANDARD', '标准合同', 'Standard contract'],
  ['FRAMEWORK', '框架协议', 'Framework agreement'],
  ['SUPPLEMENT', '补充协议', 'Supplementary agreement'],
  ['RENEWAL', '续约合同', 'Renewal contract'],
  ['TRIAL', '试用协议', 'Trial agreement'],
  ['CHANNEL', '渠道合同', 'Channel contract'],
];

export type ContractType = 'STANDARD' | 'FRAMEWORK' | 'SUPPLEMENT' | 'RENEWAL' | 'TRIAL' | 'CHANNEL';

/** What an order buys; the same codes as the order types. */
export const buyTypes: readonly EnumerationEntry[] = [
  ['NEW_PURCHASE', '新购', 'New purchase'],
  ['ADD_ON', '增购', 'Add-on'],
  ['RENEWAL', '续费', 'Renewal'],
];

export interface TypedEnumeration {
  readonly code: string;
  /** System enumerations are numbered up to 2000; custom templates above. */
  readonly type: number;
  readonly items: readonly EnumerationEntry[];
  /** Values of items switched off. */
  readonly disabled?: readonly string[];
}

/** The system enumerations the expense and travel products share, by numeric type. */
export const systemEnumerations: readonly TypedEnumeration[] = [
  {
    code: 'EMPLOYEE_RANK',
    type: 1001,
    items: [
      ['M1', '高级管理层', 'Executive'],
      ['M2', '总监', 'Director'],
      ['M3', '经理', 'Manager'],
      ['P3', '主管', 'Supervisor'],
      ['P2', '专员', 'Specialist'],
      ['P1', '助理', 'Assistant'],
    ],
  },
  {
    code: 'ID_TYPE',
    type: 1002,
    items: [
      ['ID_CARD', '居民身份证', 'Resident identity card'],
      ['PASSPORT', '护照', 'Passport'],
      ['HK_MACAO_PASS', '港澳通行证', 'Exit-entry permit to Hong Kong and Macao'],
      ['HOME_RETURN_PERMIT', '港澳居民来往内地通行证', 'Home return permit'],
      ['TAIWAN_PASS', '台湾居民来往大陆通行证', 'Mainland travel permit for Taiwan residents'],
      ['FOREIGNER_PR', '外国人永久居留身份证', 'Foreign permanent resident ID card'],
    ],
  },
  {
    code: 'CABIN_CLASS',
    type: 1003,
    items: [
      ['ECONOMY', '经济舱', 'Economy'],
      ['PREMIUM_ECONOMY', '超级经济舱', 'Premium economy'],
      ['BUSINESS', '公务舱', 'Business'],
      ['FIRST', '头等舱', 'First'],
    ],
  },
  {
    code: 'HOTEL_STAR',
    type: 1004,
    items: [
      ['2', '经济型', 'Budget'],
      ['3', '舒适型', 'Comfort'],
      ['4', '高档型', 'Upscale'],
      ['5', '豪华型', 'Luxury'],
    ],
  },
  {
    code: 'TRAIN_SEAT',
    type: 1005,
    items: [
      ['SECOND_CLASS', '二等座', 'Second class'],
      ['FIRST_CLASS', '一等座', 'First class'],
      ['BUSINESS_CLASS', '商务座', 'Business class'],
      ['HARD_SLEEPER', '硬卧', 'Hard sleeper'],
      ['SOFT_SLEEPER', '软卧', 'Soft sleeper'],
    ],
  },
  {
    code: 'PAYMENT_METHOD',
    type: 1006,
    items: [
      ['BANK_TRANSFER', '银行转账', 'Bank transfer'],
      ['CORPORATE_CARD', '公务卡', 'Corporate card'],
      ['ALIPAY', '支付宝', 'Alipay'],
      ['WECHAT_PAY', '微信支付', 'WeChat Pay'],
      ['CASH', '现金', 'Cash'],
    ],
    disabled: ['CASH'],
  },
  {
    code: 'INVOICE_TYPE',
    type: 1007,
    items: [
      ['VAT_SPECIAL', '增值税专用发票', 'Special VAT invoice'],
      ['VAT_NORMAL', '增值税普通发票', 'Ordinary VAT invoice'],
      ['VAT_ELECTRONIC', '增值税电子普通发票', 'Electronic ordinary VAT invoice'],
      ['DIGITAL_INVOICE', '数电发票', 'Fully digitalised invoice'],
      ['TRAIN_TICKET', '铁路电子客票', 'Railway e-ticket'],
      ['FLIGHT_ITINERARY', '航空运输电子客票行程单', 'Air e-ticket itinerary'],
      ['TAXI_RECEIPT', '出租车票', 'Taxi receipt'],
      ['TOLL_INVOICE', '通行费发票', 'Toll invoice'],
    ],
  },
  {
    code: 'TRANSPORT',
    type: 1008,
    items: [
      ['FLIGHT', '飞机', 'Flight'],
      ['TRAIN', '火车', 'Train'],
      ['CAR', '汽车', 'Car'],
      ['SHIP', '轮船', 'Ship'],
      ['TAXI', '出租车/网约车', 'Taxi or ride-hailing'],
    ],
  },
];

/** Custom enumeration templates tenants start their own lists from (types above 2000). */
export const enumerationTemplates: readonly TypedEnumeration[] = [
  {
    code: 'TPL_PROJECT_TYPE',
    type: 2001,
    items: [
      ['RND', '研发项目', 'Research and development'],
      ['DELIVERY', '交付项目', 'Delivery'],
      ['MARKETING', '市场活动', 'Marketing campaign'],
      ['INFRASTRUCTURE', '基建项目', 'Infrastructure'],
    ],
  },
  {
    code: 'TPL_CUSTOMER_LEVEL',
    type: 2002,
    items: [
      ['A', '战略客户', 'Strategic'],
      ['B', '重点客户', 'Key'],
      ['C', '普通客户', 'Regular'],
    ],
  },
  {
    code: 'TPL_EXPENSE_PURPOSE',
    type: 2003,
    items: [
      ['CLIENT_VISIT', '客户拜访', 'Client visit'],
      ['TRAINING', '培训学习', 'Training'],
      ['CONFERENCE', '会议会展', 'Conference'],
      ['RECRUITING', '招聘', 'Recruiting'],
      ['TEAM_BUILDING', '团队建设', 'Team building'],
    ],
  },
  {
    code: 'TPL_SUPPLIER_CATEGORY',
    type: 2004,
    items: [
      ['TRAVEL', '差旅服务商', 'Travel services'],
      ['IT', 'IT 服务商', 'IT services'],
      ['LOGISTICS', '物流服务商', 'Logistics'],
      ['CONSULTING', '咨询服务商', 'Consulting'],
    ],
    disabled: ['LOGISTICS'],
  },
  {
    code: 'TPL_BUDGET_ITEM',
    type: 2005,
    items: [
      ['TRAVEL', '差旅费', 'Travel'],
      ['ENTERTAINMENT', '业务招待费', 'Entertainment'],
      ['OFFICE', '办公费', 'Office'],
      ['MARKETING', '市场推广费', 'Marketing'],
      ['TRAINING', '培训费', 'Training'],
    ],
  },
];

export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly chineseName: string;
  readonly symbol: string;
  readonly decimals: number;
  /** Yuan per unit around the seed's date: where the exchange-rate walk starts. */
  readonly cnyRate: number;
}

const currency = (
  code: string,
  name: string,
  chineseName: string,
  symbol: string,
  cnyRate: number,
  decimals = 2,
): Currency => ({ code, name, chineseName, symbol, decimals, cnyRate });

/** ISO 4217 currencies a Chinese travel and expense platform settles in. */
// prettier-ignore
export const currencies: readonly Currency[] = [
  currency('CNY', 'Chinese Yuan Renminbi', '人民币', '¥', 1), currency('USD', 'US Dollar', '美元', '$', 7.12),
  currency('EUR', 'Euro', '欧元', '€', 8.28), currency('JPY', 'Japanese Yen', '日元', '¥', 0.0472, 0),
  currency('HKD', 'Hong Kong Dollar', '港币', 'HK$', 0.915), currency('GBP', 'Pound Sterling', '英镑', '£', 9.52),
  currency('SGD', 'Singapore Dollar', '新加坡元', 'S$', 5.52), currency('AUD', 'Australian Dollar', '澳大利亚元', 'A$', 4.66),
  currency('CAD', 'Canadian Dollar', '加拿大元', 'C$', 5.12), currency('CHF', 'Swiss Franc', '瑞士法郎', 'CHF', 8.86),
  currency('KRW', 'South Korean Won', '韩元', '₩', 0.00512, 0), currency('TWD', 'New Taiwan Dollar', '新台币', 'NT$', 0.222),
  currency('MOP', 'Macanese Pataca', '澳门元', 'MOP$', 0.889), currency('THB', 'Thai Baht', '泰铢', '฿', 0.209),
  currency('MYR', 'Malaysian Ringgit', '马来西亚林吉特', 'RM', 1.66), currency('IDR', 'Indonesian Rupiah', '印度尼西亚卢比', 'Rp', 0.000437),
  currency('PHP', 'Philippine Peso', '菲律宾比索', '₱', 0.122), currency('VND', 'Vietnamese Dong', '越南盾', '₫', 0.000272, 0),
  currency('INR', 'Indian Rupee', '印度卢比', '₹', 0.0826), currency('NZD', 'New Zealand Dollar', '新西兰元', 'NZ$', 4.18),
  currency('SEK', 'Swedish Krona', '瑞典克朗', 'kr', 0.748), currency('NOK', 'Norwegian Krone', '挪威克朗', 'kr', 0.702),
  currency('DKK', 'Danish Krone', '丹麦克朗', 'kr', 1.11), currency('RUB', 'Russian Ruble', '俄罗斯卢布', '₽', 0.0885),
  currency('AED', 'UAE Dirham', '阿联酋迪拉姆', 'د.إ', 1.94), currency('SAR', 'Saudi Riyal', '沙特里亚尔', '﷼', 1.9),
  currency('QAR', 'Qatari Riyal', '卡塔尔里亚尔', 'QR', 1.96), currency('BRL', 'Brazilian Real', '巴西雷亚尔', 'R$', 1.31),
  currency('MXN', 'Mexican Peso', '墨西哥比索', 'Mex$', 0.385), currency('ZAR', 'South African Rand', '南非兰特', 'R', 0.395),
  currency('TRY', 'Turkish Lira', '土耳其里拉', '₺', 0.173), currency('PLN', 'Polish Zloty', '波兰兹罗提', 'zł', 1.94),
  currency('KWD', 'Kuwaiti Dinar', '科威特第纳尔', 'KD', 23.2, 3),
];

/** Airlines: IATA code, Chinese and English names, country (ISO 3166 alpha-2). */
export type AirlineEntry = readonly [code: string, name: string, nameEn: string, countryCode: string];

// prettier-ignore
export const airlines: readonly AirlineEntry[] = [
  ['CA', '中国国际航空', 'Air China', 'CN'], ['MU', '中国东方航空', 'China Eastern Airlines', 'CN'],
  ['CZ', '中国南方航空', 'China Southern Airlines', 'CN'], ['HU', '海南航空', 'Hainan Airlines', 'CN'],
  ['3U', '四川航空', 'Sichuan Airlines', 'CN'], ['MF', '厦门航空', 'Xiamen Airlines', 'CN'],
  ['ZH', '深圳航空', 'Shenzhen Airlines', 'CN'], ['FM', '上海航空', 'Shanghai Airlines', 'CN'],
  ['SC', '山东航空', 'Shandong Airlines', 'CN'], ['9C', '春秋航空', 'Spring Airlines', 'CN'],
  ['HO', '吉祥航空', 'Juneyao Air', 'CN'], ['KN', '中国联合航空', 'China United Airlines', 'CN'],
  ['GS', '天津航空', 'Tianjin Airlines', 'CN'], ['JD', '首都航空', 'Beijing Capital Airlines', 'CN'],
  ['8L', '祥鹏航空', 'Lucky Air', 'CN'], ['EU', '成都航空', 'Chengdu Airlines', 'CN'],
  ['G5', '华夏航空', 'China Express Airlines', 'CN'], ['CX', '国泰航空', 'Cathay Pacific', 'HK'],
  ['HX', '香港航空', 'Hong Kong Airlines', 'HK'], ['NX', '澳门航空', 'Air Macau', 'MO'],
  ['BR', '长荣航空', 'EVA Air', 'TW'], ['CI', '中华航空', 'China Airlines', 'TW'],
  ['SQ', '新加坡航空', 'Singapore Airlines', 'SG'], ['TR', '酷航', 'Scoot', 'SG'],
  ['NH', '全日空', 'All Nippon Airways', 'JP'], ['JL', '日本航空', 'Japan Airlines', 'JP'],
  ['KE', '大韩航空', 'Korean Air', 'KR'], ['OZ', '韩亚航空', 'Asiana Airlines', 'KR'],
  ['TG', '泰国国际航空', 'Thai Airways', 'TH'], ['MH', '马来西亚航空', 'Malaysia Airlines', 'MY'],
  ['AK', '亚洲航空', 'AirAsia', 'MY'], ['GA', '印尼鹰航', 'Garuda Indonesia', 'ID'],
  ['VN', '越南航空', 'Vietnam Airlines', 'VN'], ['PR', '菲律宾航空', 'Philippine Airlines', 'PH'],
  ['EK', '阿联酋航空', 'Emirates', 'AE'], ['EY', '阿提哈德航空', 'Etihad Airways', 'AE'],
  ['QR', '卡塔尔航空', 'Qatar Airways', 'QA'], ['TK', '土耳其航空', 'Turkish Airlines', 'TR'],
  ['LH', '汉莎航空', 'Lufthansa', 'DE'], ['AF', '法国航空', 'Air France', 'FR'],
  ['KL', '荷兰皇家航空', 'KLM Royal Dutch Airlines', 'NL'], ['BA', '英国航空', 'British Airways', 'GB'],
  ['LX', '瑞士国际航空', 'Swiss International Air Lines', 'CH'], ['AY', '芬兰航空', 'Finnair', 'FI'],
  ['SU', '俄罗斯航空', 'Aeroflot', 'RU'], ['AA', '美国航空', 'American Airlines', 'US'],
  ['UA', '美国联合航空', 'United Airlines', 'US'], ['DL', '达美航空', 'Delta Air Lines', 'US'],
  ['AC', '加拿大航空', 'Air Canada', 'CA'], ['QF', '澳洲航空', 'Qantas', 'AU'],
  ['NZ', '新西兰航空', 'Air New Zealand', 'NZ'],
];

/**
 * The services each travel vendor sells: the location area's vendors offer them, and the reference
 * area maps the cities of a vendor's first service.
 */
export const vendorServices = {
  CTRIP: ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR'],
  TONGCHENG: ['FLIGHT', 'HOTEL', 'TRAIN'],
  MEITUAN: ['HOTEL', 'MEAL', 'CAR'],
  FLIGGY: ['FLIGHT', 'HOTEL'],
  DIDI: ['CAR'],
  CAOCAO: ['CAR'],
  RAILWAY_12306: ['TRAIN'],
  AMADEUS: ['FLIGHT', 'HOTEL'],
  HUAZHU: ['HOTEL'],
  JINJIANG: ['HOTEL'],
} as const satisfies Record<(typeof travelVendors)[number], readonly string[]>;

type NoticeRule = z.input<typeof tenantNoticeRuleResource.schema>;

/** The provider's reminders to tenants: licence and trial expiry, usage, releases. */
export const noticeRules: readonly NoticeRule[] = [
  rule(
    '许可证到期前 60 天提醒（大客户）',
    'LICENCE_EXPIRY',
    '09:00',
    ['EMAIL'],
    'LICENSED',
    'CONTACT',
    60,
    false,
  ),
  rule('许可证到期前 30 天提醒', 'LICENCE_EXPIRY', '09:00', ['EMAIL', 'SMS'], 'LICENSED', 'ADMINS', 30),
  rule('许可证到期前 7 天提醒', 'LICENCE_EXPIRY', '09:00', ['EMAIL', 'SMS', 'APP'], 'LICENSED', 'ADMINS', 7),
  rule(
    '许可证到期当日提醒',
    'LICENCE_EXPIRY',
    '08:30',
    ['EMAIL', 'SMS', 'MESSAGING'],
    'LICENSED',
    'CONTACT',
    0,
  ),
  rule('试用到期前 7 天提醒', 'TRIAL_EXPIRY', '10:00', ['EMAIL', 'APP'], 'FREE', 'ADMINS', 7),
  rule('试用到期前 1 天提醒', 'TRIAL_EXPIRY', '10:00', ['EMAIL', 'SMS'], 'FREE', 'CONTACT', 1),
  rule('激活用户数超出购买数量提醒', 'USAGE', '18:00', ['EMAIL'], 'LICENSED', 'ADMINS', 0),
  rule('发票查验次数余量不足提醒', 'USAGE', '09:30', ['EMAIL', 'APP'], 'ALL', 'ADMINS', 3),
  rule('新版本发布公告', 'RELEASE', '20:00', ['APP', 'MESSAGING'], 'ALL', 'ALL_STAFF', 1),
  rule('系统维护停机通知', 'RELEASE', '21:00', ['EMAIL', 'SMS', 'APP'], 'ALL', 'ALL_STAFF', 3),
];

function rule(
  noticeName: string,
  noticeType: NoticeRule['noticeType'],
  sendTime: string,
  ways: (typeof noticeWays)[number][],
  tenantRange: NoticeRule['tenantRange'],
  sendObject: NoticeRule['sendObject'],
  sendCondition: number,
  enabled = true,
): NoticeRule {
  return {
    noticeName,
    noticeType,
    sendTime,
    noticeWays: ways,
    tenantRange,
    sendObject,
    sendCondition,
    enabled,
  };
}

/** How the provider groups its tenants: by account size, ownership, industry, programme. */
export const tenantGroups = [
  { code: 'KA', name: '战略大客户', description: '年合同额百万以上，配专属客户成功经理' },
  { code: 'SOE', name: '央企国企', description: '信创与等保要求，部署在华为云' },
  { code: 'INTERNET', name: '互联网行业', description: undefined },
  { code: 'MFG', name: '制造业', description: '多工厂、多法人' },
  { code: 'FINANCE', name: '金融行业', description: '银行、保险、证券，部署在金融专属集群' },
  { code: 'MNC', name: '外资企业', description: '多币种、英文界面' },
  { code: 'CHANNEL', name: '渠道合作伙伴客户', description: '由渠道伙伴签约与服务' },
  { code: 'PILOT', name: '新功能试点', description: '优先试用灰度功能' },
  { code: 'SMB', name: '中小企业', description: '标准版，线上自助开通' },
  { code: 'HEALTH', name: '医药健康', description: '合规要求：学术会议费用管控' },
  { code: 'OVERSEAS', name: '出海企业', description: '海外子公司与境外差旅' },
  { code: 'GOV', name: '政府及事业单位', description: '2023 年起暂停拓展', enabled: false },
] as const;

export type TenantGroupCode = (typeof tenantGroups)[number]['code'];

/** The function packages the provider sells, which switch functions on for a tenant. */
export const functionPackages = [
  { code: 'EXPENSE_STD', name: '费控标准版', description: '报销、借款、申请单与审批流' },
  { code: 'EXPENSE_PRO', name: '费控专业版', description: '在标准版之上增加预算控制、多账簿与财务共享' },
  { code: 'TRAVEL_MGMT', name: '商旅管理', description: '机票、酒店、火车、用车在线预订与差标管控' },
  { code: 'INVOICE_CLOUD', name: '发票云', description: '发票识别、查验、验重与入账' },
  { code: 'BUDGET_CTRL', name: '预算控制', description: '预算编制、占用与超预算控制' },
  { code: 'PAYMENT_HUB', name: '资金支付', description: '银企直连、批量付款与电子回单' },
  { code: 'AP_SHARED', name: '应付共享', description: '对公付款与供应商对账' },
  { code: 'E_ARCHIVE', name: '电子会计档案', description: '电子凭证归档、检索与借阅' },
  { code: 'OPEN_API', name: '开放平台', description: 'REST 接口与事件回调' },
  { code: 'MULTI_ORG', name: '多组织多币种', description: '集团多法人、多币种核算' },
  { code: 'CORP_CARD', name: '公务卡', description: '公务卡消费自动导入与还款' },
  { code: 'SMART_AUDIT', name: '智能审核', description: '基于规则与 OCR 的自动审单' },
  { code: 'DATA_INSIGHT', name: '数据分析', description: '费用看板与自助报表' },
  { code: 'SSO_PLUS', name: '统一身份集成', description: '飞书、企业微信、钉钉、云之家单点登录' },
  { code: 'LEGACY_MOBILE', name: '旧版移动端', description: '2019 版移动端，已停止售卖', enabled: false },
] as const;

/**
 * The default permission of each first-level menu, by menu key. Typed by `MenuKey`, so a menu
 * added to the console without a name here fails the type check.
 */
export const menuPermissionNames: Readonly<Record<MenuKey, string>> = {
  dashboard: '工作台',
  'dashboard-admin': '管理驾驶舱',
  'i18n-language': '多语言管理',
  'minority-language': '小语种管理',
  'admin-page-platform': '平台管理员',
  'auth-sources': '认证源管理',
  'login-way': '登录方式配置',
  'announce-manage': '公告管理',
  'full-screen-ads': '开屏广告',
  'cloud-environment-management': '云环境管理',
  'customer-service': '客户服务',
  'help-center': '帮助中心',
  'data-maintain': '基础数据维护',
  'finance-contract-management': '合同管理',
  'finance-customer-management': '客户管理',
  'finance-inventory-management': '库存管理',
  'finance-organization-management': '组织管理',
  'finance-partner-management': '合作伙伴管理',
  'finance-product-management': '产品管理',
  'finance-product-management-new': '产品管理（新版）',
  'finance-project-info-management': '项目信息管理',
  'finance-receipt-management': '回款管理',
  'finance-receivables': '应收管理',
  'gross-profit-calculation': '毛利测算',
  'helios-analysis': 'Helios 经营分析',
  'forest-energy-query': '绿色能量查询',
  'invoice-management-finance': '发票管理（财务）',
  'invoice-management': '发票管理',
  'meta-data-management': '元数据管理',
  'order-management-business': '订单管理（业务）',
  'order-management-finance': '订单管理（财务）',
  'order-management': '订单管理',
  'info-management': '资讯管理',
  'info-maintenance': '资讯维护',
  'location-service': '地点服务',
  marketing: '营销管理',
  'menu-control': '菜单管控',
  'service-info': '服务信息',
  'service-type': '服务类型',
  'large-language-model': '大模型管理',
  questionnaire: '问卷管理',
  'sandbox-user-reset-activity': '沙箱用户重置激活',
  'user-reset-activity': '用户重置激活',
  sentry: '错误监控',
  'tenant-manage': '租户管理',
  'tenant-operations-management': '租户运营管理',
  'system-operation': '系统运维',
  'version-deploy-manage': '版本发布管理',
  'booking-management': '预订管理',
};

/** The names of the kinds of sign-on source. */
export const authSourceTypeNames: Readonly<Record<(typeof authSourceTypes)[number], string>> = {
  FEISHU: '飞书',
  WECHAT: '企业微信',
  DINGTALK: '钉钉',
  YUNZHIJIA: '云之家',
  MIDDLEWARE: '认证中间件',
};

export interface AuthSourceEntry {
  readonly sourceType: (typeof authSourceTypes)[number];
  readonly name: string;
  readonly clientName: string;
  readonly domainName?: string;
  readonly authUrl: string;
  readonly appId: string;
  readonly enabled?: boolean;
}

/**
 * The provider's own sign-on integrations. Feishu takes over the login page of `sso.localhost`, so
 * opening the console on that host shows single sign-on (the `sso.user` demo account signs in as
 * `feishu:sso.user`).
 */
export const providerAuthSources: readonly AuthSourceEntry[] = [
  {
    sourceType: 'FEISHU',
    name: '飞书',
    clientName: 'feishu',
    domainName: 'sso.localhost',
    authUrl: 'https://open.feishu.cn/open-apis/authen/v1/authorize',
    appId: 'cli_a5f1c2e3d4b60013',
  },
  {
    sourceType: 'WECHAT',
    name: '企业微信',
    clientName: 'wechat',
    domainName: 'wecom.opsdesk.example',
    authUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    appId: 'ww8c1f0e2d3b4a5968',
  },
  {
    sourceType: 'DINGTALK',
    name: '钉钉',
    clientName: 'dingtalk',
    domainName: 'dingtalk.opsdesk.example',
    authUrl: 'https://login.dingtalk.com/oauth2/auth',
    appId: 'dingoa7k2m9x4c8e1f',
  },
  {
    sourceType: 'YUNZHIJIA',
    name: '云之家',
    clientName: 'yunzhijia',
    authUrl: 'https://www.yunzhijia.com/openauth2/api/appAuth2',
    appId: '500123456',
  },
  {
    sourceType: 'MIDDLEWARE',
    name: 'CAS 统一认证中间件',
    clientName: 'middleware-cas',
    authUrl: 'https://cas.opsdesk.example/cas/login',
    appId: 'opsdesk-console',
    enabled: false,
  },
];
