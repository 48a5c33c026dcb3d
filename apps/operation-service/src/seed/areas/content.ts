import {
  carouselResource,
  contentClients,
  financialCourseResource,
  fullScreenAdResource,
  helpDocThemeResource,
  helpDocumentResource,
  helpQuestionResource,
  helpQuestionVariants,
  helpRequestInfoResource,
  helpSeparatePageLogResource,
  helpSeparatePageResource,
  initAnnouncementResource,
  marketingBlackListResource,
  marketingClueResource,
  marketingInfoResource,
  productPolicyAcceptanceResource,
  productPolicyResource,
  questionnaireResource,
  sysSuggestionResource,
  systemInfoResource,
  updateLogResource,
  welcomeInfoResource,
  type HelpQuestionVariant,
} from '@opsdesk/api';
import { chineseBrands, chineseIndustries, chineseLegalForms } from '../data/business';
import { chineseGivenNames, chineseSurnames } from '../data/names';
import { chineseCities, CityType } from '../data/places';
import { tenantGroups } from '../data/reference';
import type { SeedContext } from '../generate/context';
import type { SeededFileField } from '../generate/files';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { Random } from '../generate/random';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter, seedOid } from '../generate/values';
import type { SeedScale } from '../generate/world';
import type { z } from 'zod';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

/** The provider's content, marketing and help-center staff: authors, reviewers, owners. */
const contentTeam = ['赵内容', '钱晓雯', '孙立', '李嘉怡', '周航', '吴倩', '郑博文'] as const;
const marketingTeam = ['刘市场', '陈思远', '黄蕾', '许一鸣', '林可欣'] as const;
const salesTeam = ['王志强', '张雅琪', '李浩然', '杨帆', '冯雨桐', '高俊', '何静怡', '罗斌'] as const;
const lecturers = [
  ['陈立新', '注册会计师，前四大审计经理'],
  ['刘婧', '税务师，企业税务筹划顾问'],
  ['何志明', '财务共享中心负责人'],
  ['周蕾', '资深实施顾问'],
  ['孙博', '产品经理，费控产品线'],
  ['林晓', '资金管理专家'],
] as const;

const groupCodes = tenantGroups
  .filter((group) => !('enabled' in group && group.enabled === false))
  .map((group) => group.code);

const HEX = '0123456789abcdef';
const CN_MOBILE_PREFIXES = [
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '158',
  '159',
  '186',
  '187',
  '188',
  '189',
  '199',
];

/** A Chinese full name, and its pinyin for an e-mail address. */
function chineseNameWithLatin(rng: Random): readonly [name: string, latin: string] {
  const [surname, surnameLatin] = rng.weighted(
    chineseSurnames.map(([name, latin, weight]) => [[name, latin], weight] as const),
  );
  const [given, givenLatin] = rng.weighted(
    chineseGivenNames.map(([name, latin, weight]) => [[name, latin], weight] as const),
  );
  return [`${surname}${given}`, `${surnameLatin}.${givenLatin}`];
}

const chineseName = (rng: Random) => chineseNameWithLatin(rng)[0];

const chinaMobile = (rng: Random) => `${rng.pick(CN_MOBILE_PREFIXES)}${rng.digits(8)}`;
const compact = (date: string) => date.replace(/-/g, '');
/** An image attachment's OID: stable per record; the seed stores a generated image under it. */
const imageOid = (name: string) => seedOid(`content-image/${name}`);

/**
 * Every image field the content seed fills: the seed stores an attachment for each value. The
 * provider's images are the content editor's uploads; a suggestion's screenshot comes from the
 * customer's product.
 */
export const contentFileFields: readonly SeededFileField[] = [
  {
    resource: sysSuggestionResource.name,
    field: 'screenshotOid',
    kind: 'image',
    width: 90,
    height: 160,
    caption: 'SHOT',
    uploadedBy: null,
  },
  ...(
    [
      [carouselResource.name, 'imageOid', 240, 80, 'BANNER'],
      [financialCourseResource.name, 'coverImageOid', 160, 90, 'COURSE'],
      [fullScreenAdResource.name, 'imageOid', 90, 160, 'AD'],
      [welcomeInfoResource.name, 'backgroundImageOid', 90, 160, 'HELLO'],
      [marketingInfoResource.name, 'imageOid', 160, 90, 'PROMO'],
      [helpDocThemeResource.name, 'iconOid', 64, 64, 'ICON'],
    ] as const
  ).map(([resource, field, width, height, caption]): SeededFileField => ({
    resource,
    field,
    kind: 'image',
    width,
    height,
    caption,
    uploadedBy: 'CONTENT_EDITOR',
  })),
];

/** The customers' tenants: no provider, no sandboxes. */
const customersOf = (tenants: readonly TenantSketch[]) =>
  tenants.filter((tenant) => !tenant.provider && !tenant.sandbox);

/** Who a piece of content goes to: mostly everyone, sometimes a tenant group or a handful of tenants. */
function audienceOf(rng: Random, customers: readonly TenantSketch[]) {
  const audience = rng.weighted([
    ['ALL', 60],
    ['LICENSED', 12],
    ['TRIAL', 8],
    ['TENANT_GROUP', 12],
    ['SPECIFIED_TENANTS', 8],
  ] as const);
  if (audience === 'TENANT_GROUP')
    return { audience, tenantGroupCode: rng.pick(groupCodes), tenantCodes: [] };
  if (audience === 'SPECIFIED_TENANTS')
    return { audience, tenantCodes: rng.sample(customers, rng.int(1, 4)).map((tenant) => tenant.code) };
  return { audience, tenantCodes: [] };
}

// The help topics: code, Chinese, English and Japanese names, parent.
// prettier-ignore
const themes: readonly (readonly [string, string, string, string, string?])[] = [
  ['EXPENSE', '费用报销', 'Expenses', '経費精算'],
  ['TRAVEL', '商旅出行', 'Business travel', '出張'],
  ['INVOICE', '发票管理', 'Invoices', '請求書管理'],
  ['APPROVAL', '审批流程', 'Approvals', '承認フロー'],
  ['BUDGET', '预算管控', 'Budgets', '予算管理'],
  ['PAYMENT', '支付结算', 'Payments', '支払・精算'],
  ['REPORT', '报表分析', 'Reports', 'レポート分析'],
  ['ACCOUNT', '账号与权限', 'Accounts and permissions', 'アカウントと権限'],
  ['MOBILE', '移动端', 'Mobile app', 'モバイルアプリ'],
  ['INTEGRATION', '集成对接', 'Integrations', '外部連携'],
  ['E_ARCHIVE', '电子档案', 'E-archive', '電子アーカイブ'],
  ['ZHENXUAN', '甄选商旅', 'Zhenxuan booking', '甄選（出張予約）'],
  ['EXPENSE.LOAN', '借款与还款', 'Loans and repayments', '仮払と返済', 'EXPENSE'],
  ['EXPENSE.STANDARD', '费用标准', 'Expense standards', '経費基準', 'EXPENSE'],
  ['EXPENSE.MILEAGE', '里程补贴', 'Mileage allowance', '走行距離手当', 'EXPENSE'],
  ['TRAVEL.FLIGHT', '机票', 'Flights', '航空券', 'TRAVEL'],
  ['TRAVEL.HOTEL', '酒店', 'Hotels', 'ホテル', 'TRAVEL'],
  ['TRAVEL.TRAIN', '火车票', 'Trains', '鉄道', 'TRAVEL'],
  ['TRAVEL.CAR', '用车', 'Taxis and car hire', '配車', 'TRAVEL'],
  ['INVOICE.OCR', '发票识别', 'Invoice recognition', '請求書の読み取り', 'INVOICE'],
  ['INVOICE.VERIFY', '发票查验', 'Invoice verification', '請求書の検証', 'INVOICE'],
  ['APPROVAL.FLOW', '审批流配置', 'Approval flow setup', '承認フロー設定', 'APPROVAL'],
  ['ACCOUNT.SSO', '单点登录', 'Single sign-on', 'シングルサインオン', 'ACCOUNT'],
  ['INTEGRATION.ERP', 'ERP 对接', 'ERP integration', 'ERP 連携', 'INTEGRATION'],
  ['INTEGRATION.DINGTALK', '钉钉集成', 'DingTalk', 'DingTalk 連携', 'INTEGRATION'],
  ['INTEGRATION.WECOM', '企业微信集成', 'WeCom', 'WeCom 連携', 'INTEGRATION'],
  ['INTEGRATION.FEISHU', '飞书集成', 'Feishu (Lark)', 'Feishu（Lark）連携', 'INTEGRATION'],
];

