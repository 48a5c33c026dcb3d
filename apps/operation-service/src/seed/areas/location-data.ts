/*
 * Fixed tables the location area's seed draws from: railway stations, airports, the cities they
 * serve nearby, booking classes and hot search keywords, as the people maintaining them would find
 * them.
 */

/** A railway station: telegraph code, name, pinyin, city adCode, railway bureau, high-speed. */
export type StationEntry = readonly [
  code: string,
  name: string,
  pinyin: string,
  adCode: string,
  bureau: string,
  highSpeed: boolean,
];

// prettier-ignore
export const stations: readonly StationEntry[] = [
  ['BJP', '北京', 'beijing', '110000', '北京局', false], ['VNP', '北京南', 'beijingnan', '110000', '北京局', true],
  ['BXP', '北京西', 'beijingxi', '110000', '北京局', true], ['IFP', '北京丰台', 'beijingfengtai', '110000', '北京局', true],
  ['SHH', '上海', 'shanghai', '310000', '上海局', true], ['AOH', '上海虹桥', 'shanghaihongqiao', '310000', '上海局', true],
  ['SNH', '上海南', 'shanghainan', '310000', '上海局', false], ['IZQ', '广州南', 'guangzhounan', '440100', '广州局', true],
  ['GZQ', '广州', 'guangzhou', '440100', '广州局', false], ['IOQ', '深圳北', 'shenzhenbei', '440300', '广州局', true],
  ['SZQ', '深圳', 'shenzhen', '440300', '广州局', false], ['HGH', '杭州东', 'hangzhoudong', '330100', '上海局', true],
  ['HZH', '杭州', 'hangzhou', '330100', '上海局', true], ['NKH', '南京南', 'nanjingnan', '320100', '上海局', true],
  ['NJH', '南京', 'nanjing', '320100', '上海局', true], ['WHN', '武汉', 'wuhan', '420100', '武汉局', true],
  ['HKN', '汉口', 'hankou', '420100', '武汉局', true], ['ICW', '成都东', 'chengdudong', '510100', '成都局', true],
  ['CUW', '重庆北', 'chongqingbei', '500000', '成都局', true], ['EAY', '西安北', 'xianbei', '610100', '西安局', true],
  ['ZAF', '郑州东', 'zhengzhoudong', '410100', '郑州局', true], ['CWQ', '长沙南', 'changshanan', '430100', '广州局', true],
  ['TJP', '天津', 'tianjin', '120000', '北京局', true], ['TXP', '天津西', 'tianjinxi', '120000', '北京局', true],
  ['SZH', '苏州', 'suzhou', '320500', '上海局', true], ['OHH', '苏州北', 'suzhoubei', '320500', '上海局', true],
  ['WXH', '无锡', 'wuxi', '320200', '上海局', true], ['KNH', '昆山南', 'kunshannan', '320583', '上海局', true],
  ['NGH', '宁波', 'ningbo', '330200', '上海局', true], ['ENH', '合肥南', 'hefeinan', '340100', '上海局', true],
  ['JGK', '济南西', 'jinanxi', '370100', '济南局', true], ['QDK', '青岛', 'qingdao', '370200', '济南局', true],
  ['QHK', '青岛北', 'qingdaobei', '370200', '济南局', true], ['XKS', '厦门北', 'xiamenbei', '350200', '南昌局', true],
  ['FYS', '福州南', 'fuzhounan', '350100', '南昌局', true], ['NXG', '南昌西', 'nanchangxi', '360100', '南昌局', true],
  ['SBT', '沈阳北', 'shenyangbei', '210100', '沈阳局', true], ['DFT', '大连北', 'dalianbei', '210200', '沈阳局', true],
  ['VAB', '哈尔滨西', 'haerbinxi', '230100', '哈尔滨局', true], ['CCT', '长春', 'changchun', '220100', '沈阳局', true],
  ['SJP', '石家庄', 'shijiazhuang', '130100', '北京局', true], ['TNV', '太原南', 'taiyuannan', '140100', '太原局', true],
  ['KOM', '昆明南', 'kunmingnan', '530100', '昆明局', true], ['KQW', '贵阳北', 'guiyangbei', '520100', '成都局', true],
  ['NFZ', '南宁东', 'nanningdong', '450100', '南宁局', true], ['LAJ', '兰州西', 'lanzhouxi', '620100', '兰州局', true],
  ['WAR', '乌鲁木齐', 'wulumuqi', '650100', '乌鲁木齐局', false], ['LSO', '拉萨', 'lasa', '540100', '青藏公司', false],
  ['HMQ', '海口东', 'haikoudong', '460100', '广州局', true], ['SEQ', '三亚', 'sanya', '460200', '广州局', true],
  ['ZHQ', '珠海', 'zhuhai', '440400', '广州局', true], ['RTQ', '东莞', 'dongguan', '441900', '广州局', false],
  ['FOQ', '佛山西', 'foshanxi', '440600', '广州局', true], ['JXH', '嘉兴南', 'jiaxingnan', '330400', '上海局', true],
  ['YWH', '义乌', 'yiwu', '330782', '上海局', true], ['SOH', '绍兴北', 'shaoxingbei', '330600', '上海局', true],
];

