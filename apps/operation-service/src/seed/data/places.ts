import type { continents } from '@opsdesk/api';

export type Continent = (typeof continents)[number];

/** A country: ISO 3166-1 alpha-2 and numeric codes, Chinese and English names, continent. */
export type CountryEntry = readonly [
  code: string,
  numeric: string,
  name: string,
  nameEn: string,
  continent: Continent,
];

/**
 * Countries and regions as a Chinese travel platform lists them. The numeric ISO code is the
 * country's `adCode`, the key the country picker hands on.
 */
// prettier-ignore
export const countries: readonly CountryEntry[] = [
  ['CN', '156', '中国', 'China', 'ASIA'], ['HK', '344', '中国香港', 'Hong Kong, China', 'ASIA'],
  ['MO', '446', '中国澳门', 'Macao, China', 'ASIA'], ['TW', '158', '中国台湾', 'Taiwan, China', 'ASIA'],
  ['JP', '392', '日本', 'Japan', 'ASIA'], ['KR', '410', '韩国', 'South Korea', 'ASIA'],
  ['MN', '496', '蒙古', 'Mongolia', 'ASIA'], ['SG', '702', '新加坡', 'Singapore', 'ASIA'],
  ['MY', '458', '马来西亚', 'Malaysia', 'ASIA'], ['TH', '764', '泰国', 'Thailand', 'ASIA'],
  ['VN', '704', '越南', 'Vietnam', 'ASIA'], ['PH', '608', '菲律宾', 'Philippines', 'ASIA'],
  ['ID', '360', '印度尼西亚', 'Indonesia', 'ASIA'], ['KH', '116', '柬埔寨', 'Cambodia', 'ASIA'],
  ['LA', '418', '老挝', 'Laos', 'ASIA'], ['MM', '104', '缅甸', 'Myanmar', 'ASIA'],
  ['BN', '096', '文莱', 'Brunei', 'ASIA'], ['IN', '356', '印度', 'India', 'ASIA'],
  ['PK', '586', '巴基斯坦', 'Pakistan', 'ASIA'], ['BD', '050', '孟加拉国', 'Bangladesh', 'ASIA'],
  ['LK', '144', '斯里兰卡', 'Sri Lanka', 'ASIA'], ['NP', '524', '尼泊尔', 'Nepal', 'ASIA'],
  ['MV', '462', '马尔代夫', 'Maldives', 'ASIA'], ['KZ', '398', '哈萨克斯坦', 'Kazakhstan', 'ASIA'],
  ['UZ', '860', '乌兹别克斯坦', 'Uzbekistan', 'ASIA'], ['AE', '784', '阿联酋', 'United Arab Emirates', 'ASIA'],
  ['SA', '682', '沙特阿拉伯', 'Saudi Arabia', 'ASIA'], ['QA', '634', '卡塔尔', 'Qatar', 'ASIA'],
  ['KW', '414', '科威特', 'Kuwait', 'ASIA'], ['BH', '048', '巴林', 'Bahrain', 'ASIA'],
  ['OM', '512', '阿曼', 'Oman', 'ASIA'], ['IL', '376', '以色列', 'Israel', 'ASIA'],
  ['TR', '792', '土耳其', 'Türkiye', 'ASIA'], ['IR', '364', '伊朗', 'Iran', 'ASIA'],
  ['IQ', '368', '伊拉克', 'Iraq', 'ASIA'], ['JO', '400', '约旦', 'Jordan', 'ASIA'],
  ['GB', '826', '英国', 'United Kingdom', 'EUROPE'], ['IE', '372', '爱尔兰', 'Ireland', 'EUROPE'],
  ['FR', '250', '法国', 'France', 'EUROPE'], ['DE', '276', '德国', 'Germany', 'EUROPE'],
  ['NL', '528', '荷兰', 'Netherlands', 'EUROPE'], ['BE', '056', '比利时', 'Belgium', 'EUROPE'],
  ['LU', '442', '卢森堡', 'Luxembourg', 'EUROPE'], ['CH', '756', '瑞士', 'Switzerland', 'EUROPE'],
  ['AT', '040', '奥地利', 'Austria', 'EUROPE'], ['IT', '380', '意大利', 'Italy', 'EUROPE'],
  ['ES', '724', '西班牙', 'Spain', 'EUROPE'], ['PT', '620', '葡萄牙', 'Portugal', 'EUROPE'],
  ['GR', '300', '希腊', 'Greece', 'EUROPE'], ['SE', '752', '瑞典', 'Sweden', 'EUROPE'],
  ['NO', '578', '挪威', 'Norway', 'EUROPE'], ['DK', '208', '丹麦', 'Denmark', 'EUROPE'],
  ['FI', '246', '芬兰', 'Finland', 'EUROPE'], ['IS', '352', '冰岛', 'Iceland', 'EUROPE'],
  ['PL', '616', '波兰', 'Poland', 'EUROPE'], ['CZ', '203', '捷克', 'Czechia', 'EUROPE'],
  ['SK', '703', '斯洛伐克', 'Slovakia', 'EUROPE'], ['HU', '348', '匈牙利', 'Hungary', 'EUROPE'],
  ['RO', '642', '罗马尼亚', 'Romania', 'EUROPE'], ['BG', '100', '保加利亚', 'Bulgaria', 'EUROPE'],
  ['HR', '191', '克罗地亚', 'Croatia', 'EUROPE'], ['RS', '688', '塞尔维亚', 'Serbia', 'EUROPE'],
  ['SI', '705', '斯洛文尼亚', 'Slovenia', 'EUROPE'], ['UA', '804', '乌克兰', 'Ukraine', 'EUROPE'],
  ['RU', '643', '俄罗斯', 'Russia', 'EUROPE'], ['BY', '112', '白俄罗斯', 'Belarus', 'EUROPE'],
  ['EE', '233', '爱沙尼亚', 'Estonia', 'EUROPE'], ['LV', '428', '拉脱维亚', 'Latvia', 'EUROPE'],
  ['LT', '440', '立陶宛', 'Lithuania', 'EUROPE'], ['MT', '470', '马耳他', 'Malta', 'EUROPE'],
  ['CY', '196', '塞浦路斯', 'Cyprus', 'EUROPE'], ['MC', '492', '摩纳哥', 'Monaco', 'EUROPE'],
  ['US', '840', '美国', 'United States', 'NORTH_AMERICA'], ['CA', '124', '加拿大', 'Canada', 'NORTH_AMERICA'],
  ['MX', '484', '墨西哥', 'Mexico', 'NORTH_AMERICA'], ['PA', '591', '巴拿马', 'Panama', 'NORTH_AMERICA'],
  ['CR', '188', '哥斯达黎加', 'Costa Rica', 'NORTH_AMERICA'], ['CU', '192', '古巴', 'Cuba', 'NORTH_AMERICA'],
  ['JM', '388', '牙买加', 'Jamaica', 'NORTH_AMERICA'], ['BR', '076', '巴西', 'Brazil', 'SOUTH_AMERICA'],
  ['AR', '032', '阿根廷', 'Argentina', 'SOUTH_AMERICA'], ['CL', '152', '智利', 'Chile', 'SOUTH_AMERICA'],
  ['PE', '604', '秘鲁', 'Peru', 'SOUTH_AMERICA'], ['CO', '170', '哥伦比亚', 'Colombia', 'SOUTH_AMERICA'],
  ['VE', '862', '委内瑞拉', 'Venezuela', 'SOUTH_AMERICA'], ['EC', '218', '厄瓜多尔', 'Ecuador', 'SOUTH_AMERICA'],
  ['UY', '858', '乌拉圭', 'Uruguay', 'SOUTH_AMERICA'], ['EG', '818', '埃及', 'Egypt', 'AFRICA'],
  ['ZA', '710', '南非', 'South Africa', 'AFRICA'], ['NG', '566', '尼日利亚', 'Nigeria', 'AFRICA'],
  ['KE', '404', '肯尼亚', 'Kenya', 'AFRICA'], ['ET', '231', '埃塞俄比亚', 'Ethiopia', 'AFRICA'],
  ['MA', '504', '摩洛哥', 'Morocco', 'AFRICA'], ['DZ', '012', '阿尔及利亚', 'Algeria', 'AFRICA'],
  ['TZ', '834', '坦桑尼亚', 'Tanzania', 'AFRICA'], ['GH', '288', '加纳', 'Ghana', 'AFRICA'],
  ['AO', '024', '安哥拉', 'Angola', 'AFRICA'], ['TN', '788', '突尼斯', 'Tunisia', 'AFRICA'],
  ['MU', '480', '毛里求斯', 'Mauritius', 'AFRICA'], ['AU', '036', '澳大利亚', 'Australia', 'OCEANIA'],
  ['NZ', '554', '新西兰', 'New Zealand', 'OCEANIA'], ['FJ', '242', '斐济', 'Fiji', 'OCEANIA'],
  ['PG', '598', '巴布亚新几内亚', 'Papua New Guinea', 'OCEANIA'], ['AQ', '010', '南极洲', 'Antarctica', 'ANTARCTICA'],
];