// Frequently asked questions: topic, question, answer.
// prettier-ignore
const questionBank: readonly (readonly [string, string, string])[] = [
  ['EXPENSE', '如何新建报销单？', '在“我的报销”中点击“新建报销单”，选择报销单类型，添加费用明细并上传发票后提交即可。'],
  ['EXPENSE', '报销单提交后可以撤回吗？', '审批人尚未处理时，可在单据详情页点击“撤回”；撤回后单据回到编辑状态。'],
  ['EXPENSE', '报销单被驳回后如何重新提交？', '打开被驳回的单据，按驳回意见修改后点击“重新提交”，审批将从第一个节点重新开始。'],
  ['EXPENSE', '为什么提交时提示“超出费用标准”？', '费用金额超过了公司为您所在职级和城市设置的标准。可调整金额，或填写超标说明后提交。'],
  ['EXPENSE', '如何为他人代提报销单？', '需管理员在“代理设置”中为您开通代提权限，之后新建单据时可选择被代理人。'],
  ['EXPENSE', '报销款什么时候到账？', '财务审核通过并付款后，同行转账 1-2 天到账，跨行 3-5 天到账。'],
  ['EXPENSE', '如何关联申请单？', '新建报销单时在“关联申请”中选择已审批通过的申请单，费用会按申请单带出。'],
  ['EXPENSE.LOAN', '如何申请借款？', '在“借款”中新建借款单，填写借款金额、用途和预计还款日期后提交审批。'],
  ['EXPENSE.LOAN', '借款如何在报销时核销？', '提交报销单时系统会列出未还借款，勾选后报销金额将优先冲抵借款。'],
  ['EXPENSE.STANDARD', '费用标准在哪里设置？', '管理员在“费用标准”中按费用类型、职级和城市级别维护标准金额。'],
  ['EXPENSE.MILEAGE', '里程补贴如何计算？', '里程补贴 = 行驶公里数 × 单价；单价由管理员在里程补贴设置中维护。'],
  ['TRAVEL', '出差申请通过后如何预订？', '在申请单详情页点击“去预订”，即可在授权范围内预订机票、酒店和火车票。'],
  ['TRAVEL', '如何添加常用出行人？', '在“个人设置 - 常用出行人”中添加，预订时可直接选择。'],
  ['TRAVEL.FLIGHT', '机票如何改签和退票？', '在“我的订单”中选择机票订单，点击“改签”或“退票”，按航司规则收取手续费。'],
  ['TRAVEL.FLIGHT', '为什么看不到低价航班？', '公司差旅标准可能限制了舱位或时间段，超标航班需填写原因才能预订。'],
  ['TRAVEL.HOTEL', '酒店超标了怎么办？', '可选择标准内酒店，或填写超标原因后预订，超标部分按公司规定个人承担或走审批。'],
  ['TRAVEL.HOTEL', '酒店可以提前离店吗？', '可以，请联系酒店前台办理，并在订单中申请部分退款。'],
  ['TRAVEL.TRAIN', '火车票如何改签？', '在订单详情中点击“改签”，选择新车次后支付差价即可。'],
  ['TRAVEL.TRAIN', '12306 账号如何绑定？', '在“个人设置 - 12306 账号”中输入账号密码并完成核验。'],
  ['TRAVEL.CAR', '用车费用如何自动生成报销？', '行程结束后用车订单会自动生成费用，进入“待报销费用”即可一键报销。'],
  ['INVOICE', '发票抬头如何维护？', '管理员在“开票信息 - 发票抬头”中维护，员工报销时系统会校验抬头是否一致。'],
  ['INVOICE', '电子发票如何导入？', '可通过邮箱转发、微信卡包或上传 PDF/OFD 文件导入电子发票。'],
  ['INVOICE', '全电发票如何报销？', '上传全电发票的 XML 或 PDF 文件，系统自动识别并查验真伪。'],
  ['INVOICE.OCR', '拍照识别发票不准确怎么办？', '请保证发票平整、光线充足后重新拍摄，也可手动修改识别结果。'],
  ['INVOICE.VERIFY', '发票查验失败是什么原因？', '常见原因是发票信息有误或税局接口繁忙，请核对信息后稍后重试。'],
  ['INVOICE.VERIFY', '重复发票如何处理？', '系统会拦截已被报销过的发票，如确需报销请联系财务处理。'],
  ['APPROVAL', '如何查看审批进度？', '在单据详情页的“审批流程”中可以看到每个节点的处理人和处理时间。'],
  ['APPROVAL', '审批人不在时如何转交？', '审批人可在“审批设置”中设置委托人，或由管理员在后台转交。'],
  ['APPROVAL', '如何批量审批？', '在“待审批”列表中勾选多张单据，点击“批量同意”即可。'],
  ['APPROVAL.FLOW', '如何设置按金额分级审批？', '在审批流设计器中添加条件分支，按单据金额区间设置不同的审批节点。'],
  ['BUDGET', '预算超支时还能提交单据吗？', '取决于预算控制方式：刚性控制不允许提交，柔性控制提示后可继续提交。'],
  ['BUDGET', '如何查看部门预算余额？', '在“预算 - 预算执行”中选择部门和期间即可查看余额与占用明细。'],
  ['PAYMENT', '付款失败怎么办？', '请核对收款账户信息，财务可在“付款管理”中重新发起支付。'],
  ['PAYMENT', '如何修改收款银行账户？', '在“个人设置 - 银行卡”中新增账户并设为默认。'],
  ['REPORT', '如何导出费用明细报表？', '在“报表中心”选择费用明细报表，设置条件后点击“导出”，导出前需完成身份验证。'],
  ['ACCOUNT', '忘记密码怎么办？', '在登录页点击“忘记密码”，通过手机或邮箱验证码重置密码。'],
  ['ACCOUNT', '账号被锁定如何解锁？', '连续输错密码会锁定账号，可通过“忘记密码”重置，或联系管理员解锁。'],
  ['ACCOUNT', '如何切换公司？', '点击页面右上角的公司名称，在下拉列表中选择要切换的公司。'],
  ['ACCOUNT.SSO', '如何配置单点登录？', '管理员在“认证源设置”中选择钉钉、企业微信或飞书并填写应用凭证。'],
  ['MOBILE', 'App 收不到消息推送怎么办？', '请在手机系统设置中允许 App 通知，并确认 App 保持最新版本。'],
  ['MOBILE', '如何在手机上审批？', '打开 App 的“审批”页签，点开单据即可同意或驳回。'],
  ['INTEGRATION.DINGTALK', '钉钉通讯录如何同步？', '完成钉钉集成后，组织架构和人员每天凌晨自动同步，也可手动触发同步。'],
  ['INTEGRATION.WECOM', '企业微信如何免登进入？', '在企业微信工作台添加应用，员工点击应用即可免密登录。'],
  ['INTEGRATION.FEISHU', '飞书审批如何与系统打通？', '开启飞书审批集成后，待审批单据会推送到飞书审批中心。'],
  ['INTEGRATION.ERP', '凭证如何推送到 ERP？', '在“凭证管理”中生成凭证后，点击“推送”即可同步到已对接的 ERP。'],
  ['E_ARCHIVE', '电子档案如何归档报销单？', '报销单付款完成后自动进入待归档列表，档案管理员确认后生成电子会计档案。'],
  ['E_ARCHIVE', '电子会计档案是否合规？', '符合《会计档案管理办法》对电子会计档案的要求，支持四性检测。'],
  ['ZHENXUAN', '甄选商旅如何开通？', '联系您的客户成功经理开通，开通后员工可在工作台进入甄选商旅。'],
  ['ZHENXUAN', '甄选酒店协议价如何生效？', '协议价由运营人员录入后次日生效，预订时会显示“协议价”标签。'],
];

/** The topics a question list draws its questions from. */
const variantTopics: Readonly<Record<HelpQuestionVariant, readonly string[]>> = {
  GUIDE_SINGLE: ['EXPENSE', 'TRAVEL', 'APPROVAL', 'ACCOUNT'],
  SINGLE: ['EXPENSE', 'TRAVEL', 'INVOICE', 'APPROVAL', 'BUDGET', 'PAYMENT', 'REPORT', 'ACCOUNT'],
  ZHENXUAN_SINGLE: ['TRAVEL', 'ZHENXUAN'],
  NEWCOMER_SINGLE: ['ACCOUNT', 'MOBILE', 'EXPENSE', 'TRAVEL'],
  WEBSITE_SINGLE: ['E_ARCHIVE', 'INTEGRATION', 'INVOICE', 'ZHENXUAN', 'ACCOUNT'],
  HELP_DEFAULT: ['EXPENSE', 'TRAVEL', 'INVOICE', 'APPROVAL', 'BUDGET', 'PAYMENT', 'MOBILE'],
  HELP_NEWCOMER: ['ACCOUNT', 'MOBILE', 'EXPENSE'],
  HELP_GUIDE: ['EXPENSE', 'APPROVAL', 'INVOICE', 'TRAVEL'],
};

const variantAbbreviations: Readonly<Record<HelpQuestionVariant, string>> = {
  GUIDE_SINGLE: 'GS',
  SINGLE: 'S',
  ZHENXUAN_SINGLE: 'ZX',
  NEWCOMER_SINGLE: 'NC',
  WEBSITE_SINGLE: 'WS',
  HELP_DEFAULT: 'HD',
  HELP_NEWCOMER: 'HN',
  HELP_GUIDE: 'HG',
};

const features = [
  '批量审批',
  '全电发票自动查验',
  '报销单草稿自动保存',
  '差旅标准按城市级别配置',
  '预算占用实时提示',
  '飞书审批集成',
  '移动端发票夹',
  '多币种报销',
  '用车行程自动生成费用',
  '报表自定义列',
  '审批委托',
  '电子档案四性检测',
  '酒店协议价标签',
  '付款批次导出',
  '企业微信消息卡片',
] as const;

const fixes = [
  '修复部分机型拍照识别发票后闪退的问题',
  '优化报销单列表加载速度',
  '修复导出报表时列顺序错乱的问题',
  '优化审批流设计器的连线体验',
  '修复火车票改签后费用未更新的问题',
  '优化大附件上传的进度提示',
] as const;

