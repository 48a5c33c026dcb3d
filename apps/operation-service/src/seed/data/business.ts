import type { formTypes, labelDocumentCategories } from '@opsdesk/api';

/** The language a tenant works in: its company and department names, its staff's names. */
export type Locale = 'zh' | 'en' | 'ja';

/**
 * An industry: the phrase in a company's name, the industry a CRM customer is filed under, and a
 * Latin word for the e-mail domain.
 */
export type IndustryEntry = readonly [phrase: string, industry: string, latin: string];

/** A brand (字号) and its Latin spelling, which the tenant's e-mail domain is made of. */
export type BrandEntry = readonly [brand: string, latin: string];

/**
 * Chinese company names are city + brand (字号) + industry + legal form:
 * 杭州云帆网络科技有限公司.
 */
// prettier-ignore
export const chineseBrands: readonly BrandEntry[] = [
  ['云帆', 'yunfan'], ['鼎盛', 'dingsheng'], ['华信', 'huaxin'], ['天润', 'tianrun'], ['博远', 'boyuan'], ['瑞丰', 'ruifeng'], ['鑫达', 'xinda'], ['汇通', 'huitong'],
  ['凯胜', 'kaisheng'], ['嘉禾', 'jiahe'], ['星辰', 'xingchen'], ['启明', 'qiming'], ['德诚', 'decheng'], ['安泰', 'antai'], ['宏图', 'hongtu'], ['远航', 'yuanhang'],
  ['聚力', 'juli'], ['万象', 'wanxiang'], ['新锐', 'xinrui'], ['卓越', 'zhuoyue'], ['领航', 'linghang'], ['盛世', 'shengshi'], ['锦程', 'jincheng'], ['祥和', 'xianghe'],
  ['宏达', 'hongda'], ['金桥', 'jinqiao'], ['银河', 'yinhe'], ['东方', 'dongfang'], ['南海', 'nanhai'], ['北辰', 'beichen'], ['天成', 'tiancheng'], ['泰和', 'taihe'],
  ['永信', 'yongxin'], ['诚达', 'chengda'], ['福瑞', 'furui'], ['康达', 'kangda'], ['明德', 'mingde'], ['智远', 'zhiyuan'], ['睿智', 'ruizhi'], ['思源', 'siyuan'],
  ['恒通', 'hengtong'], ['海纳', 'haina'], ['百川', 'baichuan'], ['众合', 'zhonghe'], ['同心', 'tongxin'], ['协力', 'xieli'], ['华创', 'huachuang'], ['腾跃', 'tengyue'],
  ['飞扬', 'feiyang'], ['骏业', 'junye'], ['鸿运', 'hongyun'], ['兴隆', 'xinglong'], ['昌盛', 'changsheng'], ['海川', 'haichuan'], ['山河', 'shanhe'], ['青松', 'qingsong'],
  ['红枫', 'hongfeng'], ['金穗', 'jinsui'], ['丰源', 'fengyuan'], ['润泽', 'runze'], ['沐阳', 'muyang'], ['晨光', 'chenguang'], ['朝阳', 'zhaoyang'], ['云峰', 'yunfeng'],
  ['峻岭', 'junling'], ['蓝海', 'lanhai'], ['碧水', 'bishui'], ['绿洲', 'lvzhou'], ['清源', 'qingyuan'], ['澄明', 'chengming'], ['优品', 'youpin'], ['精诚', 'jingcheng'],
  ['匠心', 'jiangxin'], ['易达', 'yida'], ['迅捷', 'xunjie'], ['捷通', 'jietong'], ['通达', 'tongda'], ['畅行', 'changxing'], ['畅联', 'changlian'], ['融汇', 'ronghui'],
  ['融通', 'rongtong'], ['合创', 'hechuang'], ['和盛', 'hesheng'], ['嘉诚', 'jiacheng'], ['恒久', 'hengjiu'], ['长青', 'changqing'], ['永安', 'yongan'], ['宁远', 'ningyuan'],
  ['致远', 'zhiyuan'], ['博雅', 'boya'], ['文华', 'wenhua'], ['知行', 'zhixing'], ['格物', 'gewu'], ['数智', 'shuzhi'], ['云栖', 'yunqi'], ['星河', 'xinghe'],
  ['极光', 'jiguang'], ['矩阵', 'juzhen'], ['蓝鲸', 'lanjing'], ['飞鸿', 'feihong'], ['麒麟', 'qilin'], ['龙腾', 'longteng'], ['九州', 'jiuzhou'], ['四海', 'sihai'],
  ['五洲', 'wuzhou'], ['八方', 'bafang'], ['千禧', 'qianxi'], ['鹏程', 'pengcheng'], ['华瑞', 'huarui'], ['信诺', 'xinnuo'], ['中天', 'zhongtian'], ['恒信', 'hengxin'],
  ['东升', 'dongsheng'], ['利源', 'liyuan'], ['元亨', 'yuanheng'], ['泓德', 'hongde'], ['景行', 'jingxing'], ['观澜', 'guanlan'], ['弘毅', 'hongyi'], ['拓维', 'tuowei'],
  ['明道', 'mingdao'], ['乐享', 'lexiang'],
];