/** A city served by a station elsewhere: the city's adCode, the station code, distance in km, minutes. */
// prettier-ignore
export const nearStations: readonly (readonly [adCode: string, station: string, km: number, minutes: number])[] = [
  ['320583', 'AOH', 45, 60], ['320583', 'OHH', 30, 40], ['131000', 'VNP', 55, 70], ['131000', 'TJP', 70, 80],
  ['440600', 'IZQ', 25, 35], ['441900', 'IOQ', 60, 70], ['441900', 'IZQ', 55, 65], ['330400', 'HGH', 85, 70],
  ['330400', 'AOH', 95, 80], ['330600', 'HGH', 60, 50], ['330782', 'HGH', 130, 90], ['320582', 'OHH', 60, 60],
  ['320281', 'WXH', 40, 45], ['442000', 'IZQ', 75, 80], ['440700', 'IZQ', 80, 85], ['350582', 'XKS', 95, 90],
  ['130600', 'VNP', 150, 100], ['610400', 'EAY', 25, 35], ['330500', 'HGH', 75, 60], ['320600', 'AOH', 110, 100],
];

/** An airport: IATA, ICAO, name, English name, city code, city name, country, terminals, international. */
export type AirportEntry = readonly [
  iata: string,
  icao: string,
  name: string,
  nameEn: string,
  city: string,
  cityName: string,
  country: string,
  terminals: readonly string[],
  international: boolean,
  timeZone: string,
];