export function planContentArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  const rng = context.rng.fork('area:content');
  const { now } = context;
  const demo = scale === 'demo';
  const count = (demoCount: number, testCount: number) => (demo ? demoCount : testCount);
  const day = (days: number) => dateAfter(now, days);
  const customers = customersOf(tenants);

  // Help topics: every one in the demo, the first four in tests. The help center shows a top-level
  // topic's icon on its home page, so each has one; about half the subtopics got one too. (A stream
  // of its own: the draws of the other records stay as they were.)
  const iconRng = rng.fork('help-doc-theme-icon');
  const themeRows: Rows<typeof helpDocThemeResource> = (demo ? themes : themes.slice(0, 4)).map(
    ([themeCode, themeName, themeNameEn, themeNameJa, parentThemeCode], index) => ({
      key: `help-doc-theme:${themeCode}`,
      data: {
        themeCode,
        themeName,
        themeNameEn,
        themeNameJa,
        ...(parentThemeCode && { parentThemeCode }),
        ...((!parentThemeCode || iconRng.chance(0.5)) && { iconOid: imageOid(`theme/${themeCode}`) }),
        description: `${themeName}相关的操作说明与常见问题`,
        sortOrder: (index + 1) * 10,
        enabled: themeCode !== 'INTEGRATION.FEISHU' || demo,
      },
    }),
  );
  const themeCodes = new Set(themeRows.map((row) => row.data.themeCode));
  const themeName = (code: string) => themes.find(([themeCode]) => themeCode === code)?.[1] ?? code;
  const rootOf = (code: string) => code.split('.')[0] ?? code;

  const questionRows = planQuestions(rng.fork('help-question'), themeCodes, rootOf, demo);
  const updateLogRows = planUpdateLogs(rng.fork('update-log'), day, demo);
  const documentRows = planDocuments(rng.fork('help-document'), themeRows, day, demo);
  const pages = planSeparatePages(rng.fork('help-separate-page'), day, demo);
  const pageLogs = planSeparatePageLogs(rng.fork('help-separate-page-log'), pages, now, demo);

  // Suggestions from customers' users.
  const suggestionRng = rng.fork('sys-suggestion');
  // prettier-ignore
  const suggestionBank = [
    ['EXPENSE', '报销单支持批量上传发票', '希望一次上传多张发票后自动拆分成多条费用明细。'],
    ['EXPENSE', '费用明细支持复制', '同类费用每月都要重复填写，希望能复制上月的明细。'],
    ['EXPENSE', '报销单打印增加二维码', '打印的报销单希望带二维码，方便财务扫码调出单据。'],
    ['TRAVEL', '机票预订支持多人同行', '部门集体出差时希望一次为多人下单。'],
    ['TRAVEL', '酒店列表显示距离公司的距离', '外派员工希望按距离客户公司排序酒店。'],
    ['TRAVEL', '火车票支持候补购票', '热门线路经常无票，希望支持 12306 候补。'],
    ['INVOICE', '发票夹支持按月份筛选', '发票多了以后查找困难，希望按开票月份筛选。'],
    ['INVOICE', '全电发票自动从税局同步', '希望自动拉取税局平台上开给公司的全电发票。'],
    ['APPROVAL', '审批支持加签', '遇到复杂单据时希望临时加一位审批人。'],
    ['APPROVAL', '审批意见支持常用语', '每天审批很多单据，希望有常用审批意见快速选择。'],
    ['BUDGET', '预算执行报表支持按项目查看', '项目制团队希望按项目查看预算占用。'],
    ['REPORT', '报表支持定时发送到邮箱', '希望每月初自动把上月费用报表发给部门负责人。'],
    ['REPORT', '报表支持自定义图表', '希望在报表中心自己拖拽生成图表。'],
    ['MOBILE_APP', 'App 支持深色模式', '晚上使用 App 时屏幕太亮。'],
    ['MOBILE_APP', 'App 首页可自定义常用功能', '希望把常用的入口放在首页。'],
    ['OTHER', '帮助中心增加视频教程', '新员工更习惯看视频学习操作。'],
  ] as const;
  const suggestionRows: Rows<typeof sysSuggestionResource> = Array.from(
    { length: count(100, 4) },
    (_, index) => {
      const tenant = suggestionRng.pick(customers);
      const [module, title, content] = suggestionRng.pick(suggestionBank);
      const submittedDate = day(-suggestionRng.int(1, 360));
      const status = suggestionRng.weighted([
        ['NEW', 25],
        ['ACCEPTED', 15],
        ['PLANNED', 15],
        ['DONE', 20],
        ['REJECTED', 25],
      ] as const);
      const handled = status !== 'NEW';
      const planned = status === 'PLANNED' || status === 'DONE';
      return {
        refs: { tenantId: tenantKey(tenant.code) },
        createdAt: new Date(`${submittedDate}T02:00:00Z`),
        data: {
          suggestionNo: `SG${compact(submittedDate)}${String(index + 1).padStart(4, '0')}`,
          submitterName: chineseName(suggestionRng),
          submitterMobile: chinaMobile(suggestionRng),
          module,
          title,
          content,
          ...(suggestionRng.chance(0.3) && { screenshotOid: imageOid(`suggestion/${index}`) }),
          submittedDate,
          priority: suggestionRng.weighted([
            ['LOW', 30],
            ['MEDIUM', 50],
            ['HIGH', 20],
          ] as const),
          status,
          ...(handled && { handlerName: suggestionRng.pick(contentTeam) }),
          ...(planned && { plannedVersion: `V5.${suggestionRng.int(18, 24)}.0` }),
          ...(handled && {
            reply:
              status === 'REJECTED'
                ? '感谢您的建议。该需求与产品规划方向不一致，暂不考虑，我们会持续关注类似反馈。'
                : status === 'DONE'
                  ? '感谢您的建议，该功能已在最新版本上线，欢迎体验。'
                  : '感谢您的建议，已纳入产品需求池，上线后会第一时间通知您。',
          }),
        },
      };
    },
  );

  // What users asked the help center.
  const requestRng = rng.fork('help-request-info');
  const queries = questionBank.map(([topic, question]) => [topic, question] as const);
  const freeQueries = [
    '发票',
    '报销进度',
    '改签',
    '预算',
    '审批人',
    '密码',
    '钉钉',
    '导出',
    '借款',
    '里程',
  ] as const;
  const requestRows: Rows<typeof helpRequestInfoResource> = Array.from(
    { length: count(150, 5) },
    (_, index) => {
      const tenant = requestRng.pick(customers);
      const requestType = requestRng.weighted([
        ['SEARCH', 45],
        ['QUESTION', 30],
        ['DOCUMENT_VIEW', 18],
        ['CONTACT_SERVICE', 7],
      ] as const);
      const [topic, question] = requestRng.pick(queries);
      const queryText = requestType === 'SEARCH' ? requestRng.pick(freeQueries) : question;
      const resultCount =
        requestType === 'CONTACT_SERVICE'
          ? 0
          : requestRng.weighted([
              [0, 12],
              [1, 20],
              [3, 30],
              [8, 38],
            ] as const) + (requestRng.chance(0.5) ? 1 : 0);
      const feedback =
        resultCount === 0
          ? 'NONE'
          : requestRng.weighted([
              ['NONE', 60],
              ['HELPFUL', 30],
              ['NOT_HELPFUL', 10],
            ] as const);
      const requestedAt = instantAfter(now, -requestRng.int(0, 45) - requestRng.next());
      return {
        refs: { tenantId: tenantKey(tenant.code) },
        createdAt: requestedAt,
        data: {
          requestId: `REQ${String(index + 1).padStart(6, '0')}-${requestRng.chars(HEX, 8)}`,
          userName: chineseName(requestRng),
          channel: requestRng.weighted([
            ['WEB_HELP_CENTER', 40],
            ['APP_HELP_CENTER', 25],
            ['SMART_ASSISTANT', 30],
            ['IN_PRODUCT_TIP', 5],
          ] as const),
          requestType,
          queryText,
          ...(resultCount > 0 && { matchedTitle: `${themeName(topic)}：${question}` }),
          resultCount,
          resolved:
            feedback === 'HELPFUL' || (feedback === 'NONE' && resultCount > 0 && requestRng.chance(0.5)),
          feedback,
          requestedAt: requestedAt.toISOString(),
          durationMs: requestRng.logNormal(320, 0.6, 30, 9000),
          clientVersion: requestRng.pick([
            'web-5.21.0',
            'web-5.22.1',
            'ios-6.3.0',
            'android-6.3.2',
            'android-6.2.8',
          ]),
          spanId: requestRng.chars(HEX, 16),
        },
      };
    },
  );

  // Carousel banners.
  const carouselRng = rng.fork('carousel');
  // prettier-ignore
  const banners = [
    ['全电发票报销全面上线', 'e-invoice'], ['差旅管控新规解读', 'travel-policy'], ['年终结账操作指南', 'year-end'],
    ['App 6.0 全新改版', 'app-6'], ['电子档案限时免费试用', 'e-archive-trial'], ['甄选商旅酒店协议价上新', 'zhenxuan-hotel'],
    ['钉钉深度集成发布', 'dingtalk'], ['财务共享中心最佳实践直播', 'webinar-ssc'], ['预算管控 2.0 发布', 'budget-2'],
    ['企业微信消息卡片上线', 'wecom-card'], ['飞书审批打通', 'feishu-approval'], ['春季出行节', 'spring-travel'],
    ['新员工入门三步走', 'newcomer'], ['发票查验升级公告', 'invoice-verify'], ['多币种报销上线', 'multi-currency'],
    ['报表中心自定义列', 'report-columns'], ['客户成功案例：制造业费控', 'case-mfg'], ['安全中心升级', 'security'],
    ['管理员培训营报名', 'admin-camp'], ['国庆出行提醒', 'national-day'], ['商旅订单一键报销', 'one-click'],
    ['差旅标准按城市级别配置', 'city-level'], ['移动端发票夹', 'invoice-wallet'], ['年度账单出炉', 'annual-bill'],
  ] as const;
  const carouselRows: Rows<typeof carouselResource> = (demo ? banners : banners.slice(0, 3)).map(
    ([title, slug], index) => {
      const start = -carouselRng.int(-20, 200);
      const end = start + carouselRng.int(14, 60);
      return {
        data: {
          title,
          position: carouselRng.weighted([
            ['WEB_HOME', 45],
            ['APP_HOME', 30],
            ['LOGIN_PAGE', 15],
            ['HELP_CENTER', 10],
          ] as const),
          imageOid: imageOid(`carousel/${slug}`),
          linkType: 'URL',
          linkUrl: `https://www.opsdesk.example/activity/${slug}`,
          sortOrder: ((index % 6) + 1) * 10,
          startDate: day(start),
          endDate: day(end),
          ...audienceOf(carouselRng, customers),
          enabled: end >= 0 ? !carouselRng.chance(0.1) : carouselRng.chance(0.3),
        },
      };
    },
  );

  // Init announcements.
  const announcementRng = rng.fork('init-announcement');
  // prettier-ignore
  const announcements = [
    ['MAINTENANCE', '系统维护公告', '<p>为提升服务质量，我们将于本周六 22:00 至次日 02:00 进行系统维护，期间系统暂停使用。</p>'],
    ['UPGRADE', '新版本上线公告', '<p>新版本已上线：支持批量审批、全电发票自动查验，欢迎体验。</p>'],
    ['POLICY', '隐私政策更新通知', '<p>我们更新了《隐私政策》，请在使用前阅读并同意。</p>'],
    ['NOTICE', '春节假期服务安排', '<p>春节期间客服热线 9:00-18:00 正常服务，付款处理顺延至节后第一个工作日。</p>'],
    ['EVENT', '财务共享中心直播课', '<p>本周四 15:00 直播《财务共享中心建设实践》，欢迎报名。</p>'],
    ['NOTICE', '发票查验服务调整', '<p>因税局接口升级，发票查验在每日 0:00-6:00 暂停。</p>'],
    ['UPGRADE', 'App 强制升级提醒', '<p>旧版 App 将停止服务，请升级到 6.0 及以上版本。</p>'],
    ['MAINTENANCE', '数据库升级通知', '<p>我们将升级数据库以提升性能，升级期间报表功能暂不可用约 30 分钟。</p>'],
  ] as const;
  const announcementRows: Rows<typeof initAnnouncementResource> = Array.from(
    { length: count(30, 3) },
    (_, index) => {
      const [announcementType, title, content] = announcementRng.pick(announcements);
      const start = -announcementRng.int(-15, 330);
      const end = start + announcementRng.int(3, 21);
      const status =
        start > 0 ? 'DRAFT' : end < 0 ? (announcementRng.chance(0.7) ? 'OFFLINE' : 'PUBLISHED') : 'PUBLISHED';
      const startDate = day(start);
      return {
        data: {
          announcementCode: `ANN-${startDate.slice(0, 4)}-${String(index + 1).padStart(3, '0')}`,
          title,
          announcementType,
          displayMode:
            announcementType === 'MAINTENANCE'
              ? 'BANNER'
              : announcementType === 'EVENT'
                ? 'FULL_SCREEN'
                : 'POPUP',
          content,
          client: announcementRng.pick(contentClients),
          language: announcementRng.chance(0.85) ? 'zh_cn' : 'en',
          ...audienceOf(announcementRng, customers),
          startDate,
          endDate: day(end),
          mustConfirm: announcementType === 'POLICY',
          showOnce: announcementType !== 'MAINTENANCE',
          priority: announcementType === 'MAINTENANCE' ? 90 : announcementRng.int(0, 50),
          status,
        },
      };
    },
  );

  // Finance courses.
  const courseRng = rng.fork('financial-course');
  // prettier-ignore
  const courses = [
    ['INVOICE', '全电发票实务：从开具到入账'], ['INVOICE', '发票查验与风险识别'], ['INVOICE', '增值税专用发票抵扣要点'],
    ['TAX', '差旅费用的个税处理'], ['TAX', '企业所得税税前扣除凭证'], ['TAX', '业务招待费的税务处理'],
    ['EXPENSE_CONTROL', '费用管控体系搭建'], ['EXPENSE_CONTROL', '如何设计合理的报销制度'], ['EXPENSE_CONTROL', '费用分摊与成本归集'],
    ['BUDGET', '全面预算管理入门'], ['BUDGET', '预算编制的五个误区'], ['BUDGET', '滚动预算实践'],
    ['TREASURY', '企业资金集中管理'], ['TREASURY', '付款风控与对公支付'], ['TREASURY', '现金流预测方法'],
    ['TRAVEL_POLICY', '差旅政策制定指南'], ['TRAVEL_POLICY', '差旅成本分析'], ['TRAVEL_POLICY', '协议酒店谈判技巧'],
    ['PRODUCT_TRAINING', '管理员入门：组织与权限'], ['PRODUCT_TRAINING', '审批流设计实操'], ['PRODUCT_TRAINING', '报表中心使用技巧'],
    ['PRODUCT_TRAINING', '电子档案归档操作'], ['PRODUCT_TRAINING', '商旅平台配置'], ['PRODUCT_TRAINING', '预算模块配置'],
    ['EXPENSE_CONTROL', '共享中心的单据审核标准'], ['INVOICE', '数电票时代的财务变革'], ['TAX', '研发费用加计扣除'],
    ['BUDGET', '项目预算管控'], ['TREASURY', '银企直连介绍'], ['TRAVEL_POLICY', '海外差旅的合规要点'],
    ['EXPENSE_CONTROL', '会议费与培训费管控'], ['TAX', '跨境支付的税务问题'], ['INVOICE', '电子发票重复报销防范'],
    ['PRODUCT_TRAINING', '移动端审批技巧'], ['BUDGET', '费用预算与业务预算联动'], ['TREASURY', '备用金管理'],
  ] as const;
  const courseRows: Rows<typeof financialCourseResource> = (demo ? courses : courses.slice(0, 3)).map(
    ([category, title], index) => {
      const [lecturer, lecturerTitle] = courseRng.pick(lecturers);
      const publish = -courseRng.int(-10, 500);
      const courseCode = `FC-${category.split('_')[0]}-${String(index + 1).padStart(3, '0')}`;
      return {
        data: {
          courseCode,
          title,
          category,
          lecturer,
          lecturerTitle,
          coverImageOid: imageOid(`course/${courseCode}`),
          videoUrl: `https://learn.opsdesk.example/courses/${courseCode.toLowerCase()}`,
          durationMinutes: courseRng.pick([15, 20, 30, 45, 60, 90]),
          summary: `本课程由${lecturer}讲解“${title}”，结合真实案例帮助财务人员掌握要点。`,
          publishDate: day(publish),
          free: courseRng.chance(0.7),
          ...audienceOf(courseRng, customers),
          sortOrder: (index + 1) * 10,
          viewCount: publish > 0 ? 0 : courseRng.logNormal(800, 1, 10, 60_000),
          status: publish > 0 ? 'DRAFT' : courseRng.chance(0.1) ? 'OFFLINE' : 'PUBLISHED',
        },
      };
    },
  );

  // Full-screen ads.
  const adRng = rng.fork('full-screen-ad');
  // prettier-ignore
  const ads = [
    '春季差旅节', 'App 6.0 新版发布', '电子档案 30 天免费试用', '甄选商旅机票特惠', '年终结账季', '全电发票上线',
    '管理员培训营', '国庆出行提醒', '双十一商旅狂欢', '新年财务开工礼', '酒店协议价周', '预算季专题',
    '财务共享峰会', '客户成功故事', '发票助手小程序', '安全中心升级', '报表中心新功能', '移动审批提效',
    '企业支付上线', '海外差旅服务',
  ] as const;
  const adRows: Rows<typeof fullScreenAdResource> = (demo ? ads : ads.slice(0, 2)).map((name, index) => {
    const start = -adRng.int(-10, 300);
    const end = start + adRng.int(5, 30);
    const startDate = day(start);
    const impressionCount = start > 0 ? 0 : adRng.logNormal(20_000, 1, 100, 2_000_000);
    return {
      data: {
        adCode: `AD-${compact(startDate).slice(0, 6)}-${String(index + 1).padStart(2, '0')}`,
        name,
        client: adRng.weighted([
          ['APP', 70],
          ['WEB', 15],
          ['ALL', 15],
        ] as const),
        imageOid: imageOid(`ad/${index}`),
        linkType: 'URL',
        linkUrl: `https://www.opsdesk.example/ads/${index + 1}`,
        displaySeconds: adRng.pick([3, 5, 5, 5, 8]),
        skippable: !adRng.chance(0.1),
        frequency: adRng.pick(['EVERY_LAUNCH', 'DAILY', 'DAILY', 'ONCE'] as const),
        startDate,
        endDate: day(end),
        ...audienceOf(adRng, customers),
        priority: adRng.int(0, 20),
        impressionCount,
        clickCount: Math.round(impressionCount * (0.005 + adRng.next() * 0.04)),
        enabled: end >= 0 ? true : adRng.chance(0.2),
      },
    };
  });

  const policies = planPolicies(day, demo);
  const acceptances = planAcceptances(rng.fork('product-policy-acceptance'), customers, policies, now, demo);
  const systemInfoRows = planSystemInfo(rng.fork('system-info'), customers, now, demo);
  const welcomeRows = planWelcomeInfo(rng.fork('welcome-info'), customers, day, demo);
  const marketing = planMarketingInfo(rng.fork('marketing-info'), customers, day, demo);
  const blackList = planBlackList(rng.fork('marketing-black-list'), customers, marketing, day, demo);
  const clues = planClues(rng.fork('marketing-clue'), marketing, day, demo);
  const questionnaires = planQuestionnaires(rng.fork('questionnaire'), customers, day, demo);

  return [
    step(helpDocThemeResource, themeRows),
    step(helpQuestionResource, questionRows),
    step(helpDocumentResource, documentRows),
    step(helpSeparatePageResource, pages),
    step(helpSeparatePageLogResource, pageLogs),
    step(sysSuggestionResource, suggestionRows),
    step(helpRequestInfoResource, requestRows),
    step(updateLogResource, updateLogRows),
    step(carouselResource, carouselRows),
    step(initAnnouncementResource, announcementRows),
    step(financialCourseResource, courseRows),
    step(fullScreenAdResource, adRows),
    step(productPolicyResource, policies),
    step(productPolicyAcceptanceResource, acceptances),
    step(systemInfoResource, systemInfoRows),
    step(welcomeInfoResource, welcomeRows),
    step(marketingInfoResource, marketing),
    step(marketingBlackListResource, blackList),
    step(marketingClueResource, clues),
    step(questionnaireResource, questionnaires),
  ];
}