// prettier-ignore
export const chineseIndustries: readonly IndustryEntry[] = [
  ['网络科技', '互联网', 'tech'], ['信息技术', 'IT 服务', 'infotech'], ['软件', 'IT 服务', 'soft'], ['电子商务', '零售电商', 'ecom'], ['医药', '医药健康', 'pharma'],
  ['生物科技', '医药健康', 'bio'], ['医疗器械', '医药健康', 'medical'], ['新材料', '制造业', 'materials'], ['智能装备', '制造业', 'robotics'], ['精密机械', '制造业', 'precision'],
  ['汽车零部件', '汽车', 'auto'], ['新能源科技', '能源', 'energy'], ['电力工程', '能源', 'power'], ['物流', '交通物流', 'logistics'], ['供应链管理', '交通物流', 'scm'],
  ['国际货运代理', '交通物流', 'freight'], ['餐饮管理', '餐饮酒店', 'catering'], ['酒店管理', '餐饮酒店', 'hotels'], ['文化传媒', '文化传媒', 'media'], ['广告', '文化传媒', 'ads'],
  ['教育科技', '教育', 'edu'], ['建设工程', '建筑地产', 'build'], ['置业', '建筑地产', 'realty'], ['食品', '消费品', 'foods'], ['日用品', '消费品', 'goods'],
  ['服饰', '消费品', 'apparel'], ['贸易', '批发贸易', 'trading'], ['进出口', '批发贸易', 'trade'], ['投资管理', '金融', 'capital'], ['融资租赁', '金融', 'leasing'],
  ['保险经纪', '金融', 'insure'], ['管理咨询', '专业服务', 'consulting'], ['人力资源', '专业服务', 'hr'], ['环保科技', '环保', 'eco'], ['化工', '化工', 'chem'],
  ['半导体', '电子半导体', 'semi'], ['电子', '电子半导体', 'electronics'], ['通信技术', '通信', 'telecom'], ['农业科技', '农业', 'agri'], ['家居', '消费品', 'home'],
];

/** The legal forms of Chinese companies, weighted: most customers are limited companies. */
export const chineseLegalForms: readonly (readonly [string, number])[] = [
  ['有限公司', 82],
  ['股份有限公司', 14],
  ['集团有限公司', 4],
];

// prettier-ignore
export const englishBrands: readonly string[] = [
  'Harbor', 'Meridian', 'Evergreen', 'Summit', 'Bluewave', 'Silverline', 'Pinnacle', 'Horizon', 'Crescent', 'Lumen',
  'Apex', 'Keystone', 'Redwood', 'Cobalt', 'Sterling', 'Northstar', 'Clearwater', 'Brightpath', 'Ironbridge', 'Oakridge',
  'Riverstone', 'Seabreeze', 'Skyline', 'Stonegate', 'Sunrise', 'Trident', 'Vantage', 'Westbrook', 'Whitehall', 'Aurora',
  'Beacon', 'Cascade', 'Citadel', 'Compass', 'Crown', 'Ember', 'Falcon', 'Fairway', 'Frontier', 'Granite', 'Greenfield',
  'Hawthorne', 'Highland', 'Ivory', 'Jade', 'Juniper', 'Kestrel', 'Lakeside', 'Lighthouse', 'Magnolia', 'Maple',
  'Mercury', 'Monarch', 'Nimbus', 'Noble', 'Orchid', 'Orion', 'Pacific', 'Paragon', 'Pioneer', 'Prism', 'Quartz',
  'Radiant', 'Regal', 'Sapphire', 'Sequoia', 'Solstice', 'Spectrum', 'Tidewater', 'Titan', 'Trillium', 'Unity',
  'Vertex', 'Vista', 'Willow', 'Zenith', 'Lotus', 'Banyan', 'Merlion', 'Orchard', 'Marina', 'Peak', 'Bayview',
  'Eastgate', 'Goldleaf', 'Jadeite', 'Kingsway', 'Oceanic', 'Starling', 'Suncrest', 'Tanjong',
];

// prettier-ignore
export const englishIndustries: readonly IndustryEntry[] = [
  ['Trading', '批发贸易', 'trading'], ['Logistics', '交通物流', 'logistics'], ['Technologies', 'IT 服务', 'technologies'], ['Capital', '金融', 'capital'],
  ['Consulting', '专业服务', 'consulting'], ['Pharmaceuticals', '医药健康', 'pharmaceuticals'], ['Foods', '消费品', 'foods'], ['Engineering', '制造业', 'engineering'],
  ['Holdings', '金融', 'holdings'], ['Semiconductor', '电子半导体', 'semiconductor'], ['Analytics', 'IT 服务', 'analytics'], ['Marine', '交通物流', 'marine'],
  ['Retail', '零售电商', 'retail'], ['Energy', '能源', 'energy'], ['Healthcare', '医药健康', 'healthcare'], ['Software', 'IT 服务', 'software'],
  ['Systems', 'IT 服务', 'systems'], ['Electronics', '电子半导体', 'electronics'], ['Shipping', '交通物流', 'shipping'], ['Resources', '能源', 'resources'],
  ['Hospitality', '餐饮酒店', 'hospitality'], ['Education', '教育', 'education'], ['Biotech', '医药健康', 'biotech'], ['Manufacturing', '制造业', 'manufacturing'],
  ['Partners', '专业服务', 'partners'], ['Solutions', 'IT 服务', 'solutions'], ['Networks', '通信', 'networks'], ['Materials', '化工', 'materials'],
];

/** Legal forms by the country a company is registered in. */
export const englishLegalForms: Readonly<Record<string, readonly string[]>> = {
  SG: ['Pte. Ltd.'],
  HK: ['Limited', 'Company Limited'],
  US: ['Inc.', 'LLC', 'Corp.'],
  GB: ['Ltd', 'plc'],
  DE: ['GmbH', 'AG'],
  FR: ['SAS', 'SA'],
  NL: ['B.V.'],
  IT: ['S.r.l.', 'S.p.A.'],
};