const CN = 'Asia/Shanghai';
// prettier-ignore
export const airportEntries: readonly AirportEntry[] = [
  ['PEK', 'ZBAA', '北京首都国际机场', 'Beijing Capital International Airport', '110000', '北京', 'CN', ['T2', 'T3'], true, CN],
  ['PKX', 'ZBAD', '北京大兴国际机场', 'Beijing Daxing International Airport', '110000', '北京', 'CN', [], true, CN],
  ['PVG', 'ZSPD', '上海浦东国际机场', 'Shanghai Pudong International Airport', '310000', '上海', 'CN', ['T1', 'T2'], true, CN],
  ['SHA', 'ZSSS', '上海虹桥国际机场', 'Shanghai Hongqiao International Airport', '310000', '上海', 'CN', ['T1', 'T2'], true, CN],
  ['CAN', 'ZGGG', '广州白云国际机场', 'Guangzhou Baiyun International Airport', '440100', '广州', 'CN', ['T1', 'T2', 'T3'], true, CN],
  ['SZX', 'ZGSZ', '深圳宝安国际机场', "Shenzhen Bao'an International Airport", '440300', '深圳', 'CN', ['T3'], true, CN],
  ['CTU', 'ZUUU', '成都双流国际机场', 'Chengdu Shuangliu International Airport', '510100', '成都', 'CN', ['T1', 'T2'], true, CN],
  ['TFU', 'ZUTF', '成都天府国际机场', 'Chengdu Tianfu International Airport', '510100', '成都', 'CN', ['T1', 'T2'], true, CN],
  ['CKG', 'ZUCK', '重庆江北国际机场', 'Chongqing Jiangbei International Airport', '500000', '重庆', 'CN', ['T2', 'T3'], true, CN],
  ['HGH', 'ZSHC', '杭州萧山国际机场', 'Hangzhou Xiaoshan International Airport', '330100', '杭州', 'CN', ['T1', 'T3', 'T4'], true, CN],
  ['NKG', 'ZSNJ', '南京禄口国际机场', 'Nanjing Lukou International Airport', '320100', '南京', 'CN', ['T1', 'T2'], true, CN],
  ['XIY', 'ZLXY', '西安咸阳国际机场', "Xi'an Xianyang International Airport", '610100', '西安', 'CN', ['T2', 'T3', 'T5'], true, CN],
  ['WUH', 'ZHHH', '武汉天河国际机场', 'Wuhan Tianhe International Airport', '420100', '武汉', 'CN', ['T3'], true, CN],
  ['CSX', 'ZGHA', '长沙黄花国际机场', 'Changsha Huanghua International Airport', '430100', '长沙', 'CN', ['T2'], true, CN],
  ['KMG', 'ZPPP', '昆明长水国际机场', 'Kunming Changshui International Airport', '530100', '昆明', 'CN', [], true, CN],
  ['XMN', 'ZSAM', '厦门高崎国际机场', 'Xiamen Gaoqi International Airport', '350200', '厦门', 'CN', ['T3', 'T4'], true, CN],
  ['TAO', 'ZSQD', '青岛胶东国际机场', 'Qingdao Jiaodong International Airport', '370200', '青岛', 'CN', [], true, CN],
  ['TSN', 'ZBTJ', '天津滨海国际机场', 'Tianjin Binhai International Airport', '120000', '天津', 'CN', ['T1', 'T2'], true, CN],
  ['CGO', 'ZHCC', '郑州新郑国际机场', 'Zhengzhou Xinzheng International Airport', '410100', '郑州', 'CN', ['T1', 'T2'], true, CN],
  ['SHE', 'ZYTX', '沈阳桃仙国际机场', 'Shenyang Taoxian International Airport', '210100', '沈阳', 'CN', ['T3'], true, CN],
  ['DLC', 'ZYTL', '大连周水子国际机场', 'Dalian Zhoushuizi International Airport', '210200', '大连', 'CN', [], true, CN],
  ['HRB', 'ZYHB', '哈尔滨太平国际机场', 'Harbin Taiping International Airport', '230100', '哈尔滨', 'CN', ['T2'], true, CN],
  ['URC', 'ZWWW', '乌鲁木齐地窝堡国际机场', 'Urumqi Diwopu International Airport', '650100', '乌鲁木齐', 'CN', ['T2', 'T3'], true, CN],
  ['HAK', 'ZJHK', '海口美兰国际机场', 'Haikou Meilan International Airport', '460100', '海口', 'CN', ['T1', 'T2'], true, CN],
  ['SYX', 'ZJSY', '三亚凤凰国际机场', 'Sanya Phoenix International Airport', '460200', '三亚', 'CN', ['T1', 'T2'], true, CN],
  ['FOC', 'ZSFZ', '福州长乐国际机场', 'Fuzhou Changle International Airport', '350100', '福州', 'CN', [], true, CN],
  ['TNA', 'ZSJN', '济南遥墙国际机场', 'Jinan Yaoqiang International Airport', '370100', '济南', 'CN', [], true, CN],
  ['HFE', 'ZSOF', '合肥新桥国际机场', 'Hefei Xinqiao International Airport', '340100', '合肥', 'CN', [], true, CN],
  ['NNG', 'ZGNN', '南宁吴圩国际机场', 'Nanning Wuxu International Airport', '450100', '南宁', 'CN', [], true, CN],
  ['KWE', 'ZUGY', '贵阳龙洞堡国际机场', 'Guiyang Longdongbao International Airport', '520100', '贵阳', 'CN', ['T2', 'T3'], true, CN],
  ['LHW', 'ZLLL', '兰州中川国际机场', 'Lanzhou Zhongchuan International Airport', '620100', '兰州', 'CN', ['T2', 'T3'], true, CN],
  ['NGB', 'ZSNB', '宁波栎社国际机场', 'Ningbo Lishe International Airport', '330200', '宁波', 'CN', ['T1', 'T2'], true, CN],
  ['WNZ', 'ZSWZ', '温州龙湾国际机场', 'Wenzhou Longwan International Airport', '330300', '温州', 'CN', ['T1', 'T2'], true, CN],
  ['WUX', 'ZSWX', '苏南硕放国际机场', 'Sunan Shuofang International Airport', '320200', '无锡', 'CN', [], true, CN],
  ['YIW', 'ZSYW', '义乌机场', 'Yiwu Airport', '330782', '义乌', 'CN', [], false, CN],
  ['HKG', 'VHHH', '香港国际机场', 'Hong Kong International Airport', '810000', '香港', 'HK', ['T1'], true, 'Asia/Hong_Kong'],
  ['MFM', 'VMMC', '澳门国际机场', 'Macau International Airport', '820000', '澳门', 'MO', [], true, 'Asia/Macau'],
  ['NRT', 'RJAA', '东京成田国际机场', 'Narita International Airport', 'JPTYO', '东京', 'JP', ['T1', 'T2', 'T3'], true, 'Asia/Tokyo'],
  ['HND', 'RJTT', '东京羽田机场', 'Tokyo Haneda Airport', 'JPTYO', '东京', 'JP', ['T1', 'T2', 'T3'], true, 'Asia/Tokyo'],
  ['KIX', 'RJBB', '大阪关西国际机场', 'Kansai International Airport', 'JPOSA', '大阪', 'JP', ['T1', 'T2'], true, 'Asia/Tokyo'],
  ['ICN', 'RKSI', '首尔仁川国际机场', 'Incheon International Airport', 'KRSEL', '首尔', 'KR', ['T1', 'T2'], true, 'Asia/Seoul'],
  ['SIN', 'WSSS', '新加坡樟宜机场', 'Singapore Changi Airport', 'SGSIN', '新加坡', 'SG', ['T1', 'T2', 'T3', 'T4'], true, 'Asia/Singapore'],
  ['BKK', 'VTBS', '曼谷素万那普机场', 'Suvarnabhumi Airport', 'THBKK', '曼谷', 'TH', [], true, 'Asia/Bangkok'],
  ['KUL', 'WMKK', '吉隆坡国际机场', 'Kuala Lumpur International Airport', 'MYKUL', '吉隆坡', 'MY', ['KLIA1', 'KLIA2'], true, 'Asia/Kuala_Lumpur'],
  ['DXB', 'OMDB', '迪拜国际机场', 'Dubai International Airport', 'AEDXB', '迪拜', 'AE', ['T1', 'T2', 'T3'], true, 'Asia/Dubai'],
  ['LHR', 'EGLL', '伦敦希思罗机场', 'London Heathrow Airport', 'GBLON', '伦敦', 'GB', ['T2', 'T3', 'T4', 'T5'], true, 'Europe/London'],
  ['CDG', 'LFPG', '巴黎戴高乐机场', 'Paris Charles de Gaulle Airport', 'FRPAR', '巴黎', 'FR', ['T1', 'T2', 'T3'], true, 'Europe/Paris'],
  ['FRA', 'EDDF', '法兰克福机场', 'Frankfurt Airport', 'DEFRA', '法兰克福', 'DE', ['T1', 'T2'], true, 'Europe/Berlin'],
  ['JFK', 'KJFK', '纽约肯尼迪国际机场', 'John F. Kennedy International Airport', 'USNYC', '纽约', 'US', ['T1', 'T4', 'T5', 'T7', 'T8'], true, 'America/New_York'],
  ['LAX', 'KLAX', '洛杉矶国际机场', 'Los Angeles International Airport', 'USLAX', '洛杉矶', 'US', ['TB'], true, 'America/Los_Angeles'],
  ['SFO', 'KSFO', '旧金山国际机场', 'San Francisco International Airport', 'USSFO', '旧金山', 'US', ['T1', 'T2', 'T3', 'I'], true, 'America/Los_Angeles'],
  ['SYD', 'YSSY', '悉尼金斯福德·史密斯机场', 'Sydney Kingsford Smith Airport', 'AUSYD', '悉尼', 'AU', ['T1', 'T2', 'T3'], true, 'Australia/Sydney'],
];

