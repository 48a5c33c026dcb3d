import type { MenuKey } from '@opsdesk/api';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry, ResourceView, RouteSource, ZhTitle } from '../types';

// Spec §2.7 Finance. Nineteen first-level menus, gathered under three groups without a menu key of
// their own: the finance center, the invoice center and the order center.

type Load = RouteSource['load'];

const route = (
  key: string,
  path: string,
  title: ZhTitle,
  menuKey: MenuKey,
  parent: string,
  view: ResourceView,
  load: Load,
): RouteSource => ({
  kind: 'route',
  key,
  path,
  title,
  menuKey,
  parent,
  view,
  menu: view === 'list',
  load,
});

const contractAccount = () => import('../../features/finance/contractAccount/screen');
const productScreen = () => import('../../features/finance/product/screen');
const catalogueProduct = () => import('../../features/finance/catalogueProduct/screen');
const receiptFlow = () => import('../../features/finance/receiptFlow/screen');
const receivable = () => import('../../features/finance/receivable/screen');
const financeInvoice = () => import('../../features/finance/financeInvoice/screen');
const invoice = () => import('../../features/finance/invoice/screen');
const metadata = () => import('../../features/finance/metadata/screen');
const businessOrder = () => import('../../features/finance/order/business/screen');
const financeOrder = () => import('../../features/finance/order/finance/screen');