// prettier-ignore
export const japaneseBrands: readonly BrandEntry[] = [
  ['東邦', 'toho'], ['日進', 'nisshin'], ['大和', 'yamato'], ['光洋', 'koyo'], ['三和', 'sanwa'], ['北斗', 'hokuto'],
  ['富士見', 'fujimi'], ['青葉', 'aoba'], ['朝日', 'asahi'], ['新光', 'shinko'], ['昭栄', 'shoei'], ['共立', 'kyoritsu'],
  ['協和', 'kyowa'], ['太平', 'taihei'], ['明星', 'myojo'], ['旭日', 'kyokujitsu'], ['さくら', 'sakura'], ['みらい', 'mirai'],
  ['ひかり', 'hikari'], ['あおい', 'aoi'], ['東海', 'tokai'], ['関東', 'kanto'], ['九州', 'kyushu'], ['北陽', 'hokuyo'],
];

// prettier-ignore
export const japaneseIndustries: readonly IndustryEntry[] = [
  ['商事', '批发贸易', 'shoji'], ['物産', '批发贸易', 'bussan'], ['精機', '制造业', 'seiki'], ['電機', '电子半导体', 'denki'], ['製薬', '医药健康', 'seiyaku'],
  ['物流', '交通物流', 'logistics'], ['システムズ', 'IT 服务', 'systems'], ['テクノロジー', 'IT 服务', 'tech'], ['化学', '化工', 'kagaku'], ['建設', '建筑地产', 'kensetsu'],
  ['食品', '消费品', 'foods'], ['工業', '制造业', 'kogyo'], ['ソリューションズ', 'IT 服务', 'solutions'],
];

/** The kinds of company a tenant has; the fixed demo tenants' headquarters are `Headquarters`. */
export const CompanyType = {
  HEADQUARTERS: 'Headquarters',
  SUBSIDIARY: 'Subsidiary',
  BRANCH: 'Branch',
  REPRESENTATIVE_OFFICE: 'Representative Office',
  JOINT_VENTURE: 'Joint Venture',
} as const;

/** A department of a company: name by locale, code, the positions in it, and sub-departments. */
export interface DepartmentTemplate {
  readonly code: string;
  readonly name: Readonly<Record<Locale, string>>;
  /** Job titles in it, the most senior first (its manager holds the first). */
  readonly positions: readonly (readonly [zh: string, en: string, ja: string])[];
  readonly children?: readonly DepartmentTemplate[];
  /** Departments every company has; the others are added as the company grows. */
  readonly core?: boolean;
}

const dept = (
  code: string,
  zh: string,
  en: string,
  ja: string,
  positions: DepartmentTemplate['positions'],
  extra: Partial<Pick<DepartmentTemplate, 'children' | 'core'>> = {},
): DepartmentTemplate => ({ code, name: { zh, en, ja }, positions, ...extra });

/** The departments of a company, in the order they appear as it grows. */
export const departmentTemplates: readonly DepartmentTemplate[] = [
  dept(
    'GMO',
    '总经办',
    "CEO's Office",
    '社長室',
    [
      ['总经理', 'Chief Executive Officer', '代表取締役社長'],
      ['副总经理', 'Chief Operating Officer', '取締役副社長'],
      ['总经理助理', 'Executive Assistant', '秘書'],
    ],
    { core: true },
  ),
  dept(
    'FIN',
    '财务部',
    'Finance',
    '経理部',
    [
      ['财务总监', 'Chief Financial Officer', '経理部長'],
      ['财务经理', 'Finance Manager', '経理課長'],
      ['会计', 'Accountant', '経理担当'],
      ['出纳', 'Cashier', '出納担当'],
    ],
    {
      core: true,
      children: [
        dept('FSSC', '财务共享中心', 'Shared Service Centre', '財務シェアードサービス', [
          ['费用审核专员', 'Expense Auditor', '経費精算担当'],
          ['资金专员', 'Treasury Specialist', '資金担当'],
        ]),
      ],
    },
  ),
  dept(
    'SALES',
    '销售中心',
    'Sales',
    '営業本部',
    [
      ['销售总监', 'Sales Director', '営業本部長'],
      ['销售经理', 'Sales Manager', '営業課長'],
      ['客户经理', 'Account Manager', '営業担当'],
    ],
    {
      core: true,
      children: [
        dept('SALES-E', '华东大区', 'Enterprise Sales', '東日本営業部', [
          ['大区经理', 'Regional Manager', '部長'],
          ['销售代表', 'Sales Representative', '営業担当'],
        ]),
        dept('SALES-S', '华南大区', 'Mid-Market Sales', '西日本営業部', [
          ['大区经理', 'Regional Manager', '部長'],
          ['销售代表', 'Sales Representative', '営業担当'],
        ]),
        dept('SALES-N', '华北大区', 'Channel Sales', '中部営業部', [
          ['大区经理', 'Regional Manager', '部長'],
          ['销售代表', 'Sales Representative', '営業担当'],
        ]),
      ],
    },
  ),
  dept('HR', '人力资源部', 'Human Resources', '人事部', [
    ['人力资源经理', 'HR Manager', '人事部長'],
    ['HRBP', 'HR Business Partner', '人事担当'],
    ['招聘专员', 'Recruiter', '採用担当'],
    ['薪酬福利专员', 'Compensation Specialist', '給与担当'],
  ]),
  dept('ADM', '行政部', 'Administration', '総務部', [
    ['行政经理', 'Office Manager', '総務部長'],
    ['行政专员', 'Administrative Officer', '総務担当'],
    ['前台', 'Receptionist', '受付'],
  ]),
  dept(
    'RD',
    '研发中心',
    'Engineering',
    '開発本部',
    [
      ['研发总监', 'VP of Engineering', '開発本部長'],
      ['技术经理', 'Engineering Manager', '開発課長'],
    ],
    {
      children: [
        dept('RD-PLT', '平台研发部', 'Platform Engineering', 'プラットフォーム開発部', [
          ['高级工程师', 'Senior Software Engineer', 'シニアエンジニア'],
          ['软件工程师', 'Software Engineer', 'エンジニア'],
        ]),
        dept('RD-QA', '测试部', 'Quality Assurance', '品質保証部', [
          ['测试经理', 'QA Manager', '品質保証課長'],
          ['测试工程师', 'QA Engineer', 'テストエンジニア'],
        ]),
        dept('RD-PM', '产品部', 'Product', 'プロダクト部', [
          ['产品经理', 'Product Manager', 'プロダクトマネージャー'],
          ['UI 设计师', 'UI Designer', 'デザイナー'],
        ]),
      ],
    },
  ),
  dept('MKT', '市场部', 'Marketing', 'マーケティング部', [
    ['市场经理', 'Marketing Manager', 'マーケティング部長'],
    ['品牌专员', 'Brand Specialist', 'ブランド担当'],
    ['活动策划', 'Event Planner', 'イベント担当'],
  ]),
  dept('PUR', '采购部', 'Procurement', '購買部', [
    ['采购经理', 'Procurement Manager', '購買部長'],
    ['采购专员', 'Buyer', '購買担当'],
  ]),
  dept('CS', '客户成功部', 'Customer Success', 'カスタマーサクセス部', [
    ['客户成功经理', 'Customer Success Manager', 'カスタマーサクセスマネージャー'],
    ['实施顾问', 'Implementation Consultant', '導入コンサルタント'],
    ['客服专员', 'Support Specialist', 'サポート担当'],
  ]),
  dept('LEG', '法务部', 'Legal', '法務部', [
    ['法务经理', 'Legal Counsel', '法務部長'],
    ['法务专员', 'Paralegal', '法務担当'],
  ]),
  dept('IT', '信息技术部', 'IT', '情報システム部', [
    ['IT 经理', 'IT Manager', '情報システム部長'],
    ['系统管理员', 'System Administrator', 'システム管理者'],
  ]),
  dept('OPS', '运营部', 'Operations', '業務部', [
    ['运营经理', 'Operations Manager', '業務部長'],
    ['运营专员', 'Operations Specialist', '業務担当'],
  ]),
];

