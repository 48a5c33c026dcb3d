import { financeInventoryItemResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, dateField, enabledField, moneyField, option, remarkField, t } from '../labels';

/** Stock of hardware, licences and resource packs: what is on hand, reserved, and what it cost. */
export const screen = defineScreen({
  resource: financeInventoryItemResource,
  title: t('存货管理', 'Inventory', '在庫管理'),
  recordName: t('存货', 'Inventory item', '在庫品目'),
  fields: {
    itemCode: codeField(t('存货编码', 'Item code', '品目コード'), 130),
    itemName: { label: t('存货名称', 'Item name', '品目名'), width: 200 },
    category: {
      label: t('存货类别', 'Category', '品目区分'),
      input: {
        type: 'select',
        options: [
          option('HARDWARE', t('硬件设备', 'Hardware', 'ハードウェア')),
          option('RESOURCE_PACK', t('资源包', 'Resource pack', 'リソースパック')),
          option('LICENCE', t('软件许可', 'Licence', 'ライセンス')),
          option('CONSUMABLE', t('耗材', 'Consumable', '消耗品')),
        ],
      },
      width: 110,
    },
    specification: { label: t('规格型号', 'Specification', '仕様・型番'), width: 160 },
    unit: { label: t('单位', 'Unit', '単位'), width: 70 },
    warehouse: { label: t('仓库', 'Warehouse', '倉庫'), width: 110 },
    quantityOnHand: { label: t('结存数量', 'On hand', '在庫数'), input: { type: 'number' }, width: 100 },
    quantityReserved: { label: t('已预留数量', 'Reserved', '引当数'), input: { type: 'number' }, width: 100 },
    safetyStock: {
      label: t('安全库存', 'Safety stock', '安全在庫'),
      input: { type: 'number' },
      help: t('结存低于此数时需补货', 'Restock when on hand falls below it', '在庫数がこれを下回ったら補充'),
      width: 100,
    },
    unitCost: moneyField(t('单位成本', 'Unit cost', '単価原価')),
    lastStocktakeDate: dateField(t('最近盘点日期', 'Last stocktake', '最終棚卸日')),
    enabled: enabledField,
    remark: remarkField,
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