export const financeRoutes: readonly CatalogueEntry[] = titledEntries([
  { kind: 'group', key: 'finance-center', title: '财务中心', icon: 'finance' },
  {
    kind: 'group',
    key: 'invoice-center',
    title: '发票中心',
    icon: 'invoice',
  },
  { kind: 'group', key: 'order-center', title: '订单中心', icon: 'order' },

  // Contracts: the contract account and the two kinds of collection plan.
  {
    kind: 'group',
    key: 'finance-contract-management',
    title: '合同管理',
    menuKey: 'finance-contract-management',
    parent: 'finance-center',
  },
  route(
    'finance-contract-account',
    '/main/finance-contract-management/finance-contract-account',
    '合同台账',
    'finance-contract-management',
    'finance-contract-management',
    'list',
    contractAccount,
  ),
  route(
    'finance-contract-account-detail',
    '/main/finance-contract-management/finance-contract-account-detail/:id',
    '合同详情',
    'finance-contract-management',
    'finance-contract-account',
    'detail',
    contractAccount,
  ),
  route(
    'finance-contract-collection-plan',
    '/main/finance-contract-management/finance-contract-collection-plan',
    '合同回款计划',
    'finance-contract-management',
    'finance-contract-management',
    'list',
    () => import('../../features/finance/collectionPlan/screen'),
  ),
  route(
    'finance-zhenxuan-collection-plan',
    '/main/finance-contract-management/finance-zhenxuan-collection-plan',
    '甄选回款计划',
    'finance-contract-management',
    'finance-contract-management',
    'list',
    () => import('../../features/finance/collectionPlan/zhenxuan/screen'),
  ),

  route(
    'finance-customer-management',
    '/main/finance-customer-management',
    '客户管理',
    'finance-customer-management',
    'finance-center',
    'list',
    () => import('../../features/finance/customer/screen'),
  ),
  route(
    'finance-partner-management',
    '/main/finance-partner-management',
    '合作伙伴管理',
    'finance-partner-management',
    'finance-center',
    'list',
    () => import('../../features/finance/partner/screen'),
  ),
  route(
    'finance-product-management',
    '/main/finance-product-management',
    '产品管理',
    'finance-product-management',
    'finance-center',
    'list',
    productScreen,
  ),
  route(
    'finance-product-management-detail',
    '/main/finance-product-management/finance-product-management-detail/:id',
    '产品详情',
    'finance-product-management',
    'finance-product-management',
    'detail',
    productScreen,
  ),
  route(
    'finance-product-management-new',
    '/main/finance-product-management-new',
    '产品管理（新）',
    'finance-product-management-new',
    'finance-center',
    'list',
    catalogueProduct,
  ),
  route(
    'finance-product-management-detail-new',
    '/main/finance-product-management-detail-new/:id',
    '商品详情',
    'finance-product-management-new',
    'finance-product-management-new',
    'detail',
    catalogueProduct,
  ),
  route(
    'finance-project-info-management',
    '/main/finance-project-info-management',
    '项目信息管理',
    'finance-project-info-management',
    'finance-center',
    'list',
    () => import('../../features/finance/project/screen'),
  ),
  route(
    'finance-organization-management',
    '/main/finance-organization-management',
    '组织管理',
    'finance-organization-management',
    'finance-center',
    'list',
    () => import('../../features/finance/organization/screen'),
  ),
  route(
    'finance-inventory-management',
    '/main/finance-inventory-management',
    '存货管理',
    'finance-inventory-management',
    'finance-center',
    'list',
    () => import('../../features/finance/inventory/screen'),
  ),

  // Receipts: bank flows with their write-off detail, and the claims on them.
  {
    kind: 'group',
    key: 'finance-receipt-management',
    title: '收款管理',
    menuKey: 'finance-receipt-management',
    parent: 'finance-center',
  },
  route(
    'finance-receipt-flow',
    '/main/finance-receipt-management/finance-receipt-flow',
    '收款流水',
    'finance-receipt-management',
    'finance-receipt-management',
    'list',
    receiptFlow,
  ),
  route(
    'finance-write-off-detail',
    '/main/finance-receipt-management/finance-write-off-detail/:id',
    '核销详情',
    'finance-receipt-management',
    'finance-receipt-flow',
    'detail',
    receiptFlow,
  ),
  route(
    'finance-receipt-claim',
    '/main/finance-receipt-management/finance-receipt-claim',
    '收款认领',
    'finance-receipt-management',
    'finance-receipt-management',
    'list',
    () => import('../../features/finance/receiptClaim/screen'),
  ),

  route(
    'finance-receivables',
    '/main/finance-receivables',
    '应收管理',
    'finance-receivables',
    'finance-center',
    'list',
    receivable,
  ),
  route(
    'finance-receivables-detail',
    '/main/finance-receivables/finance-receivables-detail/:id',
    '应收详情',
    'finance-receivables',
    'finance-receivables',
    'detail',
    receivable,
  ),
  route(
    'gross-profit-calculation',
    '/main/gross-profit-calculation',
    '毛利测算',
    'gross-profit-calculation',
    'finance-center',
    'list',
    () => import('../../features/finance/grossProfit/screen'),
  ),
  route(
    'helios-analysis',
    '/main/helios-analysis',
    'Helios 经营分析',
    'helios-analysis',
    'finance-center',
    'list',
    () => import('../../features/finance/heliosAnalysis/screen'),
  ),
  route(
    'forest-energy-query',
    '/main/forest-energy-query',
    '森林能量查询',
    'forest-energy-query',
    'finance-center',
    'list',
    () => import('../../features/finance/forestEnergy/screen'),
  ),

  // Invoices: finance's ledger of issued invoices, the business side's invoice requests, and metadata.
  route(
    'invoice-management-finance',
    '/main/invoice-management-finance',
    '发票管理（财务）',
    'invoice-management-finance',
    'invoice-center',
    'list',
    financeInvoice,
  ),
  // The spec's bare `/{id}` child: the form finance completes an invoice in (voucher, red-flush reason).
  route(
    'invoice-management-finance-edit',
    '/main/invoice-management-finance/:id',
    '编辑发票',
    'invoice-management-finance',
    'invoice-management-finance',
    'edit',
    financeInvoice,
  ),
  route(
    'invoice-management-finance-detail',
    '/main/invoice-management-finance/invoice-management-finance-detail/:id',
    '发票详情',
    'invoice-management-finance',
    'invoice-management-finance',
    'detail',
    financeInvoice,
  ),
  route(
    'invoice-management',
    '/main/invoice-management',
    '发票管理',
    'invoice-management',
    'invoice-center',
    'list',
    invoice,
  ),
  // The spec's bare `/{id}` child: the request's form (issuing result, mailing details).
  route(
    'invoice-management-edit',
    '/main/invoice-management/:id',
    '编辑开票申请',
    'invoice-management',
    'invoice-management',
    'edit',
    invoice,
  ),
  route(
    'invoice-management-detail',
    '/main/invoice-management/invoice-management-detail/:id',
    '开票申请详情',
    'invoice-management',
    'invoice-management',
    'detail',
    invoice,
  ),
  route(
    'meta-data-management',
    '/main/meta-data-management',
    '元数据管理',
    'meta-data-management',
    'invoice-center',
    'list',
    metadata,
  ),
  route(
    'meta-data-management-detail',
    '/main/meta-data-management/:id',
    '元数据详情',
    'meta-data-management',
    'meta-data-management',
    'detail',
    metadata,
  ),

  // Orders: the business and finance views, and the order list the order flow starts from.
  route(
    'order-management-business',
    '/main/order-management-business',
    '订单管理（业务）',
    'order-management-business',
    'order-center',
    'list',
    businessOrder,
  ),
  route(
    'order-management-business-order-management-detail',
    '/main/order-management-business/order-management-detail/:id',
    '订单详情',
    'order-management-business',
    'order-management-business',
    'detail',
    businessOrder,
  ),
  route(
    'order-management-finance',
    '/main/order-management-finance',
    '订单管理（财务）',
    'order-management-finance',
    'order-center',
    'list',
    financeOrder,
  ),
  route(
    'order-management-finance-detail',
    '/main/order-management-finance/order-management-finance-detail/:id/:orderLargeCategory/:serviceTypeCode',
    '订单财务详情',
    'order-management-finance',
    'order-management-finance',
    'detail',
    financeOrder,
  ),
  route(
    'order-management',
    '/main/order-management',
    '订单管理',
    'order-management',
    'order-center',
    'list',
    () => import('../../features/finance/order/screen'),
  ),
]);

