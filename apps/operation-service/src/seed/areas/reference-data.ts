/*
 * Fixed tables the reference area's seed draws from: banks and sensitive words, as the people
 * maintaining them would find them.
 */

/** A bank: code, name, English name, short name, SWIFT, CNAPS, country, type. */
export type BankEntry = readonly [
  code: string,
  name: string,
  nameEn: string,
  shortName: string,
  swift: string,
  cnaps: string | null,
  country: string,
  type: 'POLICY' | 'STATE_OWNED' | 'JOINT_STOCK' | 'CITY_COMMERCIAL' | 'RURAL' | 'FOREIGN' | 'OVERSEAS',
  hotline: string | null,
];

// prettier-ignore
export const bankEntries: readonly BankEntry[] = [
  ['ICBC', '中国工商银行', 'Industrial and Commercial Bank of China', '工商银行', 'ICBKCNBJ', '102100099996', 'CN', 'STATE_OWNED', '95588'],
  ['CCB', '中国建设银行', 'China Construction Bank', '建设银行', 'PCBCCNBJ', '105100000017', 'CN', 'STATE_OWNED', '95533'],
  ['BOC', '中国银行', 'Bank of China', '中国银行', 'BKCHCNBJ', '104100000004', 'CN', 'STATE_OWNED', '95566'],
  ['ABC', '中国农业银行', 'Agricultural Bank of China', '农业银行', 'ABOCCNBJ', '103100000026', 'CN', 'STATE_OWNED', '95599'],
  ['BOCOM', '交通银行', 'Bank of Communications', '交通银行', 'COMMCNSH', '301290000007', 'CN', 'STATE_OWNED', '95559'],
  ['PSBC', '中国邮政储蓄银行', 'Postal Savings Bank of China', '邮储银行', 'PSBCCNBJ', '403100000004', 'CN', 'STATE_OWNED', '95580'],
  ['CMB', '招商银行', 'China Merchants Bank', '招商银行', 'CMBCCNBS', '308584000013', 'CN', 'JOINT_STOCK', '95555'],
  ['SPDB', '上海浦东发展银行', 'Shanghai Pudong Development Bank', '浦发银行', 'SPDBCNSH', '310290000013', 'CN', 'JOINT_STOCK', '95528'],
  ['CITIC', '中信银行', 'China CITIC Bank', '中信银行', 'CIBKCNBJ', '302100011000', 'CN', 'JOINT_STOCK', '95558'],
  ['CIB', '兴业银行', 'Industrial Bank', '兴业银行', 'FJIBCNBA', '309391000011', 'CN', 'JOINT_STOCK', '95561'],
  ['CMBC', '中国民生银行', 'China Minsheng Bank', '民生银行', 'MSBCCNBJ', '305100000013', 'CN', 'JOINT_STOCK', '95568'],
  ['PAB', '平安银行', 'Ping An Bank', '平安银行', 'SZDBCNBS', '307584007998', 'CN', 'JOINT_STOCK', '95511'],
  ['CEB', '中国光大银行', 'China Everbright Bank', '光大银行', 'EVERCNBJ', '303100000006', 'CN', 'JOINT_STOCK', '95595'],
  ['HXB', '华夏银行', 'Hua Xia Bank', '华夏银行', 'HXBKCNBJ', '304100040000', 'CN', 'JOINT_STOCK', '95577'],
  ['CGB', '广发银行', 'China Guangfa Bank', '广发银行', 'GDBKCN22', '306581000003', 'CN', 'JOINT_STOCK', '400-830-8003'],
  ['BOB', '北京银行', 'Bank of Beijing', '北京银行', 'BJCNCNBJ', '313100000013', 'CN', 'CITY_COMMERCIAL', '95526'],
  ['BOSC', '上海银行', 'Bank of Shanghai', '上海银行', 'BOSHCNSH', '325290000012', 'CN', 'CITY_COMMERCIAL', '95594'],
  ['HZB', '杭州银行', 'Bank of Hangzhou', '杭州银行', 'HZCBCN2H', '313331000014', 'CN', 'CITY_COMMERCIAL', '95398'],
  ['NBCB', '宁波银行', 'Bank of Ningbo', '宁波银行', 'BKNBCN2N', '313332082914', 'CN', 'CITY_COMMERCIAL', '95574'],
  ['SRCB', '上海农村商业银行', 'Shanghai Rural Commercial Bank', '上海农商银行', 'SHRCCNSH', '322290000011', 'CN', 'RURAL', '021-962999'],
  ['CDB', '国家开发银行', 'China Development Bank', '国开行', 'SDBCCNBJ', '201100000017', 'CN', 'POLICY', null],
  ['HSBC-CN', '汇丰银行（中国）', 'HSBC Bank (China)', '汇丰中国', 'HSBCCNSH', '501290000012', 'CN', 'FOREIGN', '800-820-8878'],
  ['SCB-CN', '渣打银行（中国）', 'Standard Chartered Bank (China)', '渣打中国', 'SCBLCNSX', '671290000017', 'CN', 'FOREIGN', '800-820-8088'],
  ['HSBC-HK', '香港上海汇丰银行', 'The Hongkong and Shanghai Banking Corporation', '汇丰香港', 'HSBCHKHH', null, 'HK', 'OVERSEAS', '+852 2233 3000'],
  ['BOCHK', '中国银行（香港）', 'Bank of China (Hong Kong)', '中银香港', 'BKCHHKHH', null, 'HK', 'OVERSEAS', '+852 3988 2388'],
  ['DBS', '星展银行', 'DBS Bank', '星展银行', 'DBSSSGSG', null, 'SG', 'OVERSEAS', '+65 6327 2265'],
  ['OCBC', '华侨银行', 'Oversea-Chinese Banking Corporation', '华侨银行', 'OCBCSGSG', null, 'SG', 'OVERSEAS', '+65 6363 3333'],
  ['MUFG', '三菱日联银行', 'MUFG Bank', '三菱日联', 'BOTKJPJT', null, 'JP', 'OVERSEAS', null],
  ['SMBC', '三井住友银行', 'Sumitomo Mitsui Banking Corporation', '三井住友', 'SMBCJPJT', null, 'JP', 'OVERSEAS', null],
  ['CITI', '花旗银行', 'Citibank', '花旗', 'CITIUS33', null, 'US', 'OVERSEAS', null],
  ['CHASE', '摩根大通银行', 'JPMorgan Chase Bank', '摩根大通', 'CHASUS33', null, 'US', 'OVERSEAS', null],
  ['DB', '德意志银行', 'Deutsche Bank', '德意志银行', 'DEUTDEFF', null, 'DE', 'OVERSEAS', null],
  ['BNP', '法国巴黎银行', 'BNP Paribas', '法巴', 'BNPAFRPP', null, 'FR', 'OVERSEAS', null],
];