type DayOf = (days: number) => string;

/** The questions of every question list, ordered within their topic. */
function planQuestions(
  rng: Random,
  themeCodes: ReadonlySet<string>,
  rootOf: (code: string) => string,
  demo: boolean,
): Rows<typeof helpQuestionResource> {
  const variants: readonly HelpQuestionVariant[] = demo
    ? helpQuestionVariants
    : ['GUIDE_SINGLE', 'SINGLE', 'HELP_DEFAULT'];
  return variants.flatMap((variant) => {
    const candidates = questionBank.filter(
      ([topic]) => themeCodes.has(topic) && variantTopics[variant].includes(rootOf(topic)),
    );
    const chosen = rng.sample(candidates, demo ? 15 : 2).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const places = new Map<string, number>();
    return chosen.map(([themeCode, question, answer], index) => {
      const place = (places.get(themeCode) ?? 0) + 1;
      places.set(themeCode, place);
      const status = rng.weighted([
        ['PUBLISHED', 75],
        ['DRAFT', 15],
        ['OFFLINE', 10],
      ] as const);
      const helpfulCount = status === 'DRAFT' ? 0 : rng.logNormal(40, 1, 0, 5000);
      const root = themes.find(([code]) => code === rootOf(themeCode));
      return {
        data: {
          variant,
          questionCode: `Q-${variantAbbreviations[variant]}-${String(index + 1).padStart(3, '0')}`,
          themeCode,
          question,
          answer: `<p>${answer}</p>`,
          keywords: root ? [root[1]] : [],
          client: variant === 'ZHENXUAN_SINGLE' || variant === 'NEWCOMER_SINGLE' ? 'APP' : 'ALL',
          language: 'zh_cn',
          sortOrder: place * 10,
          hot: rng.chance(0.2),
          status,
          helpfulCount,
          unhelpfulCount: Math.round(helpfulCount * rng.next() * 0.15),
        },
      };
    });
  });
}

