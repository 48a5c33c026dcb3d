import { orderFlowRoutes } from '../../features/finance/OrderFlow/routes';
import { catalogueProductRoutes } from '../../features/finance/catalogueProduct/routes';
import { collectionPlanRoutes } from '../../features/finance/collectionPlan/routes';
import { contractAccountRoutes } from '../../features/finance/contractAccount/routes';
import { customerRoutes } from '../../features/finance/customer/routes';
import { financeInvoiceRoutes } from '../../features/finance/financeInvoice/routes';
import { forestEnergyRoutes } from '../../features/finance/forestEnergy/routes';
import { grossProfitRoutes } from '../../features/finance/grossProfit/routes';
import { heliosAnalysisRoutes } from '../../features/finance/heliosAnalysis/routes';
import { inventoryRoutes } from '../../features/finance/inventory/routes';
import { invoiceRoutes } from '../../features/finance/invoice/routes';
import { metadataRoutes } from '../../features/finance/metadata/routes';
import { orderRoutes } from '../../features/finance/order/routes';
import { organizationRoutes } from '../../features/finance/organization/routes';
import { partnerRoutes } from '../../features/finance/partner/routes';
import { productRoutes } from '../../features/finance/product/routes';
import { projectRoutes } from '../../features/finance/project/routes';
import { receiptClaimRoutes } from '../../features/finance/receiptClaim/routes';
import { receiptFlowRoutes } from '../../features/finance/receiptFlow/routes';
import { receivableRoutes } from '../../features/finance/receivable/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/*
 * Spec §2.7 Finance. Nineteen first-level menus, gathered under three groups without a menu key of
 * their own: the finance center, the invoice center and the order center.
 */
export const financeRoutes: readonly CatalogueEntry[] = titledEntries([
  { kind: 'group', key: 'finance-center', title: '财务中心', icon: 'finance' },
  { kind: 'group', key: 'invoice-center', title: '发票中心', icon: 'invoice' },
  { kind: 'group', key: 'order-center', title: '订单中心', icon: 'order' },
  // Contracts: the contract account and the two kinds of collection plan.
  {
    kind: 'group',
    key: 'finance-contract-management',
    title: '合同管理',
    parent: 'finance-center',
    menuKey: 'finance-contract-management',
  },
  ...contractAccountRoutes,
  ...collectionPlanRoutes,
  ...customerRoutes,
  ...partnerRoutes,
  ...productRoutes,
  ...catalogueProductRoutes,
  ...projectRoutes,
  ...organizationRoutes,
  ...inventoryRoutes,
  // Receipts: bank flows with their write-off detail, and the claims on them.
  {
    kind: 'group',
    key: 'finance-receipt-management',
    title: '收款管理',
    parent: 'finance-center',
    menuKey: 'finance-receipt-management',
  },
  ...receiptFlowRoutes,
  ...receiptClaimRoutes,
  ...receivableRoutes,
  ...grossProfitRoutes,
  ...heliosAnalysisRoutes,
  ...forestEnergyRoutes,
  // Invoices: finance's ledger of issued invoices, the business side's invoice requests, and metadata.
  ...financeInvoiceRoutes,
  ...invoiceRoutes,
  ...metadataRoutes,
  // Orders: the business and finance views, and the order list the order flow starts from.
  ...orderRoutes,
]);

export const financeBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...orderFlowRoutes,
]);