/** The provider's own departments: it runs the platform its customers use. */
export const providerDepartmentTemplates: readonly DepartmentTemplate[] = [
  dept('OPS-C', '运营中心', 'Platform Operations', '運用センター', [
    ['运营总监', 'Head of Operations', '運用部長'],
    ['运营专员', 'Operations Specialist', '運用担当'],
  ]),
  dept('SVC', '客户服务部', 'Customer Service', 'カスタマーサービス部', [
    ['客服主管', 'Service Lead', 'サービス主任'],
    ['客服专员', 'Support Specialist', 'サポート担当'],
  ]),
  dept('FIN', '财务部', 'Finance', '経理部', [
    ['财务经理', 'Finance Manager', '経理課長'],
    ['会计', 'Accountant', '経理担当'],
  ]),
  dept('BD', '销售部', 'Sales', '営業部', [
    ['销售总监', 'Sales Director', '営業本部長'],
    ['大客户经理', 'Key Account Manager', '営業担当'],
  ]),
  dept('DLV', '交付实施部', 'Delivery', '導入部', [
    ['交付经理', 'Delivery Manager', '導入課長'],
    ['实施顾问', 'Implementation Consultant', '導入コンサルタント'],
  ]),
  dept('SRE', '运维部', 'Site Reliability', 'SRE 部', [
    ['运维经理', 'SRE Manager', 'SRE 課長'],
    ['运维工程师', 'Site Reliability Engineer', 'SRE エンジニア'],
  ]),
  dept('CNT', '内容运营部', 'Content', 'コンテンツ部', [
    ['内容主编', 'Managing Editor', '編集長'],
    ['内容编辑', 'Content Editor', '編集担当'],
  ]),
];

/** A tenant expense type: name, code, category. */
export type ExpenseTypeEntry = readonly [name: string, code: string, category: string];

// prettier-ignore
export const expenseTypes: readonly ExpenseTypeEntry[] = [
  ['机票', 'FLIGHT', '差旅'], ['火车票', 'TRAIN', '差旅'], ['住宿费', 'HOTEL', '差旅'], ['差旅补贴', 'TRAVEL_ALLOWANCE', '差旅'],
  ['市内交通', 'LOCAL_TRANSPORT', '交通'], ['用车', 'CAR_HAILING', '交通'], ['油费', 'FUEL', '交通'], ['过路过桥费', 'TOLL', '交通'],
  ['停车费', 'PARKING', '交通'], ['餐费', 'MEALS', '日常'], ['业务招待费', 'ENTERTAINMENT', '招待'], ['礼品', 'GIFTS', '招待'],
  ['办公用品', 'OFFICE_SUPPLIES', '日常'], ['通讯费', 'TELECOM', '日常'], ['快递费', 'COURIER', '日常'], ['培训费', 'TRAINING', '日常'],
  ['会议费', 'CONFERENCE', '日常'], ['团建费', 'TEAM_BUILDING', '福利'], ['福利费', 'WELFARE', '福利'], ['体检费', 'HEALTH_CHECK', '福利'],
  ['市场推广费', 'MARKETING', '市场'], ['广告费', 'ADVERTISING', '市场'], ['软件订阅', 'SOFTWARE', 'IT'], ['云服务费', 'CLOUD', 'IT'],
];