const updateLogTypeNames = {
  WEB: 'Web 端',
  APP: 'App',
  MINI_PROGRAM: '小程序',
  OPEN_API: '开放平台',
} as const;

/** Release notes: one every two weeks per product, the next one still a draft. */
function planUpdateLogs(rng: Random, day: DayOf, demo: boolean): Rows<typeof updateLogResource> {
  const series = demo
    ? ([
        ['SINGLE', 'WEB', 12, 'V5'],
        ['SINGLE', 'APP', 10, 'A6'],
        ['SINGLE', 'MINI_PROGRAM', 4, 'M2'],
        ['SINGLE', 'OPEN_API', 4, 'API3'],
        ['HELP_FEEDBACK', 'WEB', 10, 'V5'],
        ['HELP_FEEDBACK', 'APP', 8, 'A6'],
      ] as const)
    : ([
        ['SINGLE', 'WEB', 2, 'V5'],
        ['HELP_FEEDBACK', 'APP', 2, 'A6'],
      ] as const);
  return series.flatMap(([channel, type, releases, prefix]) =>
    Array.from({ length: releases }, (_, index) => {
      const releaseVersion = `${prefix}.${releases + 10 - index}.0`;
      const highlights = rng.sample(features, rng.int(1, 3));
      const fixed = rng.sample(fixes, rng.int(1, 3));
      return {
        data: {
          channel,
          type,
          releaseVersion,
          title: `${updateLogTypeNames[type]} ${releaseVersion} 版本更新`,
          releaseDate: day(7 - index * 14),
          summary: `本次更新带来${highlights.join('、')}等功能，并修复了若干问题。`,
          content:
            `<h3>新功能</h3><ul>${highlights.map((item) => `<li>${item}</li>`).join('')}</ul>` +
            `<h3>优化与修复</h3><ul>${fixed.map((item) => `<li>${item}</li>`).join('')}</ul>`,
          highlights,
          language: 'zh_cn',
          notifyUsers: index <= 1,
          status: index === 0 ? 'DRAFT' : rng.chance(0.08) ? 'OFFLINE' : 'PUBLISHED',
        },
      };
    }),
  );
}

/** Three documents per topic (a guide, a setup note, a FAQ digest), and English guides of the main topics. */
function planDocuments(
  rng: Random,
  themeRows: Rows<typeof helpDocThemeResource>,
  day: DayOf,
  demo: boolean,
): Rows<typeof helpDocumentResource> {
  const templates = [
    ['操作指南', '一步步带您完成常用操作。'],
    ['配置说明', '面向管理员的配置项说明与推荐设置。'],
    ['常见问题汇总', '汇总用户最常遇到的问题与解决办法。'],
  ] as const;
  const picked = demo ? themeRows : themeRows.slice(0, 2);
  const document = (
    themeCode: string,
    docCode: string,
    title: string,
    summary: string,
    language: 'zh_cn' | 'en',
  ): Rows<typeof helpDocumentResource>[number] => {
    const status = rng.weighted([
      ['PUBLISHED', 70],
      ['IN_REVIEW', 10],
      ['DRAFT', 12],
      ['OFFLINE', 8],
    ] as const);
    const published = status === 'PUBLISHED' || status === 'OFFLINE';
    return {
      data: {
        docCode,
        title,
        themeCode,
        summary,
        content: `<h2>${title}</h2><p>${summary}</p><ol><li>进入对应功能页面。</li><li>按页面提示填写信息。</li><li>保存并提交。</li></ol>`,
        keywords: [title.slice(0, 4)],
        client: 'ALL',
        language,
        author: rng.pick(contentTeam),
        ...(published && { reviewerName: rng.pick(contentTeam), publishedDate: day(-rng.int(5, 700)) }),
        revision: rng.int(1, 6),
        viewCount: published ? rng.logNormal(600, 1.1, 0, 80_000) : 0,
        status,
      },
    };
  };
  const rows = picked.flatMap(({ data: { themeCode, themeName } }) =>
    (demo ? templates : templates.slice(0, 2)).map(([suffix, summary], index) =>
      document(
        themeCode,
        `DOC-${themeCode.replace(/[._]/g, '-')}-${String(index + 1).padStart(2, '0')}`,
        `${themeName}${suffix}`,
        summary,
        'zh_cn',
      ),
    ),
  );
  if (!demo) return rows;
  const english = themeRows
    .filter(({ data }) => !data.parentThemeCode)
    .slice(0, 8)
    .map(({ data: { themeCode, themeNameEn } }) =>
      document(
        themeCode,
        `DOC-${themeCode.replace(/[._]/g, '-')}-01`,
        `${themeNameEn}: user guide`,
        'Step by step through the everyday tasks.',
        'en',
      ),
    );
  return [...rows, ...english];
}

// Stand-alone pages: code, name, type, address, language, topic.
// prettier-ignore
const separatePages = [
  ['HELP-HOME-ZH', '帮助中心首页', 'HELP_HOME', 'home', 'zh_cn', undefined],
  ['HELP-HOME-EN', 'Help center home', 'HELP_HOME', 'home', 'en', undefined],
  ['TOPIC-E-INVOICE', '全电发票专题', 'TOPIC', 'e-invoice', 'zh_cn', 'INVOICE'],
  ['HELP-HOME-JA', 'ヘルプセンター', 'HELP_HOME', 'home', 'ja', undefined],
  ['TOPIC-TRAVEL-POLICY', '差旅管控专题', 'TOPIC', 'travel-policy', 'zh_cn', 'TRAVEL'],
  ['TOPIC-YEAR-END', '年终结账专题', 'TOPIC', 'year-end', 'zh_cn', 'EXPENSE'],
  ['TOPIC-BUDGET', '预算管控专题', 'TOPIC', 'budget', 'zh_cn', 'BUDGET'],
  ['TOPIC-DINGTALK', '钉钉集成专题', 'TOPIC', 'dingtalk', 'zh_cn', 'INTEGRATION.DINGTALK'],
  ['TOPIC-WECOM', '企业微信集成专题', 'TOPIC', 'wecom', 'zh_cn', 'INTEGRATION.WECOM'],
  ['TOPIC-FEISHU', '飞书集成专题', 'TOPIC', 'feishu', 'zh_cn', 'INTEGRATION.FEISHU'],
  ['INTRO-EXPENSE', '费控产品介绍', 'PRODUCT_INTRO', 'expense', 'zh_cn', 'EXPENSE'],
  ['INTRO-TRAVEL', '商旅产品介绍', 'PRODUCT_INTRO', 'travel', 'zh_cn', 'TRAVEL'],
  ['INTRO-E-ARCHIVE', '电子档案产品介绍', 'PRODUCT_INTRO', 'e-archive', 'zh_cn', 'E_ARCHIVE'],
  ['INTRO-ZHENXUAN', '甄选商旅介绍', 'PRODUCT_INTRO', 'zhenxuan', 'zh_cn', 'ZHENXUAN'],
  ['LANDING-SPRING', '春季上新', 'LANDING', 'spring', 'zh_cn', undefined],
  ['LANDING-E-ARCHIVE-TRIAL', '电子档案免费试用', 'LANDING', 'e-archive-trial', 'zh_cn', 'E_ARCHIVE'],
  ['LANDING-WEBINAR', '直播课报名', 'LANDING', 'webinar', 'zh_cn', undefined],
  ['FAQ-NEWCOMER', '新手常见问题', 'FAQ', 'newcomer-faq', 'zh_cn', 'ACCOUNT'],
  ['FAQ-ADMIN', '管理员常见问题', 'FAQ', 'admin-faq', 'zh_cn', 'ACCOUNT'],
  ['FAQ-EN', 'Frequently asked questions', 'FAQ', 'faq', 'en', undefined],
] as const;