/** A city with an airport elsewhere: city adCode, IATA code, km, minutes. */
// prettier-ignore
export const nearAirports: readonly (readonly [adCode: string, iata: string, km: number, minutes: number])[] = [
  ['320583', 'SHA', 50, 60], ['320583', 'PVG', 95, 100], ['320500', 'SHA', 85, 80], ['320500', 'WUX', 35, 40],
  ['131000', 'PKX', 45, 50], ['131000', 'PEK', 75, 80], ['440600', 'CAN', 40, 50], ['441900', 'SZX', 45, 50],
  ['441900', 'CAN', 75, 80], ['330400', 'HGH', 90, 80], ['330400', 'SHA', 100, 90], ['330600', 'HGH', 30, 35],
  ['442000', 'CAN', 90, 90], ['440700', 'CAN', 100, 95], ['320582', 'WUX', 45, 50], ['610400', 'XIY', 15, 25],
  ['130600', 'PKX', 120, 100], ['330500', 'HGH', 90, 80], ['120000', 'PEK', 130, 110], ['350582', 'XMN', 90, 80],
];

/** Booking classes: letter, cabin, name, percent of the full economy fare. */
// prettier-ignore
export const cabins: readonly (readonly [code: string, cabin: 'FIRST' | 'BUSINESS' | 'PREMIUM_ECONOMY' | 'ECONOMY', name: string, percent: number])[] = [
  ['F', 'FIRST', '头等舱全价', 250], ['A', 'FIRST', '头等舱折扣', 200], ['C', 'BUSINESS', '公务舱全价', 180],
  ['D', 'BUSINESS', '公务舱折扣', 150], ['W', 'PREMIUM_ECONOMY', '超级经济舱', 120], ['Y', 'ECONOMY', '经济舱全价', 100],
  ['B', 'ECONOMY', '经济舱 9 折', 90], ['M', 'ECONOMY', '经济舱 8.5 折', 85], ['H', 'ECONOMY', '经济舱 8 折', 80],
  ['K', 'ECONOMY', '经济舱 7.5 折', 75], ['L', 'ECONOMY', '经济舱 7 折', 70], ['Q', 'ECONOMY', '经济舱 6 折', 60],
];