/** A sensitive word: word, category, handling, scopes. */
export type WordEntry = readonly [
  word: string,
  category:
    'POLITICS' | 'PORNOGRAPHY' | 'VIOLENCE' | 'GAMBLING' | 'ADVERTISING' | 'ABUSE' | 'FRAUD' | 'OTHER',
  handling: 'BLOCK' | 'REVIEW' | 'REPLACE',
];

// prettier-ignore
export const sensitiveWords: readonly WordEntry[] = [
  ['刷单', 'FRAUD', 'BLOCK'], ['代开发票', 'FRAUD', 'BLOCK'], ['虚开发票', 'FRAUD', 'BLOCK'], ['假发票', 'FRAUD', 'BLOCK'],
  ['套现', 'FRAUD', 'BLOCK'], ['洗钱', 'FRAUD', 'BLOCK'], ['高额返利', 'FRAUD', 'REVIEW'], ['稳赚不赔', 'FRAUD', 'REVIEW'],
  ['传销', 'FRAUD', 'BLOCK'], ['私人贷款', 'FRAUD', 'REVIEW'], ['网贷秒批', 'FRAUD', 'BLOCK'], ['信用卡提额', 'FRAUD', 'REVIEW'],
  ['博彩', 'GAMBLING', 'BLOCK'], ['六合彩', 'GAMBLING', 'BLOCK'], ['百家乐', 'GAMBLING', 'BLOCK'], ['线上赌场', 'GAMBLING', 'BLOCK'],
  ['加微信', 'ADVERTISING', 'REVIEW'], ['兼职日结', 'ADVERTISING', 'REVIEW'], ['免费领取', 'ADVERTISING', 'REVIEW'],
  ['点击链接领奖', 'ADVERTISING', 'BLOCK'], ['代写论文', 'ADVERTISING', 'BLOCK'], ['低价机票代购', 'ADVERTISING', 'REVIEW'],
  ['垃圾', 'ABUSE', 'REPLACE'], ['废物', 'ABUSE', 'REPLACE'], ['滚蛋', 'ABUSE', 'REPLACE'], ['白痴', 'ABUSE', 'REPLACE'],
  ['砍人', 'VIOLENCE', 'BLOCK'], ['炸药配方', 'VIOLENCE', 'BLOCK'], ['约炮', 'PORNOGRAPHY', 'BLOCK'], ['色情网站', 'PORNOGRAPHY', 'BLOCK'],
  ['翻墙软件', 'POLITICS', 'REVIEW'], ['法轮', 'POLITICS', 'BLOCK'], ['身份证代办', 'OTHER', 'BLOCK'], ['手机号买卖', 'OTHER', 'BLOCK'],
];