/** A form of a tenant: name, code, kind and document category. */
export type FormEntry = readonly [
  name: string,
  code: string,
  formType: (typeof formTypes)[number],
  documentCategory: number,
];

/** Document categories of forms (the label picker's, §9). */
export const DocumentCategory = {
  APPLICATION: 1001,
  REIMBURSEMENT: 1002,
  ACCRUAL: 1701,
  PUBLIC_APPLICATION: 2007,
  LOAN: 3001,
  PUBLIC_PAYMENT: 3004,
} as const satisfies Record<string, LabelDocumentCategory>;

const DC = DocumentCategory;

/** The forms a tenant designs, the commonest first. */
// prettier-ignore
export const formTemplates: readonly FormEntry[] = [
  ['日常费用报销单', 'EXP_DAILY', 'CUSTOM', DC.REIMBURSEMENT], ['差旅费报销单', 'EXP_TRAVEL', 'CUSTOM', DC.REIMBURSEMENT],
  ['差旅申请单', 'APP_TRAVEL', 'CUSTOM', DC.APPLICATION], ['借款单', 'LOAN', 'LOAN_REFERENCE', DC.LOAN],
  ['对公付款单', 'PAY_PUBLIC', 'FINANCE', DC.PUBLIC_PAYMENT], ['代理报销单', 'EXP_PROXY', 'PROXY', DC.REIMBURSEMENT],
  ['业务招待申请单', 'APP_ENTERTAIN', 'CUSTOM', DC.APPLICATION], ['备用金借款单', 'LOAN_PETTY', 'LOAN_REFERENCE', DC.LOAN],
  ['采购申请单', 'APP_PURCHASE', 'CUSTOM', DC.PUBLIC_APPLICATION], ['合同付款申请单', 'APP_CONTRACT_PAY', 'FINANCE', DC.PUBLIC_APPLICATION],
  ['费用预提单', 'ACCRUAL', 'FINANCE', DC.ACCRUAL], ['代理差旅申请单', 'APP_TRAVEL_PROXY', 'PROXY', DC.APPLICATION],
  ['会议费报销单', 'EXP_CONFERENCE', 'CUSTOM', DC.REIMBURSEMENT], ['市场活动申请单', 'APP_MARKETING', 'CUSTOM', DC.APPLICATION],
  ['供应商预付款单', 'PAY_PREPAY', 'FINANCE', DC.PUBLIC_PAYMENT], ['项目借款单', 'LOAN_PROJECT', 'LOAN_REFERENCE', DC.LOAN],
];

export type LabelDocumentCategory = (typeof labelDocumentCategories)[number];

/** Labels on documents: name, kind, the document category they apply to, description. */
export type LabelEntry = readonly [
  name: string,
  type: string,
  documentCategory: LabelDocumentCategory,
  description: string,
];

// prettier-ignore
export const labelTemplates: readonly LabelEntry[] = [
  ['超标准', 'WARNING', DC.REIMBURSEMENT, '金额超出差旅或费用标准'], ['发票异常', 'WARNING', DC.REIMBURSEMENT, '发票查验未通过或抬头不符'],
  ['重复报销风险', 'AUDIT', DC.REIMBURSEMENT, '与历史单据发票号重复'], ['缺少附件', 'INFO', DC.REIMBURSEMENT, '需补充纸质单据或电子附件'],
  ['加急', 'URGENT', DC.REIMBURSEMENT, '需在本周内付款'], ['跨年费用', 'AUDIT', DC.REIMBURSEMENT, '费用发生在上一会计年度'],
  ['大额付款', 'AUDIT', DC.PUBLIC_PAYMENT, '单笔金额超过 50 万元'], ['供应商首次付款', 'INFO', DC.PUBLIC_PAYMENT, '首次向该供应商付款'],
  ['合同未归档', 'WARNING', DC.PUBLIC_PAYMENT, '关联合同尚未归档'], ['超预算', 'WARNING', DC.APPLICATION, '申请金额超出部门预算'],
  ['境外出差', 'INFO', DC.APPLICATION, '需办理签证或出境审批'], ['高管出行', 'INFO', DC.APPLICATION, '适用高管差旅标准'],
  ['无合同采购', 'WARNING', DC.PUBLIC_APPLICATION, '未关联采购合同'], ['紧急采购', 'URGENT', DC.PUBLIC_APPLICATION, '走紧急采购流程'],
  ['逾期未还', 'WARNING', DC.LOAN, '借款超过 30 天未核销'], ['大额借款', 'AUDIT', DC.LOAN, '单笔借款超过 2 万元'],
  ['跨期预提', 'AUDIT', DC.ACCRUAL, '预提跨会计期间'], ['待冲销', 'INFO', DC.ACCRUAL, '预提尚未冲销'],
];

/** Expense labels employees put on expenses: name, code, colour. */
export type ExpenseLabelEntry = readonly [name: string, code: string, color: string];

// prettier-ignore
export const expenseLabelTemplates: readonly ExpenseLabelEntry[] = [
  ['紧急', 'URGENT', '#F5222D'], ['待补票', 'RECEIPT_PENDING', '#FAAD14'], ['已核对', 'CHECKED', '#52C41A'],
  ['个人垫付', 'PERSONAL_ADVANCE', '#1677FF'], ['项目相关', 'PROJECT', '#722ED1'], ['客户可报销', 'BILLABLE', '#13C2C2'],
  ['不可抵扣', 'NON_DEDUCTIBLE', '#8C8C8C'], ['公务卡消费', 'CORPORATE_CARD', '#2F54EB'],
];