function planSeparatePages(rng: Random, day: DayOf, demo: boolean): Rows<typeof helpSeparatePageResource> {
  return (demo ? separatePages : separatePages.slice(0, 3)).map(
    ([pageCode, pageName, pageType, slug, language, themeCode], index) => {
      const status =
        index === separatePages.length - 2
          ? 'DRAFT'
          : pageType === 'LANDING' && rng.chance(0.5)
            ? 'OFFLINE'
            : 'PUBLISHED';
      return {
        data: {
          pageCode,
          pageName,
          pageType,
          slug,
          ...(themeCode && (demo || !themeCode.includes('.')) && { themeCode }),
          client: pageType === 'LANDING' ? 'H5' : 'ALL',
          language,
          seoTitle: `${pageName} - OpsDesk 帮助中心`,
          seoKeywords: [pageName],
          content: `<h1>${pageName}</h1><p>${pageName}的内容由运营团队维护。</p>`,
          ownerName: rng.pick(contentTeam),
          ...(status !== 'DRAFT' && { publishedDate: day(-rng.int(10, 500)) }),
          status,
        },
      };
    },
  );
}

const operatorEmails: Readonly<Record<(typeof contentTeam)[number], string>> = {
  赵内容: 'content@opsdesk.example',
  钱晓雯: 'qian.xiaowen@opsdesk.example',
  孙立: 'sun.li@opsdesk.example',
  李嘉怡: 'li.jiayi@opsdesk.example',
  周航: 'zhou.hang@opsdesk.example',
  吴倩: 'wu.qian@opsdesk.example',
  郑博文: 'zheng.bowen@opsdesk.example',
};

/** The change log of the stand-alone pages: created, edited, published, sometimes taken down or rolled back. */
function planSeparatePageLogs(
  rng: Random,
  pages: Rows<typeof helpSeparatePageResource>,
  now: Date,
  demo: boolean,
): Rows<typeof helpSeparatePageLogResource> {
  const summaries = {
    CREATE: '新建页面',
    UPDATE: '更新页面内容与配图',
    PUBLISH: '发布页面',
    OFFLINE: '活动结束，下线页面',
    ROLLBACK: '内容有误，回滚到上一版本',
    DELETE: '删除页面',
  } as const;
  const entries = pages.flatMap(({ data: { pageCode, pageName, status } }) => {
    const operations: (keyof typeof summaries)[] = ['CREATE'];
    for (let edits = rng.int(1, 4); edits > 0; edits -= 1) operations.push('UPDATE');
    if (rng.chance(0.2)) operations.push('ROLLBACK');
    if (status !== 'DRAFT') operations.push('PUBLISH');
    if (status === 'OFFLINE') operations.push('OFFLINE');
    let at = -rng.int(60, 600);
    let version = 0;
    return operations.map((operation) => {
      at += rng.int(1, 20) + rng.next();
      version =
        operation === 'ROLLBACK'
          ? Math.max(1, version - 1)
          : operation === 'CREATE' || operation === 'UPDATE'
            ? version + 1
            : version;
      const operatorName = rng.pick(contentTeam);
      const operatedAt = instantAfter(now, Math.min(at, -0.1));
      return {
        createdAt: operatedAt,
        data: {
          pageCode,
          pageName,
          operation,
          pageVersion: Math.max(version, 1),
          operatorName,
          operatorEmail: operatorEmails[operatorName],
          operatedAt: operatedAt.toISOString(),
          summary: summaries[operation],
          spanId: rng.chars(HEX, 16),
        },
      };
    });
  });
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return entries.slice(-(demo ? 150 : 5));
}

const policyTypeCodes = {
  PRIVACY_POLICY: 'PRIVACY',
  USER_AGREEMENT: 'UA',
  SERVICE_AGREEMENT: 'SA',
  DATA_PROCESSING_AGREEMENT: 'DPA',
  COOKIE_POLICY: 'COOKIE',
  CHILDREN_PRIVACY: 'CHILD',
} as const;
type PolicyType = keyof typeof policyTypeCodes;

const policyTitles: Readonly<Record<PolicyType, Readonly<Record<'zh_cn' | 'en' | 'ja', string>>>> = {
  PRIVACY_POLICY: { zh_cn: '隐私政策', en: 'Privacy Policy', ja: 'プライバシーポリシー' },
  USER_AGREEMENT: { zh_cn: '用户服务协议', en: 'User Agreement', ja: '利用規約' },
  SERVICE_AGREEMENT: {
    zh_cn: '企业服务协议',
    en: 'Enterprise Service Agreement',
    ja: '法人向けサービス契約',
  },
  DATA_PROCESSING_AGREEMENT: { zh_cn: '数据处理协议', en: 'Data Processing Agreement', ja: 'データ処理契約' },
  COOKIE_POLICY: { zh_cn: 'Cookie 政策', en: 'Cookie Policy', ja: 'Cookie ポリシー' },
  CHILDREN_PRIVACY: {
    zh_cn: '儿童个人信息保护规则',
    en: "Children's Privacy Notice",
    ja: '児童の個人情報保護方針',
  },
};

/** Every version of the policies: the latest effective one current, the older ones superseded, the next one a draft. */
function planPolicies(day: DayOf, demo: boolean): Rows<typeof productPolicyResource> {
  // prettier-ignore
  const versions: readonly (readonly [PolicyType, 'zh_cn' | 'en' | 'ja', string, number])[] = demo
    ? [
        ['PRIVACY_POLICY', 'zh_cn', '1.0', -1500], ['PRIVACY_POLICY', 'zh_cn', '2.0', -1100], ['PRIVACY_POLICY', 'zh_cn', '2.1', -800],
        ['PRIVACY_POLICY', 'zh_cn', '3.0', -420], ['PRIVACY_POLICY', 'zh_cn', '3.1', -200], ['PRIVACY_POLICY', 'zh_cn', '3.2', -40],
        ['PRIVACY_POLICY', 'zh_cn', '3.3', 20], ['PRIVACY_POLICY', 'en', '2.0', -1000], ['PRIVACY_POLICY', 'en', '3.0', -400],
        ['PRIVACY_POLICY', 'en', '3.2', -30], ['PRIVACY_POLICY', 'ja', '3.0', -380], ['PRIVACY_POLICY', 'ja', '3.2', -25],
        ['USER_AGREEMENT', 'zh_cn', '1.0', -1500], ['USER_AGREEMENT', 'zh_cn', '1.5', -900], ['USER_AGREEMENT', 'zh_cn', '2.0', -300],
        ['USER_AGREEMENT', 'en', '2.0', -290], ['SERVICE_AGREEMENT', 'zh_cn', '1.0', -1200], ['SERVICE_AGREEMENT', 'zh_cn', '2.0', -365],
        ['SERVICE_AGREEMENT', 'en', '2.0', -350], ['DATA_PROCESSING_AGREEMENT', 'zh_cn', '1.0', -500],
        ['DATA_PROCESSING_AGREEMENT', 'en', '1.0', -480], ['DATA_PROCESSING_AGREEMENT', 'en', '1.1', 10],
        ['COOKIE_POLICY', 'en', '1.0', -600], ['CHILDREN_PRIVACY', 'zh_cn', '1.0', -700],
      ]
    : [
        ['PRIVACY_POLICY', 'zh_cn', '3.1', -200],
        ['PRIVACY_POLICY', 'zh_cn', '3.2', -40],
        ['SERVICE_AGREEMENT', 'zh_cn', '2.0', -365],
      ];
  const latest = new Map<string, number>();
  for (const [type, language, , effective] of versions)
    if (effective <= 0)
      latest.set(`${type}/${language}`, Math.max(latest.get(`${type}/${language}`) ?? -Infinity, effective));
  return versions.map(([policyType, language, policyVersion, effective]) => {
    const title = policyTitles[policyType][language];
    const status =
      effective > 0
        ? 'DRAFT'
        : latest.get(`${policyType}/${language}`) === effective
          ? 'PUBLISHED'
          : 'SUPERSEDED';
    return {
      data: {
        policyCode: `PP-${policyTypeCodes[policyType]}-${language === 'zh_cn' ? 'ZH' : language.toUpperCase()}-${policyVersion}`,
        policyType,
        title,
        policyVersion,
        language,
        client: 'ALL',
        content: `<h1>${title}</h1><p>版本 ${policyVersion}</p><h2>一、我们收集的信息</h2><p>……</p><h2>二、信息的使用</h2><p>……</p><h2>三、您的权利</h2><p>……</p>`,
        changeSummary: policyVersion.endsWith('.0')
          ? '重大修订：调整个人信息的处理目的与第三方共享范围。'
          : '文字性修订：更新联系方式与第三方服务清单。',
        effectiveDate: day(effective),
        requireReconsent: policyVersion.endsWith('.0'),
        ownerName: '法务部 宋律',
        ...(status !== 'DRAFT' && { publishedDate: day(effective - 7) }),
        status,
      },
    };
  });
}