/** The administrative level of a city, as the location picker describes it. */
export const CityType = {
  MUNICIPALITY: '直辖市',
  PREFECTURE: '地级市',
  COUNTY: '县级市',
  DISTRICT: '市辖区',
  SPECIAL_REGION: '特别行政区',
  INTERNATIONAL: '国际城市',
} as const;
export type CityType = (typeof CityType)[keyof typeof CityType];

/**
 * How expensive a city is for travel standards: 1 the four first-tier cities, 2 the "new first
 * tier", 3 second tier, 4 the rest. Tenants' city levels group cities by it.
 */
export type CityTier = 1 | 2 | 3 | 4;

export interface ChineseCity {
  /** The 6-digit code of GB/T 2260. */
  readonly adCode: string;
  readonly name: string;
  readonly nameEn: string;
  readonly type: CityType;
  readonly province: string;
  readonly tier: CityTier;
  /** The country or region code: CN, or HK and MO for the special administrative regions. */
  readonly countryCode?: string;
}

const M = CityType.MUNICIPALITY;
const P = CityType.PREFECTURE;
const C = CityType.COUNTY;
const D = CityType.DISTRICT;

const city = (
  adCode: string,
  name: string,
  nameEn: string,
  type: CityType,
  province: string,
  tier: CityTier,
): ChineseCity => ({ adCode, name, nameEn, type, province, tier });