/** Hot keywords: the city's adCode, the service and the keyword. */
// prettier-ignore
export const hotKeywords: readonly (readonly [adCode: string, service: 'FLIGHT' | 'HOTEL' | 'TRAIN' | 'CAR', keyword: string])[] = [
  ['310000', 'HOTEL', '陆家嘴'], ['310000', 'HOTEL', '国家会展中心'], ['310000', 'HOTEL', '外滩'], ['310000', 'HOTEL', '张江'],
  ['310000', 'HOTEL', '虹桥枢纽'], ['310000', 'CAR', '虹桥机场T2'], ['310000', 'CAR', '浦东机场T1'], ['310000', 'TRAIN', '上海虹桥'],
  ['110000', 'HOTEL', '国贸'], ['110000', 'HOTEL', '中关村'], ['110000', 'HOTEL', '望京'], ['110000', 'HOTEL', '金融街'],
  ['110000', 'CAR', '首都机场T3'], ['110000', 'CAR', '大兴机场'], ['110000', 'TRAIN', '北京南'], ['440300', 'HOTEL', '科技园'],
  ['440300', 'HOTEL', '福田CBD'], ['440300', 'HOTEL', '会展中心'], ['440300', 'CAR', '宝安机场'], ['440300', 'TRAIN', '深圳北'],
  ['440100', 'HOTEL', '珠江新城'], ['440100', 'HOTEL', '琶洲会展'], ['440100', 'CAR', '白云机场'], ['330100', 'HOTEL', '钱江新城'],
  ['330100', 'HOTEL', '未来科技城'], ['330100', 'HOTEL', '西湖'], ['330100', 'TRAIN', '杭州东'], ['510100', 'HOTEL', '天府软件园'],
  ['510100', 'HOTEL', '春熙路'], ['510100', 'CAR', '天府机场'], ['320100', 'HOTEL', '新街口'], ['420100', 'HOTEL', '光谷'],
];