/** Tenants' acceptance of the current privacy policy and service agreement (and some of the version before). */
function planAcceptances(
  rng: Random,
  customers: readonly TenantSketch[],
  policies: Rows<typeof productPolicyResource>,
  now: Date,
  demo: boolean,
): Rows<typeof productPolicyAcceptanceResource> {
  const current = (type: PolicyType, language: string) =>
    policies.find(
      ({ data }) => data.policyType === type && data.language === language && data.status === 'PUBLISHED',
    )?.data ??
    policies.find(
      ({ data }) => data.policyType === type && data.language === 'zh_cn' && data.status === 'PUBLISHED',
    )?.data;
  const previous = policies
    .filter(({ data }) => data.policyType === 'PRIVACY_POLICY' && data.status === 'SUPERSEDED')
    .at(-1)?.data;
  return rng.sample(customers, demo ? 65 : 2).flatMap((tenant) => {
    const language = tenant.locale === 'zh' ? 'zh_cn' : 'en';
    const accept = (policy: NonNullable<ReturnType<typeof current>>, expired: boolean) => {
      const status = expired
        ? ('EXPIRED' as const)
        : rng.weighted([
            ['ACCEPTED', 78],
            ['PENDING', 17],
            ['DECLINED', 5],
          ] as const);
      const effective = Math.max(Date.parse(`${policy.effectiveDate}T00:00:00Z`), tenant.createdAt.getTime());
      const acceptedAt = new Date(
        Math.min(
          effective + rng.int(0, 20) * 86_400_000 + rng.int(1, 36_000) * 1000,
          now.getTime() - 3_600_000,
        ),
      );
      const answered = status !== 'PENDING';
      return {
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          policyCode: policy.policyCode,
          policyType: policy.policyType,
          policyVersion: policy.policyVersion,
          acceptanceStatus: status,
          ...(answered &&
            tenant.contact && { acceptedByName: tenant.contact.name, acceptedByEmail: tenant.contact.email }),
          ...(answered && { acceptedAt: acceptedAt.toISOString() }),
          ...(answered && {
            channel: rng.weighted([
              ['ADMIN_CONSOLE', 70],
              ['MOBILE_APP', 10],
              ['SIGNED_CONTRACT', 15],
              ['OFFLINE', 5],
            ] as const),
          }),
          ...(tenant.groupCode === 'KA' &&
            rng.chance(0.5) && {
              customTerms:
                '经双方协商，个人信息在合同终止后保存期限调整为 3 年，并由客户指定的数据中心存储。',
            }),
          ...(status === 'DECLINED' && { remark: '客户法务要求修改第三方共享条款，商务跟进中。' }),
        },
      };
    };
    const privacy = current('PRIVACY_POLICY', language);
    const service = current('SERVICE_AGREEMENT', language);
    return [
      ...(privacy ? [accept(privacy, false)] : []),
      ...(service ? [accept(service, false)] : []),
      ...(demo && previous && language === 'zh_cn' && rng.chance(0.2) ? [accept(previous, true)] : []),
    ];
  });
}

/** System messages of the last year and the coming days. */
function planSystemInfo(
  rng: Random,
  customers: readonly TenantSketch[],
  now: Date,
  demo: boolean,
): Rows<typeof systemInfoResource> {
  // prettier-ignore
  const bank = [
    ['MAINTENANCE', 'IMPORTANT', '系统维护通知', '我们将于周六 22:00 至次日 02:00 进行系统维护，期间暂停服务，请提前安排。'],
    ['MAINTENANCE', 'URGENT', '紧急维护通知', '因机房网络故障，部分功能访问缓慢，工程师正在处理。'],
    ['RELEASE', 'NORMAL', '新版本发布', '新版本已发布，新增批量审批与全电发票自动查验。'],
    ['RELEASE', 'NORMAL', 'App 新版本上线', 'App 新版本上线，请前往应用商店更新。'],
    ['SECURITY', 'IMPORTANT', '账号安全提醒', '近期发现仿冒登录页面，请认准官方域名并开启二次验证。'],
    ['SECURITY', 'URGENT', '密码策略升级', '为保障账号安全，密码须包含大小写字母、数字和特殊字符，请尽快修改。'],
    ['BILLING', 'IMPORTANT', '服务即将到期提醒', '贵公司的服务将于 30 天后到期，请联系客户成功经理办理续费。'],
    ['BILLING', 'NORMAL', '账单已生成', '上月账单已生成，可在“费用中心”查看并下载。'],
    ['NOTICE', 'NORMAL', '节假日服务安排', '节假日期间客服 9:00-18:00 在线，付款处理顺延至节后。'],
    ['NOTICE', 'NORMAL', '发票查验服务调整', '税局接口升级期间，发票查验每日 0:00-6:00 暂停。'],
  ] as const;
  return Array.from({ length: demo ? 60 : 3 }, (_, index) => {
    const [infoType, level, title, content] = rng.pick(bank);
    const offset = -rng.int(-10, 365) - rng.next();
    const publishAt = instantAfter(now, offset);
    const status =
      offset > 0 ? (rng.chance(0.7) ? 'SCHEDULED' : 'DRAFT') : rng.chance(0.92) ? 'PUBLISHED' : 'WITHDRAWN';
    const date = publishAt.toISOString().slice(0, 10);
    return {
      data: {
        infoCode: `SI-${compact(date)}-${String(index + 1).padStart(3, '0')}`,
        title,
        infoType,
        level,
        content,
        channels:
          level === 'URGENT' ? ['IN_APP', 'SMS', 'PUSH'] : rng.chance(0.5) ? ['IN_APP', 'EMAIL'] : ['IN_APP'],
        ...(infoType === 'BILLING'
          ? { audience: 'LICENSED' as const, tenantCodes: [] }
          : audienceOf(rng, customers)),
        publishAt: publishAt.toISOString(),
        expireDate: dateAfter(publishAt, 30),
        senderName: rng.pick(contentTeam),
        readCount: status === 'PUBLISHED' || status === 'WITHDRAWN' ? rng.logNormal(3000, 1, 0, 500_000) : 0,
        status,
      },
    };
  });
}

/** The welcome texts in use, the next one, and the archived ones. */
function planWelcomeInfo(
  rng: Random,
  customers: readonly TenantSketch[],
  day: DayOf,
  demo: boolean,
): Rows<typeof welcomeInfoResource> {
  // prettier-ignore
  const greetings = [
    ['日常问候', '{name}，早上好！今天也要高效报销哦。'], ['Daily greeting', 'Good morning, {name}! Welcome back.'],
    ['移动端问候', '{name}，欢迎回来，待审批单据一目了然。'], ['夏季问候', '{name}，夏日炎炎，出差请注意防暑。'],
    ['春节问候', '{name}，新春快乐，祝您阖家幸福！'], ['国庆问候', '{name}，国庆快乐，出行请合理安排行程。'],
    ['年终问候', '{name}，年终结账季到了，记得及时提交报销。'], ['中秋问候', '{name}，中秋快乐，月圆人团圆。'],
    ['元旦问候', '{name}，新年新气象，祝您元旦快乐！'], ['开工问候', '{name}，开工大吉，新的一年继续加油！'],
    ['端午问候', '{name}，端午安康！'], ['周年问候', '{name}，感谢您一路相伴，我们三周年啦！'],
    ['秋季问候', '{name}，秋高气爽，差旅愉快。'], ['冬季问候', '{name}，天冷了，出差请注意保暖。'],
    ['新版问候', '{name}，全新版本已上线，快来体验吧。'], ['安全提醒', '{name}，请定期修改密码，保护账号安全。'],
    ['预算季问候', '{name}，预算编制季开始了。'], ['五一问候', '{name}，劳动节快乐！'],
    ['清明问候', '{name}，清明假期出行请注意安全。'], ['妇女节问候', '{name}，女神节快乐！'],
  ] as const;
  const rows = (demo ? greetings : greetings.slice(0, 3)).map(([title, greeting], index) => {
    // The first texts are current (one of them still a draft); the rest are the history.
    const current = index < (demo ? 4 : 2);
    const start = current ? (index === 3 ? 10 : -rng.int(5, 60)) : -rng.int(60, 900);
    const english = /^[A-Za-z]/.test(title);
    return {
      data: {
        welcomeCode: `WEL-${compact(day(start)).slice(0, 6)}-${String(index + 1).padStart(2, '0')}`,
        title,
        greeting,
        client: index === 2 ? ('APP' as const) : ('ALL' as const),
        language: english ? ('en' as const) : ('zh_cn' as const),
        ...(english ? { audience: 'ALL' as const, tenantCodes: [] } : audienceOf(rng, customers)),
        ...(rng.chance(0.5) && { backgroundImageOid: imageOid(`welcome/${index}`) }),
        startDate: day(start),
        ...(!current && { endDate: day(start + rng.int(7, 40)) }),
        status: current ? (index === 3 ? ('DRAFT' as const) : ('ONLINE' as const)) : ('OFFLINE' as const),
        archived: !current,
      },
    };
  });
  return rows;
}

// prettier-ignore
const marketingBank = [
  ['E_ARCHIVE', 'POPUP', '电子档案 30 天免费试用', '会计档案无纸化，一键归档报销单与凭证。'],
  ['E_ARCHIVE', 'EMAIL', '电子会计档案合规白皮书', '下载白皮书，了解电子会计档案的合规要求。'],
  ['E_ARCHIVE', 'BANNER', '档案归档效率提升 80%', '客户案例：制造业集团的电子档案实践。'],
  ['TRAVEL', 'POPUP', '甄选商旅机票特惠', '企业专享协议价，机票低至 5 折。'],
  ['TRAVEL', 'IN_APP_MESSAGE', '酒店协议价上新', '全国 3 万家酒店协议价已上线。'],
  ['TRAVEL', 'SMS', '差旅管控升级', '按城市级别配置差旅标准，超标自动提醒。'],
  ['INVOICE', 'BANNER', '全电发票自动查验', '全电发票上传即查验，杜绝重复报销。'],
  ['INVOICE', 'EMAIL', '发票助手小程序上线', '员工扫码即可收集发票。'],
  ['EXPENSE', 'POPUP', '预算管控 2.0', '预算实时占用，超支提前预警。'],
  ['EXPENSE', 'IN_APP_MESSAGE', '财务共享中心解决方案', '了解头部企业如何搭建财务共享中心。'],
  ['PAYMENT', 'BANNER', '企业支付上线', '对公付款直连银行，付款状态实时回传。'],
  ['PAYMENT', 'EMAIL', '银企直连免费开通', '限时免费开通银企直连服务。'],
] as const;

