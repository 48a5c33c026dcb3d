import type { FunctionPermissionEntry } from './tree';

/** The customer-service data query screen (`/main/customer-service/query-data`), whose tabs are granted one by one. */
export const QUERY_DATA_MENU_KEY = 'query-data';

/** The app-operations screen of menu control. */
export const APP_OPERATIONS_MENU_KEY = 'app-operations';

/** The operations supervisor button: granted only by a view of its own key, never by seeing the screen. */
export const OPERATE_LEADER_KEY = 'operate-leader';

/** The tabs of the customer-service data query, with the dimission button of personal information. */
export const queryDataTabs = [
  {
    key: 'query-data-personal-info',
    menuType: 'T',
    name: {
      'zh-CN': '个人信息',
      en: 'Personal information',
      ja: '個人情報',
      'zh-TW': '個人資訊',
      it: 'Informazioni personali',
    },
    children: [
      {
        key: 'query-data-personal-info-dimission',
        menuType: 'B',
        name: { 'zh-CN': '离职', en: 'Resignation', ja: '退職', 'zh-TW': '離職', it: 'Dimissioni' },
      },
    ],
  },
  {
    key: 'query-data-requisition',
    menuType: 'T',
    name: {
      'zh-CN': '申请单相关',
      en: 'Requisitions',
      ja: '申請書関連',
      'zh-TW': '申請單相關',
      it: 'Richieste',
    },
  },
  {
    key: 'query-data-expense-corporate',
    menuType: 'T',
    name: {
      'zh-CN': '报销及对公相关',
      en: 'Expenses and corporate payments',
      ja: '経費・法人支払関連',
      'zh-TW': '報銷及對公相關',
      it: 'Spese e pagamenti aziendali',
    },
  },
  {
    key: 'query-data-budget',
    menuType: 'T',
    name: { 'zh-CN': '预算相关', en: 'Budgets', ja: '予算関連', 'zh-TW': '預算相關', it: 'Budget' },
  },
  {
    key: 'query-data-contract',
    menuType: 'T',
    name: { 'zh-CN': '合同相关', en: 'Contracts', ja: '契約関連', 'zh-TW': '合約相關', it: 'Contratti' },
  },
  {
    key: 'query-data-approval',
    menuType: 'T',
    name: { 'zh-CN': '审批相关', en: 'Approvals', ja: '承認関連', 'zh-TW': '審批相關', it: 'Approvazioni' },
  },
  {
    key: 'query-data-label-message-delete',
    menuType: 'T',
    name: {
      'zh-CN': '标签消息删除',
      en: 'Label message deletion',
      ja: 'ラベルメッセージ削除',
      'zh-TW': '標籤訊息刪除',
      it: 'Eliminazione dei messaggi etichetta',
    },
  },
  {
    key: 'query-data-finance',
    menuType: 'T',
    name: { 'zh-CN': '财务相关', en: 'Finance', ja: '財務関連', 'zh-TW': '財務相關', it: 'Finanza' },
  },
  {
    key: 'query-data-form',
    menuType: 'T',
    name: { 'zh-CN': '表单相关', en: 'Forms', ja: 'フォーム関連', 'zh-TW': '表單相關', it: 'Moduli' },
  },
  {
    key: 'query-data-mi-analysis',
    menuType: 'T',
    name: { 'zh-CN': 'MI分析', en: 'MI analysis', ja: 'MI分析', 'zh-TW': 'MI分析', it: 'Analisi MI' },
  },
  {
    key: 'query-data-ai',
    menuType: 'T',
    name: { 'zh-CN': 'AI相关', en: 'AI', ja: 'AI関連', 'zh-TW': 'AI相關', it: 'IA' },
  },
] as const satisfies readonly FunctionPermissionEntry[];

/** The operations supervisor button of app operations. */
export const operateLeaderButton = {
  key: OPERATE_LEADER_KEY,
  menuType: 'B',
  grant: 'own-view',
  name: {
    'zh-CN': '运营主管',
    en: 'Operations supervisor',
    ja: '運用責任者',
    'zh-TW': '營運主管',
    it: 'Responsabile operativo',
  },
} as const satisfies FunctionPermissionEntry;

/**
 * The function-permission nodes of the spec, by the key of the sub-menu they belong to: the console
 * merges them into its route catalogue (`mergeFunctionPermissions`) before building the tree.
 */
export const functionPermissionCatalogue = {
  [QUERY_DATA_MENU_KEY]: queryDataTabs,
  [APP_OPERATIONS_MENU_KEY]: [operateLeaderButton],
} as const satisfies Readonly<Record<string, readonly FunctionPermissionEntry[]>>;

/** The key of every node of the fragment. */
export type FunctionPermissionKey =
  | (typeof queryDataTabs)[number]['key']
  | (typeof queryDataTabs)[0]['children'][number]['key']
  | typeof OPERATE_LEADER_KEY;