/** User groups: name, code, description. */
export type UserGroupEntry = readonly [name: string, code: string, description: string];

// prettier-ignore
export const userGroupTemplates: readonly UserGroupEntry[] = [
  ['财务审核组', 'FIN_AUDIT', '负责报销单与对公付款的财务审核'], ['差旅预订管理员', 'TRAVEL_ADMIN', '可为他人代订机票酒店'],
  ['高管组', 'EXECUTIVES', '适用高管差旅标准'], ['预算管理员', 'BUDGET_ADMIN', '维护部门预算'],
  ['出纳组', 'CASHIERS', '执行付款与回单核对'], ['外勤销售', 'FIELD_SALES', '市内交通与招待费用较多'],
  ['新员工', 'NEW_HIRES', '入职未满三个月'], ['IT 管理员', 'IT_ADMIN', '维护单点登录与组织架构同步'],
];

/** Credit models and the conditions of their auto-credit rules. */
export const creditModelTemplates = [
  {
    code: 'EMP_CREDIT',
    name: '员工信用分模型',
    description: '按报销合规情况为员工评分，高分员工可享先付后审',
  },
  { code: 'TRAVEL_CREDIT', name: '差旅信用模型', description: '按差旅标准执行情况评分' },
  { code: 'SUPPLIER_CREDIT', name: '供应商信用模型', description: '按履约与发票质量为供应商评级' },
] as const;

export type CreditConditionEntry = readonly [code: string, name: string, description: string];

// prettier-ignore
export const creditConditionTemplates: readonly CreditConditionEntry[] = [
  ['INVOICE_COMPLIANCE', '发票合规率不低于 95%', '近 6 个月发票查验通过率'], ['NO_OVERDUE_LOAN', '无逾期借款', '当前无超过 30 天未核销的借款'],
  ['TIMELY_SUBMISSION', '按时提交报销', '费用发生后 30 天内提交'], ['NO_DUPLICATE', '无重复报销记录', '近 12 个月无重复报销'],
  ['AUDIT_PASS_RATE', '审核一次通过率不低于 90%', '近 6 个月单据一次通过率'], ['WITHIN_STANDARD', '差旅标准执行率不低于 98%', '超标单据占比低于 2%'],
  ['TENURE', '司龄满一年', '入职满 12 个月'], ['NO_VIOLATION', '无违规记录', '近 12 个月无财务违规通报'],
];

/** What a tenant's cost centers are about, and how their items are named. */
export const costCenterKinds = [
  { code: 'DEPT', name: '部门成本中心', items: 'departments' },
  { code: 'PROJ', name: '项目', items: 'projects' },
  { code: 'PRODUCT', name: '产品线', items: 'products' },
  { code: 'REGION', name: '区域', items: 'regions' },
] as const;

// prettier-ignore
export const projectNames: readonly string[] = [
  '智慧园区一期', '智慧园区二期', '新零售门店改造', 'ERP 升级', '数据中台建设', '海外市场拓展', '华东仓储中心', '新品发布会',
  '供应链协同平台', '客户服务中心升级', '工厂自动化改造', '品牌焕新', '年度经销商大会', '信创替代', '移动办公推广', '研发中心扩建',
  '绿色工厂认证', '渠道数字化', '会员体系重构', '财务共享中心建设',
];

// prettier-ignore
export const productLineNames: readonly string[] = [
  '核心产品线', '增值服务', '解决方案', '硬件业务', '订阅业务', '渠道业务', '海外业务', '创新业务',
];

// prettier-ignore
export const salesRegionNames: readonly string[] = ['华东区', '华南区', '华北区', '华中区', '西南区', '西北区', '东北区', '港澳区'];

/** What the provider sells: product, unit, list price per unit and year (yuan), how it is counted. */
export interface ProductEntry {
  readonly name: string;
  readonly unitPrice: number;
  /**
   * `seat` products are bought per user and year, `unit` ones in packs per year; a `service` is
   * bought once by the unit (a day of work) and used within three months.
   */
  readonly basis: 'seat' | 'unit' | 'service';
  /** The CRM product line it belongs to. */
  readonly productLine: string;
}

export const products: readonly ProductEntry[] = [
  { name: '智能费控 标准版（按用户/年）', unitPrice: 360, basis: 'seat', productLine: '智能费控' },
  { name: '智能费控 专业版（按用户/年）', unitPrice: 680, basis: 'seat', productLine: '智能费控' },
  { name: '商旅管理（按用户/年）', unitPrice: 240, basis: 'seat', productLine: '商旅管理' },
  { name: '发票云 查验包（1 万次）', unitPrice: 4800, basis: 'unit', productLine: '发票云' },
  { name: '电子会计档案（按年）', unitPrice: 36000, basis: 'unit', productLine: '财务共享' },
  { name: '资金支付 银企直连（按年）', unitPrice: 50000, basis: 'unit', productLine: '企业支付' },
  { name: '开放平台 API 调用包（100 万次）', unitPrice: 20000, basis: 'unit', productLine: '智能费控' },
  { name: '实施服务（人天）', unitPrice: 2000, basis: 'service', productLine: '专业服务' },
  { name: '专属客户成功服务（按年）', unitPrice: 60000, basis: 'unit', productLine: '专业服务' },
  { name: '数据分析 高级版（按年）', unitPrice: 24000, basis: 'unit', productLine: '智能费控' },
];