/** Marketing messages of the last months, promoting each product line. */
function planMarketingInfo(
  rng: Random,
  customers: readonly TenantSketch[],
  day: DayOf,
  demo: boolean,
): Rows<typeof marketingInfoResource> {
  return Array.from({ length: demo ? 40 : 3 }, (_, index) => {
    const [productLine, infoType, title, content] = demo
      ? rng.pick(marketingBank)
      : (marketingBank[index * 3] ?? marketingBank[0]);
    const start = -rng.int(-20, 300);
    const end = start + rng.int(10, 45);
    const status =
      start > 0
        ? rng.weighted([
            ['DRAFT', 50],
            ['PENDING_REVIEW', 50],
          ] as const)
        : end < 0
          ? 'OFFLINE'
          : 'PUBLISHED';
    const impressionCount =
      status === 'PUBLISHED' || status === 'OFFLINE' ? rng.logNormal(15_000, 1, 100, 800_000) : 0;
    return {
      data: {
        infoCode: `MK-${compact(day(start)).slice(0, 6)}-${String(index + 1).padStart(2, '0')}`,
        title,
        productLine,
        infoType,
        content: `<p>${content}</p>`,
        ...(infoType !== 'SMS' && infoType !== 'EMAIL' && { imageOid: imageOid(`marketing/${index}`) }),
        linkUrl: `https://www.opsdesk.example/campaign/${productLine.toLowerCase().replace('_', '-')}-${index + 1}`,
        ...(infoType === 'POPUP' && { buttonText: '立即了解' }),
        ...audienceOf(rng, customers),
        startDate: day(start),
        endDate: day(end),
        frequency: rng.pick(['ONCE', 'DAILY', 'EVERY_LOGIN'] as const),
        ownerName: rng.pick(marketingTeam),
        impressionCount,
        clickCount: Math.round(impressionCount * (0.01 + rng.next() * 0.05)),
        status,
      },
    };
  });
}

/** Who asked not to receive a message: whole tenants, mobiles, e-mail addresses. */
function planBlackList(
  rng: Random,
  customers: readonly TenantSketch[],
  marketing: Rows<typeof marketingInfoResource>,
  day: DayOf,
  demo: boolean,
): Rows<typeof marketingBlackListResource> {
  const sent = marketing.filter(({ data }) => data.status === 'PUBLISHED' || data.status === 'OFFLINE');
  const messages = sent.length > 0 ? sent : marketing;
  const reasons = [
    '客户要求不再推送营销信息',
    '竞品客户，不推送',
    '投诉过度打扰',
    '合同约定不发送营销信息',
    '测试账号',
  ] as const;
  return Array.from({ length: demo ? 60 : 3 }, () => {
    const message = rng.pick(messages).data;
    const tenant = rng.pick(customers);
    const targetType = rng.weighted([
      ['TENANT', 30],
      ['MOBILE', 45],
      ['EMAIL', 25],
    ] as const);
    return {
      ...(targetType === 'TENANT' && { refs: { tenantId: tenantKey(tenant.code) } }),
      data: {
        marketingInfoCode: message.infoCode,
        targetType,
        ...(targetType === 'MOBILE' && { mobile: chinaMobile(rng) }),
        ...(targetType === 'EMAIL' && {
          email: `${rng.pick(['finance', 'admin', 'hr', 'travel', 'it'])}${rng.int(1, 99)}@${tenant.domain}`,
        }),
        reason: rng.pick(reasons),
        addedBy: rng.pick(marketingTeam),
        addedDate: day(-rng.int(0, 200)),
      },
    };
  });
}

/** Sales leads: companies across China that showed interest, at every step of the follow-up. */
function planClues(
  rng: Random,
  marketing: Rows<typeof marketingInfoResource>,
  day: DayOf,
  demo: boolean,
): Rows<typeof marketingClueResource> {
  const names = new Set<string>();
  const scales = ['LT_100', 'FROM_100_TO_499', 'FROM_500_TO_999', 'FROM_1000_TO_4999', 'GTE_5000'] as const;
  const products = ['EXPENSE', 'TRAVEL', 'INVOICE', 'E_ARCHIVE', 'PAYMENT'] as const;
  // Leads are named after their city, not a district or a county.
  const cities = chineseCities.filter(
    (city) => city.type === CityType.MUNICIPALITY || city.type === CityType.PREFECTURE,
  );
  return Array.from({ length: demo ? 150 : 5 }, (_, index) => {
    const city = rng.pick(cities);
    let companyName = '';
    let industry = '';
    let domain = '';
    for (let attempt = 0; attempt < 20 && (companyName === '' || names.has(companyName)); attempt += 1) {
      const [brand, brandLatin] = rng.pick(chineseBrands);
      const [phrase, sector, sectorLatin] = rng.pick(chineseIndustries);
      industry = sector;
      domain = `${brandLatin}${sectorLatin}.example`;
      companyName = `${city.name}${brand}${phrase}${rng.weighted(chineseLegalForms)}`;
    }
    names.add(companyName);
    const receivedDate = day(-rng.int(0, 240));
    const source = rng.weighted([
      ['WEBSITE', 30],
      ['MARKETING_INFO', 20],
      ['EXHIBITION', 12],
      ['REFERRAL', 12],
      ['TELEMARKETING', 10],
      ['FREE_TRIAL', 12],
      ['PARTNER', 4],
    ] as const);
    const status = rng.weighted([
      ['NEW', 20],
      ['ASSIGNED', 15],
      ['FOLLOWING', 30],
      ['CONVERTED', 15],
      ['INVALID', 20],
    ] as const);
    const assigned = status !== 'NEW';
    const followed = status === 'FOLLOWING' || status === 'CONVERTED' || status === 'INVALID';
    const message =
      source === 'MARKETING_INFO' && marketing.length > 0 ? rng.pick(marketing).data : undefined;
    const [contactName, contactLatin] = chineseNameWithLatin(rng);
    return {
      data: {
        clueCode: `CL${compact(receivedDate)}${String(index + 1).padStart(4, '0')}`,
        companyName,
        contactName,
        contactMobile: chinaMobile(rng),
        ...(rng.chance(0.6) && { contactEmail: `${contactLatin}@${domain}` }),
        contactPosition: rng.pick(['财务总监', '财务经理', '行政经理', 'CFO', '信息化负责人', '费用会计']),
        industry,
        employeeScale: rng.pick(scales),
        cityAdCode: city.adCode,
        source,
        ...(message && { marketingInfoCode: message.infoCode }),
        interestedProducts: message ? [message.productLine] : rng.sample(products, rng.int(1, 3)),
        receivedDate,
        ...(assigned && { ownerName: rng.pick(salesTeam) }),
        ...(followed && { lastFollowDate: day(-rng.int(0, 30)) }),
        ...((status === 'ASSIGNED' || status === 'FOLLOWING') && { nextFollowDate: day(rng.int(1, 21)) }),
        ...(followed && {
          followUpNote:
            status === 'INVALID'
              ? '多次联系未接通，客户暂无采购计划。'
              : status === 'CONVERTED'
                ? '已完成方案演示与报价，客户签约。'
                : '已电话沟通需求，约定下周上门演示。',
        }),
        status,
      },
    };
  });
}

/** Questionnaires of the last year: closed ones with their results, open ones collecting, drafts. */
function planQuestionnaires(
  rng: Random,
  customers: readonly TenantSketch[],
  day: DayOf,
  demo: boolean,
): Rows<typeof questionnaireResource> {
  // prettier-ignore
  const bank = [
    ['NPS', '客户净推荐值调查', ['您有多大可能向同行推荐我们的产品？（0-10 分）', '您给出这个分数的主要原因是什么？']],
    ['SATISFACTION', '客服满意度调查', ['您对本次客服服务是否满意？', '客服是否解决了您的问题？', '您对客服还有什么建议？']],
    ['PRODUCT_RESEARCH', '报销体验调研', ['您平均每月提交几张报销单？', '提交报销单时最耗时的环节是什么？', '您希望增加哪些功能？']],
    ['PRODUCT_RESEARCH', '移动端使用调研', ['您最常在手机上使用哪些功能？', '您对 App 的流畅度打几分？']],
    ['CANCELLATION', '停用原因调查', ['您停止使用的主要原因是什么？', '有什么改进能让您重新使用？']],
    ['EVENT_FEEDBACK', '财务共享峰会反馈', ['您对本次峰会的整体评价？', '您最感兴趣的议题是？', '您希望下次峰会讨论什么话题？']],
  ] as const;
  return Array.from({ length: demo ? 18 : 2 }, (_, index) => {
    const [questionnaireType, baseTitle, questions] = demo ? rng.pick(bank) : (bank[index] ?? bank[0]);
    const start = -rng.int(-15, 360);
    const end = start + rng.int(14, 45);
    const status = start > 0 ? 'DRAFT' : end < 0 ? 'CLOSED' : 'PUBLISHED';
    const startDate = day(start);
    const responseCount = status === 'DRAFT' ? 0 : rng.logNormal(400, 1, 5, 20_000);
    const scored =
      questionnaireType === 'NPS' ||
      questionnaireType === 'SATISFACTION' ||
      questionnaireType === 'EVENT_FEEDBACK';
    return {
      data: {
        questionnaireCode: `QN-${compact(startDate).slice(0, 6)}-${String(index + 1).padStart(2, '0')}`,
        title: `${startDate.slice(0, 4)} 年${baseTitle}`,
        questionnaireType,
        description: '感谢您抽出宝贵时间参与调查，您的意见将帮助我们改进产品与服务。',
        questions: [...questions],
        client: rng.pick(contentClients),
        ...audienceOf(rng, customers),
        startDate,
        endDate: day(end),
        anonymous: questionnaireType === 'CANCELLATION' || rng.chance(0.3),
        ownerName: rng.pick([...contentTeam, ...marketingTeam]),
        responseCount,
        ...(scored && status !== 'DRAFT' && { averageScore: Math.round((6 + rng.next() * 3.5) * 10) / 10 }),
        status,
      },
    };
  });
}
