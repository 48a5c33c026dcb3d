import { describe, expect, test } from 'vitest';
import type { FieldOption, ResourceScreen } from '../resources/types';
import { orderScreen } from './finance/order/definition';

// The selects these screens once wrote themselves now come from the fields' descriptions in
// @opsdesk/api: the same values (numbers where the field holds numbers), in the same order, with
// the same words in the shell's languages and the same tones.

const screens = import.meta.glob<{ screen: ResourceScreen }>('./**/screen.ts', { eager: true });

function screenAt(path: string): ResourceScreen {
  const module = screens[`./${path}/screen.ts`];
  if (!module) throw new Error(`no screen at ${path}`);
  return module.screen;
}

type Row = readonly [value: FieldOption['value'], zh: string, en: string, ja: string, tone?: string];

/** The options of a screen's field as rows: value, its words in the shell's languages, its tone. */
function rowsOf(screen: ResourceScreen, field: string): Row[] {
  const input = screen.fields[field]?.input;
  expect(input?.type).toBe('select');
  const options = input?.type === 'select' ? input.options : [];
  return options.map(({ value, label, tone }) =>
    tone ? [value, label['zh-CN'], label.en, label.ja, tone] : [value, label['zh-CN'], label.en, label.ja],
  );
}

const productLines: Row[] = [
  ['智能费控', '智能费控', 'Spend management', '経費管理'],
  ['商旅管理', '商旅管理', 'Business travel', '出張管理'],
  ['发票云', '发票云', 'Invoice cloud', '請求書クラウド'],
  ['财务共享', '财务共享', 'Shared finance services', '財務シェアード'],
  ['企业支付', '企业支付', 'Corporate payments', '法人決済'],
  ['专业服务', '专业服务', 'Professional services', 'プロフェッショナルサービス'],
];
const taxRates: Row[] = [0, 1, 3, 5, 6, 9, 13].map((rate) => [rate, `${rate}%`, `${rate}%`, `${rate}%`]);
const documentCategories: Row[] = [
  [1002, '报销单', 'Reimbursement', '経費精算'],
  [3004, '对公支付单', 'Public payment', '法人支払'],
  [1001, '申请单', 'Application', '申請'],
  [2007, '对公申请单', 'Public application', '法人申請'],
  [3001, '借款单', 'Loan', '仮払'],
  [1701, '预提单', 'Accrual', '未払計上'],
];
const regions: Row[] = [
  ['CN', '中国大陆', 'Chinese Mainland', '中国本土'],
  ['HK', '中国香港', 'Hong Kong, China', '中国香港'],
  ['SG', '新加坡', 'Singapore', 'シンガポール'],
  ['JP', '日本', 'Japan', '日本'],
  ['EU', '欧洲', 'Europe', '欧州'],
  ['US', '美国', 'United States', '米国'],
];
const licences: Row[] = [
  [1, '付费', 'Paid', '有料', 'success'],
  [0, '免费', 'Free', '無料', 'neutral'],
];

describe('the selects the fields’ descriptions give the screens', () => {
  test.each(['finance/catalogueProduct', 'finance/product', 'finance/grossProfit'])(
    '%s offers the product lines by their Chinese names',
    (path) => {
      expect(rowsOf(screenAt(path), 'productLine')).toEqual(productLines);
    },
  );

  test.each([
    'finance/catalogueProduct',
    'finance/product',
    'finance/financeInvoice',
    'finance/financeInvoice/detail',
    'finance/invoice',
    'finance/invoice/detail',
  ])('%s offers China’s VAT rates as numbers', (path) => {
    expect(rowsOf(screenAt(path), 'taxRate')).toEqual(taxRates);
  });

  test('the contract account offers the CRM contract types', () => {
    expect(rowsOf(screenAt('finance/contractAccount'), 'contractType')).toEqual([
      ['STANDARD', '标准合同', 'Standard contract', '標準契約'],
      ['FRAMEWORK', '框架协议', 'Framework agreement', '基本契約'],
      ['SUPPLEMENT', '补充协议', 'Supplementary agreement', '追加契約'],
      ['RENEWAL', '续约合同', 'Renewal contract', '更新契約'],
      ['TRIAL', '试用协议', 'Trial agreement', '試用契約'],
      ['CHANNEL', '渠道合同', 'Channel contract', '代理店契約'],
    ]);
  });

  test('tenant management’s contracts offer and show the contract types by their words too', () => {
    expect(rowsOf(screenAt('tenant/contract'), 'contractType')).toEqual(
      rowsOf(screenAt('finance/contractAccount'), 'contractType'),
    );
    expect(screenAt('tenant/contract').fields.contractType?.display).not.toBe('code');
  });

  test('the order lists offer the buy types in the order types’ words', () => {
    const screen = orderScreen({
      title: { 'zh-CN': '订单', en: 'Orders', ja: '注文' },
      routes: { list: 'order-management' },
      columns: [],
      filters: [],
      actions: [],
    });
    expect(rowsOf(screen, 'businessType')).toEqual([
      ['NEW_PURCHASE', '新购', 'New purchase', '新規購入'],
      ['ADD_ON', '增购', 'Add-on', '追加購入'],
      ['RENEWAL', '续费', 'Renewal', '更新'],
    ]);
  });

  test.each(['tenant/tenant-print-template-comparison', 'tenant/tenant-print-template-document'])(
    '%s offers the label picker’s document categories as numbers, in its order',
    (path) => {
      expect(rowsOf(screenAt(path), 'documentCategory')).toEqual(documentCategories);
    },
  );

  const tenantVariants = Object.keys(screens)
    .filter((path) => path.startsWith('./tenant/tenant/'))
    .map((path) => path.slice(2, -'/screen.ts'.length));

  test('the tenant variants are found', () => {
    expect(tenantVariants.length).toBeGreaterThan(5);
  });

  test.each(tenantVariants)('%s offers the REGION items and the licence, paid first', (path) => {
    const screen = screenAt(path);
    expect(rowsOf(screen, 'region')).toEqual(regions);
    expect(rowsOf(screen, 'licensed')).toEqual(licences);
  });

  test('the cities offer the administrative levels by their Chinese names', () => {
    expect(rowsOf(screenAt('reference/city'), 'typeDescription')).toEqual([
      ['直辖市', '直辖市', 'Municipality', '直轄市'],
      ['地级市', '地级市', 'Prefecture-level city', '地級市'],
      ['县级市', '县级市', 'County-level city', '県級市'],
      ['市辖区', '市辖区', 'District', '市轄区'],
      ['特别行政区', '特别行政区', 'Special administrative region', '特別行政区'],
      ['国际城市', '国际城市', 'International city', '海外都市'],
    ]);
  });

  test('menu registration offers the operate types as numbers', () => {
    expect(rowsOf(screenAt('system/menu-register'), 'operateType')).toEqual([
      [1, '可编辑', 'Read and change', '編集可'],
      [2, '只读', 'Read only', '参照のみ'],
    ]);
  });
});