/** A product of the provider's catalogue (finance-catalogue-product): what orders and their lines name. */
export interface CatalogueEntry {
  readonly code: string;
  readonly name: string;
  readonly line: string;
  readonly category: 'SOFTWARE' | 'SERVICE' | 'RESOURCE';
  readonly serviceType: string;
  readonly edition?: 'STANDARD' | 'PROFESSIONAL' | 'ENTERPRISE' | 'FLAGSHIP';
  readonly billing: 'SUBSCRIPTION' | 'USAGE' | 'ONE_OFF';
  readonly unit: string;
  readonly price: number;
  readonly floor: number;
  readonly status: 'DRAFT' | 'ON_SALE' | 'OFF_SALE';
}

/**
 * The product catalogue: the price list's products (`products`, which orders are drawn from) first,
 * then products sold with projects or no longer sold. Orders take the category and service type of
 * their product from here.
 */
// prettier-ignore
export const catalogue: readonly CatalogueEntry[] = [
  { code: 'SKU-FK-STD', name: '智能费控 标准版（按用户/年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'EXPENSE', edition: 'STANDARD', billing: 'SUBSCRIPTION', unit: '用户·年', price: 360, floor: 250, status: 'ON_SALE' },
  { code: 'SKU-FK-PRO', name: '智能费控 专业版（按用户/年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'EXPENSE', edition: 'PROFESSIONAL', billing: 'SUBSCRIPTION', unit: '用户·年', price: 680, floor: 480, status: 'ON_SALE' },
  { code: 'SKU-SL-STD', name: '商旅管理（按用户/年）', line: '商旅管理', category: 'SOFTWARE', serviceType: 'TRAVEL', edition: 'STANDARD', billing: 'SUBSCRIPTION', unit: '用户·年', price: 240, floor: 160, status: 'ON_SALE' },
  { code: 'SKU-FP-CHK', name: '发票云 查验包（1 万次）', line: '发票云', category: 'RESOURCE', serviceType: 'INVOICE_VERIFY', billing: 'SUBSCRIPTION', unit: '包·年', price: 4800, floor: 3600, status: 'ON_SALE' },
  { code: 'SKU-DA-ARC', name: '电子会计档案（按年）', line: '财务共享', category: 'SOFTWARE', serviceType: 'E_ARCHIVE', billing: 'SUBSCRIPTION', unit: '年', price: 36000, floor: 28000, status: 'ON_SALE' },
  { code: 'SKU-ZF-BANK', name: '资金支付 银企直连（按年）', line: '企业支付', category: 'SOFTWARE', serviceType: 'PAYMENT', billing: 'SUBSCRIPTION', unit: '年', price: 50000, floor: 40000, status: 'ON_SALE' },
  { code: 'SKU-API-100W', name: '开放平台 API 调用包（100 万次）', line: '智能费控', category: 'RESOURCE', serviceType: 'OPEN_API', billing: 'SUBSCRIPTION', unit: '包·年', price: 20000, floor: 15000, status: 'ON_SALE' },
  { code: 'SKU-SV-IMPL', name: '实施服务（人天）', line: '专业服务', category: 'SERVICE', serviceType: 'IMPLEMENTATION', billing: 'ONE_OFF', unit: '人天', price: 2000, floor: 1500, status: 'ON_SALE' },
  { code: 'SKU-SV-CSM', name: '专属客户成功服务（按年）', line: '专业服务', category: 'SERVICE', serviceType: 'CUSTOMER_SUCCESS', billing: 'SUBSCRIPTION', unit: '年', price: 60000, floor: 50000, status: 'ON_SALE' },
  { code: 'SKU-BI-PRO', name: '数据分析 高级版（按年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'ANALYTICS', edition: 'PROFESSIONAL', billing: 'SUBSCRIPTION', unit: '年', price: 24000, floor: 18000, status: 'ON_SALE' },
  { code: 'SKU-FK-ENT', name: '智能费控 企业版（按用户/年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'EXPENSE', edition: 'ENTERPRISE', billing: 'SUBSCRIPTION', unit: '用户·年', price: 980, floor: 700, status: 'ON_SALE' },
  { code: 'SKU-FK-FLAG', name: '智能费控 旗舰版（按用户/年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'EXPENSE', edition: 'FLAGSHIP', billing: 'SUBSCRIPTION', unit: '用户·年', price: 1280, floor: 900, status: 'DRAFT' },
  { code: 'SKU-FK-BASIC', name: '智能费控 基础版（按用户/年）', line: '智能费控', category: 'SOFTWARE', serviceType: 'EXPENSE', edition: 'STANDARD', billing: 'SUBSCRIPTION', unit: '用户·年', price: 200, floor: 150, status: 'OFF_SALE' },
  { code: 'SKU-SMS-10W', name: '短信通知包（10 万条）', line: '智能费控', category: 'RESOURCE', serviceType: 'SMS', billing: 'ONE_OFF', unit: '包', price: 5000, floor: 4000, status: 'ON_SALE' },
  { code: 'SKU-OCR-10W', name: 'OCR 识别包（10 万次）', line: '发票云', category: 'RESOURCE', serviceType: 'INVOICE_OCR', billing: 'ONE_OFF', unit: '包', price: 10000, floor: 8000, status: 'ON_SALE' },
  { code: 'SKU-SL-FEE', name: '差旅服务费（按单）', line: '商旅管理', category: 'SERVICE', serviceType: 'TRAVEL_SERVICE_FEE', billing: 'USAGE', unit: '单', price: 15, floor: 10, status: 'ON_SALE' },
  { code: 'SKU-SV-TRAIN', name: '培训服务（场）', line: '专业服务', category: 'SERVICE', serviceType: 'TRAINING', billing: 'ONE_OFF', unit: '场', price: 8000, floor: 6000, status: 'ON_SALE' },
  { code: 'SKU-SV-DEV', name: '定制开发服务（人天）', line: '专业服务', category: 'SERVICE', serviceType: 'CUSTOM_DEVELOPMENT', billing: 'ONE_OFF', unit: '人天', price: 2500, floor: 2000, status: 'ON_SALE' },
];

/** The service types the products of the catalogue open (service-type records the system area seeds). */
export const catalogueServiceTypes: ReadonlySet<string> = new Set(
  catalogue.map((entry) => entry.serviceType),
);

/** The CRM product lines a customer buys, as sales files them. */
export const crmProductLines: readonly string[] = [
  '智能费控',
  '商旅管理',
  '智能费控+商旅管理',
  '发票云',
  '财务共享',
  '企业支付',
];

/** Services opened before the order is paid (pre-open orders): name, unit price in yuan. */
export const preOpenServices: readonly (readonly [string, number])[] = [
  ['差旅服务费', 15],
  ['发票查验服务', 0.3],
  ['短信通知服务', 0.05],
  ['OCR 识别服务', 0.1],
  ['企业支付通道服务', 2],
];

/** Brands of the hotels, caterers and travel agencies whose invoices tenants receive most. */
export const supplierBrands: readonly string[] = ['锦华', '君悦', '万程', '途远', '福满楼', '悦来'];

/** Streets a Chinese office address is on: every city has one of these. */
// prettier-ignore
export const streets: readonly string[] = [
  '人民路', '中山路', '解放路', '建设路', '和平路', '新华路', '长江路', '黄河路', '科技路', '创业路', '高新大道', '滨江大道',
  '世纪大道', '金融街', '文化路', '学院路', '湖滨路', '南京路', '延安路', '东风路',
];

/** Banks of Chinese company accounts. */
// prettier-ignore
export const banks: readonly string[] = [
  '中国工商银行', '中国建设银行', '中国银行', '中国农业银行', '交通银行', '招商银行', '浦发银行', '中信银行', '兴业银行', '民生银行',
  '平安银行', '杭州银行', '宁波银行',
];

/**
 * Cities Chinese companies are registered in: adCode, the short code their company code carries,
 * the telephone area code, and how many customers are there.
 */
// prettier-ignore
export const businessCities: readonly (readonly [adCode: string, code: string, areaCode: string, weight: number])[] = [
  ['310000', 'SH', '021', 16], ['110000', 'BJ', '010', 14], ['440300', 'SZ', '0755', 12], ['440100', 'GZ', '020', 9],
  ['330100', 'HZ', '0571', 9], ['320100', 'NJ', '025', 5], ['320500', 'SU', '0512', 5], ['510100', 'CD', '028', 5],
  ['420100', 'WH', '027', 4], ['610100', 'XA', '029', 3], ['120000', 'TJ', '022', 3], ['500000', 'CQ', '023', 3],
  ['330200', 'NB', '0574', 3], ['350200', 'XM', '0592', 2], ['370200', 'QD', '0532', 2], ['430100', 'CS', '0731', 2],
  ['340100', 'HF', '0551', 2], ['410100', 'ZZ', '0371', 2], ['370100', 'JN', '0531', 2], ['441900', 'DG', '0769', 2],
  ['440600', 'FS', '0757', 2], ['320200', 'WX', '0510', 2], ['210200', 'DL', '0411', 1], ['210100', 'SY', '024', 1],
  ['530100', 'KM', '0871', 1], ['350100', 'FZ', '0591', 1],
];

/**
 * The entities an international group sets up abroad: company-code suffix, country, and the name
 * pattern (`{base}` is the group's brand and industry, "Harbor Logistics").
 */
// prettier-ignore
export const foreignEntities: readonly (readonly [code: string, country: string, pattern: string])[] = [
  ['SG', 'SG', '{base} (Singapore) Pte. Ltd.'], ['HK', 'HK', '{base} (Hong Kong) Limited'],
  ['SH', 'CN', '{base} (Shanghai) Co., Ltd.'], ['JP', 'JP', '{base} Japan K.K.'], ['US', 'US', '{base} USA Inc.'],
  ['DE', 'DE', '{base} Deutschland GmbH'], ['UK', 'GB', '{base} UK Ltd'], ['AU', 'AU', '{base} Australia Pty Ltd'],
  ['MY', 'MY', '{base} (Malaysia) Sdn. Bhd.'], ['TH', 'TH', '{base} (Thailand) Co., Ltd.'],
  ['NL', 'NL', '{base} Netherlands B.V.'],
];

/** Cities Japanese company names start with. */
// prettier-ignore
export const japaneseCities: readonly string[] = ['東京', '大阪', '横浜', '名古屋', '京都', '神戸', '福岡', '札幌', '仙台', '広島'];

/** Branches of a Japanese company: company-code suffix and the branch's name after the company's. */
// prettier-ignore
export const japaneseBranches: readonly (readonly [code: string, name: string])[] = [
  ['OSA', '大阪支店'], ['NGO', '名古屋支店'], ['FUK', '福岡支店'], ['SPK', '札幌営業所'], ['SDJ', '仙台営業所'],
];

/** Channel partners who sign contracts on their customers' behalf. */
// prettier-ignore
export const channelPartners: readonly string[] = [
  '上海鼎捷数智信息技术有限公司', '北京汇联易达软件有限公司', '深圳前海云途科技有限公司', '杭州数策信息服务有限公司',
  'Straits Digital Solutions Pte. Ltd.',
];