/**
 * The four municipalities, every provincial capital, the major prefecture-level cities, a few
 * county-level cities and business districts, and the two special administrative regions.
 */
// prettier-ignore
export const chineseCities: readonly ChineseCity[] = [
  city('110000', '北京', 'Beijing', M, '北京市', 1), city('120000', '天津', 'Tianjin', M, '天津市', 2),
  city('310000', '上海', 'Shanghai', M, '上海市', 1), city('500000', '重庆', 'Chongqing', M, '重庆市', 2),
  city('130100', '石家庄', 'Shijiazhuang', P, '河北省', 3), city('140100', '太原', 'Taiyuan', P, '山西省', 3),
  city('150100', '呼和浩特', 'Hohhot', P, '内蒙古自治区', 4), city('210100', '沈阳', 'Shenyang', P, '辽宁省', 2),
  city('220100', '长春', 'Changchun', P, '吉林省', 3), city('230100', '哈尔滨', 'Harbin', P, '黑龙江省', 3),
  city('320100', '南京', 'Nanjing', P, '江苏省', 2), city('330100', '杭州', 'Hangzhou', P, '浙江省', 2),
  city('340100', '合肥', 'Hefei', P, '安徽省', 2), city('350100', '福州', 'Fuzhou', P, '福建省', 3),
  city('360100', '南昌', 'Nanchang', P, '江西省', 3), city('370100', '济南', 'Jinan', P, '山东省', 3),
  city('410100', '郑州', 'Zhengzhou', P, '河南省', 2), city('420100', '武汉', 'Wuhan', P, '湖北省', 2),
  city('430100', '长沙', 'Changsha', P, '湖南省', 2), city('440100', '广州', 'Guangzhou', P, '广东省', 1),
  city('450100', '南宁', 'Nanning', P, '广西壮族自治区', 3), city('460100', '海口', 'Haikou', P, '海南省', 4),
  city('510100', '成都', 'Chengdu', P, '四川省', 2), city('520100', '贵阳', 'Guiyang', P, '贵州省', 3),
  city('530100', '昆明', 'Kunming', P, '云南省', 3), city('540100', '拉萨', 'Lhasa', P, '西藏自治区', 4),
  city('610100', '西安', "Xi'an", P, '陕西省', 2), city('620100', '兰州', 'Lanzhou', P, '甘肃省', 4),
  city('630100', '西宁', 'Xining', P, '青海省', 4), city('640100', '银川', 'Yinchuan', P, '宁夏回族自治区', 4),
  city('650100', '乌鲁木齐', 'Urumqi', P, '新疆维吾尔自治区', 4),
  city('130200', '唐山', 'Tangshan', P, '河北省', 4), city('130300', '秦皇岛', 'Qinhuangdao', P, '河北省', 4),
  city('130400', '邯郸', 'Handan', P, '河北省', 4), city('130600', '保定', 'Baoding', P, '河北省', 4),
  city('130700', '张家口', 'Zhangjiakou', P, '河北省', 4), city('131000', '廊坊', 'Langfang', P, '河北省', 4),
  city('140200', '大同', 'Datong', P, '山西省', 4), city('150200', '包头', 'Baotou', P, '内蒙古自治区', 4),
  city('150600', '鄂尔多斯', 'Ordos', P, '内蒙古自治区', 4), city('210200', '大连', 'Dalian', P, '辽宁省', 3),
  city('210300', '鞍山', 'Anshan', P, '辽宁省', 4), city('220200', '吉林', 'Jilin', P, '吉林省', 4),
  city('230600', '大庆', 'Daqing', P, '黑龙江省', 4), city('320200', '无锡', 'Wuxi', P, '江苏省', 3),
  city('320300', '徐州', 'Xuzhou', P, '江苏省', 3), city('320400', '常州', 'Changzhou', P, '江苏省', 3),
  city('320500', '苏州', 'Suzhou', P, '江苏省', 2), city('320600', '南通', 'Nantong', P, '江苏省', 3),
  city('320900', '盐城', 'Yancheng', P, '江苏省', 4), city('321000', '扬州', 'Yangzhou', P, '江苏省', 4),
  city('321100', '镇江', 'Zhenjiang', P, '江苏省', 4), city('330200', '宁波', 'Ningbo', P, '浙江省', 2),
  city('330300', '温州', 'Wenzhou', P, '浙江省', 3), city('330400', '嘉兴', 'Jiaxing', P, '浙江省', 3),
  city('330500', '湖州', 'Huzhou', P, '浙江省', 4), city('330600', '绍兴', 'Shaoxing', P, '浙江省', 3),
  city('330700', '金华', 'Jinhua', P, '浙江省', 3), city('331000', '台州', 'Taizhou', P, '浙江省', 3),
  city('340200', '芜湖', 'Wuhu', P, '安徽省', 4), city('350200', '厦门', 'Xiamen', P, '福建省', 3),
  city('350500', '泉州', 'Quanzhou', P, '福建省', 3), city('350600', '漳州', 'Zhangzhou', P, '福建省', 4),
  city('360700', '赣州', 'Ganzhou', P, '江西省', 4), city('370200', '青岛', 'Qingdao', P, '山东省', 2),
  city('370300', '淄博', 'Zibo', P, '山东省', 4), city('370600', '烟台', 'Yantai', P, '山东省', 3),
  city('370700', '潍坊', 'Weifang', P, '山东省', 3), city('371000', '威海', 'Weihai', P, '山东省', 4),
  city('371300', '临沂', 'Linyi', P, '山东省', 4), city('410300', '洛阳', 'Luoyang', P, '河南省', 3),
  city('420500', '宜昌', 'Yichang', P, '湖北省', 4), city('420600', '襄阳', 'Xiangyang', P, '湖北省', 4),
  city('430200', '株洲', 'Zhuzhou', P, '湖南省', 4), city('430600', '岳阳', 'Yueyang', P, '湖南省', 4),
  city('440300', '深圳', 'Shenzhen', P, '广东省', 1), city('440400', '珠海', 'Zhuhai', P, '广东省', 3),
  city('440500', '汕头', 'Shantou', P, '广东省', 4), city('440600', '佛山', 'Foshan', P, '广东省', 2),
  city('440700', '江门', 'Jiangmen', P, '广东省', 4), city('441300', '惠州', 'Huizhou', P, '广东省', 3),
  city('441900', '东莞', 'Dongguan', P, '广东省', 2), city('442000', '中山', 'Zhongshan', P, '广东省', 3),
  city('450200', '柳州', 'Liuzhou', P, '广西壮族自治区', 4), city('450300', '桂林', 'Guilin', P, '广西壮族自治区', 4),
  city('460200', '三亚', 'Sanya', P, '海南省', 4), city('510700', '绵阳', 'Mianyang', P, '四川省', 4),
  city('520300', '遵义', 'Zunyi', P, '贵州省', 4), city('530700', '丽江', 'Lijiang', P, '云南省', 4),
  city('610400', '咸阳', 'Xianyang', P, '陕西省', 4), city('650200', '克拉玛依', 'Karamay', P, '新疆维吾尔自治区', 4),
  city('320583', '昆山', 'Kunshan', C, '江苏省', 3), city('320582', '张家港', 'Zhangjiagang', C, '江苏省', 4),
  city('320281', '江阴', 'Jiangyin', C, '江苏省', 4), city('330782', '义乌', 'Yiwu', C, '浙江省', 4),
  city('350582', '晋江', 'Jinjiang', C, '福建省', 4),
  city('110105', '朝阳区', 'Chaoyang District', D, '北京市', 1), city('110108', '海淀区', 'Haidian District', D, '北京市', 1),
  city('310115', '浦东新区', 'Pudong New Area', D, '上海市', 1), city('440305', '南山区', 'Nanshan District', D, '广东省', 1),
  city('440304', '福田区', 'Futian District', D, '广东省', 1), city('330106', '西湖区', 'Xihu District', D, '浙江省', 2),
  city('330108', '滨江区', 'Binjiang District', D, '浙江省', 2),
  { ...city('810000', '香港', 'Hong Kong', CityType.SPECIAL_REGION, '香港特别行政区', 1), countryCode: 'HK' },
  { ...city('820000', '澳门', 'Macao', CityType.SPECIAL_REGION, '澳门特别行政区', 2), countryCode: 'MO' },
];