export const financeBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  {
    key: 'new-order',
    path: '/main/order-management/new-order',
    title: '新建订单',
    menuKey: 'order-management',
    parent: 'order-management',
    menu: false,
    screen: 'new-order',
    design:
      'Bespoke because one order is written as several records (the order and its order-line rows) from a ' +
      'price calculation, which a single-record form cannot do. A stepped form in three sections. (1) Customer: ' +
      'tenant picker (required), then the contract picker filtered to that tenant (contractCode; only ACTIVE or ' +
      'DRAFT contracts), showing the contract total, owner and term; order type (NEW_PURCHASE, ADD_ON, RENEWAL, ' +
      'default from the contract type: RENEWAL contracts give RENEWAL, SUPPLEMENT give ADD_ON) and business type ' +
      '(CRM_BUY_TYPE enumeration, same codes). (2) Products: an editable table of lines; "Add product" opens a ' +
      'picker over finance-catalogue-product with saleStatus ON_SALE, grouped by orderLargeCategory ' +
      '(software, service, resource pack). Each line: product (code, name, unit, list price filled in), quantity ' +
      '(integer ≥ 1), unit price (money, defaults to the list price; below floorPrice shows a warning that ' +
      'signing below the floor needs approval), tax rate (from the product), effective and expire dates ' +
      '(default to the contract term; services default to three months from the start), and the computed line ' +
      'amount = quantity × unit price × years of the term for SUBSCRIPTION products (quantity × unit price ' +
      'otherwise), rounded to cents. Lines can be removed and reordered. A footer shows the list total, the ' +
      'discount (list total − order total, and as a percentage), the order total, the tax included at each ' +
      'rate, and a warning when the order total plus the contract’s other orders exceeds the contract total. ' +
      '(3) Validity: the order’s effective date and expire date (start ≤ end, the search component’s ' +
      '"end time is before start time" message otherwise), defaulting to the earliest and latest line dates. ' +
      '"Continue" validates every line with the order-line schema and the header with the order schema, ' +
      'creates the order (POST /api/resources/order with orderStatus PENDING_PAYMENT, contractProductName of ' +
      'the first or only line plus " 等 N 项" when there are several, buyCount the first line’s quantity, ' +
      'actualAmount the order total) and its order-line rows (lineNo 1..n), then navigates to confirm-order/:id. ' +
      '"Cancel" returns to the order list; leaving with unsaved lines asks for confirmation. Needs order:write.',
  },
  {
    key: 'confirm-order',
    path: '/main/order-management/confirm-order/:id',
    title: '确认订单',
    menuKey: 'order-management',
    parent: 'order-management',
    menu: false,
    screen: 'confirm-order',
    design:
      'Bespoke because it reviews an order together with its lines and its contract before it is committed. ' +
      'Loads the order by :id and its order-line rows (GET /api/resources/order-line?orderCode=…&sort=lineNo,asc) ' +
      'and the contract (by contractCode). Read-only summary: tenant name, contract code with signing customer, ' +
      'owner, contract total and the amount already ordered on it; order code, order type and business type, ' +
      'effective and expire dates; the lines table (product, category, quantity, unit, list price, unit price, ' +
      'discount %, tax rate, term, amount) with the list total, discount, order total and tax per rate. Warnings ' +
      'in a banner: a unit price below the product floor price, an order total above what is left of the contract ' +
      'total, a term outside the contract term. Actions: "Back to edit" returns to new-order with the order ' +
      'loaded so that its lines can be changed (the same records are updated with their versions, not ' +
      'duplicated); "Confirm order" leaves the order PENDING_PAYMENT (awaiting payment, which finance confirms) ' +
      'and opens order-management-detail/:id with a success toast; "Cancel order" (with a confirmation) sets ' +
      'orderStatus CLOSED and returns to the list. An order that is no longer PENDING_PAYMENT opens read-only ' +
      'with a link to its detail. Needs order:write.',
  },
  {
    key: 'order-management-detail',
    path: '/main/order-management/order-management-detail/:id',
    title: '订单详情',
    menuKey: 'order-management',
    parent: 'order-management',
    menu: false,
    screen: 'order-detail',
    design:
      'Bespoke because it joins the order with records of five other resources. A header with the order code, ' +
      'status badge (pending payment, paid, closed), tenant, contract code (linking to ' +
      'finance-contract-account-detail), order type, business type, term and total, and the actions the user ' +
      'may take: "Confirm payment" (PENDING_PAYMENT → PAID, needs finance:audit, asks to check the receipt ' +
      'flows first) and "Close order" (PENDING_PAYMENT → CLOSED, confirmation). Tabs: (1) Lines: the order-line ' +
      'rows of the order (product, category, quantity, unit, list and unit price, discount, tax rate, term, ' +
      'amount) with totals. (2) Payments: the finance-receivable rows with this orderCode (receivable no., ' +
      'billing and due date, amount due, received, status, linking to finance-receivables-detail) and the ' +
      'finance-receipt-flow rows written off against it (flow no., date, payer, amount, linking to ' +
      'finance-write-off-detail), with the outstanding balance = receivables − received. (3) Invoices: the invoice ' +
      'requests (invoice resource, by orderCode: request no., title, type, amount, status, mailing status, ' +
      'linking to invoice-management-detail) and the issued invoices (finance-invoice by orderCode: number, ' +
      'type, amount, date, status, audit status, linking to invoice-management-finance-detail), with "Request ' +
      'invoice" opening the invoice request form prefilled with the tenant, contract, order and amount. ' +
      '(4) Pre-open services: the tenant’s pre-open-order rows (service type, quantity, apportioned amount, ' +
      'open date). (5) History: the order’s operation history (GET /api/resources/order/:id/history). Empty ' +
      'tabs say so; each tab loads on first opening. Needs order:read.',
  },
]);
