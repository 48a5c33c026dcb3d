import { financeInventoryItemResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Stock of hardware, licences and resource packs: what is on hand, reserved, and what it cost. */
export const screen = defineScreen({
  resource: financeInventoryItemResource,
  title: t('存货管理', 'Inventory', '在庫管理'),
  recordName: t('存货', 'Inventory item', '在庫品目'),
  fields: {
    itemCode: { width: 130 },
    itemName: { width: 200 },
    category: { width: 110 },
    specification: { width: 160 },
    unit: { width: 70 },
    warehouse: { width: 110 },
    quantityOnHand: { width: 100 },
    quantityReserved: { width: 100 },
    safetyStock: { width: 100 },
    unitCost: { width: 130 },
    lastStocktakeDate: { width: 110 },
    enabled: { width: 90 },
  },
  columns: [
    'itemCode',
    'itemName',
    'category',
    'specification',
    'warehouse',
    'quantityOnHand',
    'quantityReserved',
    'safetyStock',
    'unitCost',
    'lastStocktakeDate',
    'enabled',
  ],
  filters: ['category', 'warehouse', 'enabled', 'quantityOnHand', 'lastStocktakeDate'],
  form: [
    {
      title: t('存货信息', 'Item', '品目情報'),
      fields: ['itemCode', 'itemName', 'category', 'specification', 'unit', 'unitCost'],
    },
    {
      title: t('库存', 'Stock', '在庫'),
      fields: [
        'warehouse',
        'quantityOnHand',
        'quantityReserved',
        'safetyStock',
        'lastStocktakeDate',
        'enabled',
        'remark',
      ],
    },
  ],
  routes: { list: 'finance-inventory-management' },
  defaults: { enabled: true, quantityReserved: 0, safetyStock: 0 },
  enabledField: 'enabled',
});