/** A city abroad: its UN/LOCODE (the `adCode` the picker hands on), names and country. */
export type InternationalCity = readonly [locode: string, name: string, nameEn: string, countryCode: string];

// prettier-ignore
export const internationalCities: readonly InternationalCity[] = [
  ['JPTYO', '东京', 'Tokyo', 'JP'], ['JPOSA', '大阪', 'Osaka', 'JP'], ['JPUKY', '京都', 'Kyoto', 'JP'],
  ['JPNGO', '名古屋', 'Nagoya', 'JP'], ['JPFUK', '福冈', 'Fukuoka', 'JP'], ['JPSPK', '札幌', 'Sapporo', 'JP'],
  ['JPYOK', '横滨', 'Yokohama', 'JP'], ['KRSEL', '首尔', 'Seoul', 'KR'], ['KRPUS', '釜山', 'Busan', 'KR'],
  ['SGSIN', '新加坡', 'Singapore', 'SG'], ['THBKK', '曼谷', 'Bangkok', 'TH'], ['THHKT', '普吉', 'Phuket', 'TH'],
  ['MYKUL', '吉隆坡', 'Kuala Lumpur', 'MY'], ['MYPEN', '槟城', 'Penang', 'MY'], ['IDJKT', '雅加达', 'Jakarta', 'ID'],
  ['IDDPS', '登巴萨', 'Denpasar (Bali)', 'ID'], ['PHMNL', '马尼拉', 'Manila', 'PH'], ['VNHAN', '河内', 'Hanoi', 'VN'],
  ['VNSGN', '胡志明市', 'Ho Chi Minh City', 'VN'], ['KHPNH', '金边', 'Phnom Penh', 'KH'], ['INDEL', '德里', 'Delhi', 'IN'],
  ['INBOM', '孟买', 'Mumbai', 'IN'], ['INBLR', '班加罗尔', 'Bengaluru', 'IN'], ['AEDXB', '迪拜', 'Dubai', 'AE'],
  ['AEAUH', '阿布扎比', 'Abu Dhabi', 'AE'], ['QADOH', '多哈', 'Doha', 'QA'], ['SARUH', '利雅得', 'Riyadh', 'SA'],
  ['TRIST', '伊斯坦布尔', 'Istanbul', 'TR'], ['GBLON', '伦敦', 'London', 'GB'], ['GBMNC', '曼彻斯特', 'Manchester', 'GB'],
  ['FRPAR', '巴黎', 'Paris', 'FR'], ['FRLYS', '里昂', 'Lyon', 'FR'], ['DEFRA', '法兰克福', 'Frankfurt am Main', 'DE'],
  ['DEMUC', '慕尼黑', 'Munich', 'DE'], ['DEBER', '柏林', 'Berlin', 'DE'], ['DEHAM', '汉堡', 'Hamburg', 'DE'],
  ['NLAMS', '阿姆斯特丹', 'Amsterdam', 'NL'], ['NLRTM', '鹿特丹', 'Rotterdam', 'NL'], ['BEBRU', '布鲁塞尔', 'Brussels', 'BE'],
  ['CHZRH', '苏黎世', 'Zurich', 'CH'], ['CHGVA', '日内瓦', 'Geneva', 'CH'], ['ATVIE', '维也纳', 'Vienna', 'AT'],
  ['ITMIL', '米兰', 'Milan', 'IT'], ['ITROM', '罗马', 'Rome', 'IT'], ['ESMAD', '马德里', 'Madrid', 'ES'],
  ['ESBCN', '巴塞罗那', 'Barcelona', 'ES'], ['PTLIS', '里斯本', 'Lisbon', 'PT'], ['SESTO', '斯德哥尔摩', 'Stockholm', 'SE'],
  ['DKCPH', '哥本哈根', 'Copenhagen', 'DK'], ['FIHEL', '赫尔辛基', 'Helsinki', 'FI'], ['PLWAW', '华沙', 'Warsaw', 'PL'],
  ['CZPRG', '布拉格', 'Prague', 'CZ'], ['HUBUD', '布达佩斯', 'Budapest', 'HU'], ['RUMOW', '莫斯科', 'Moscow', 'RU'],
  ['USNYC', '纽约', 'New York', 'US'], ['USLAX', '洛杉矶', 'Los Angeles', 'US'], ['USSFO', '旧金山', 'San Francisco', 'US'],
  ['USSEA', '西雅图', 'Seattle', 'US'], ['USCHI', '芝加哥', 'Chicago', 'US'], ['USBOS', '波士顿', 'Boston', 'US'],
  ['USWAS', '华盛顿', 'Washington, D.C.', 'US'], ['USHOU', '休斯敦', 'Houston', 'US'], ['CATOR', '多伦多', 'Toronto', 'CA'],
  ['CAVAN', '温哥华', 'Vancouver', 'CA'], ['MXMEX', '墨西哥城', 'Mexico City', 'MX'], ['BRSAO', '圣保罗', 'São Paulo', 'BR'],
  ['AUSYD', '悉尼', 'Sydney', 'AU'], ['AUMEL', '墨尔本', 'Melbourne', 'AU'], ['NZAKL', '奥克兰', 'Auckland', 'NZ'],
  ['EGCAI', '开罗', 'Cairo', 'EG'], ['ZAJNB', '约翰内斯堡', 'Johannesburg', 'ZA'], ['KENBO', '内罗毕', 'Nairobi', 'KE'],
];
