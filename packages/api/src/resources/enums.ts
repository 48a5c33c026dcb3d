// Value sets that resources of the catalogue and of the area modules share, and that schemas of
// lookups use. The area modules may not import the catalogue (the catalogue imports them), and a
// lookup's schema should not load every area: a set used in more than one place lives here, once,
// with the words of each value (`defineEnum`), so that every screen, badge and export says the same.

import { defineEnum, words } from './describe';

/**
 * Whether a taxpayer is a general VAT taxpayer or a small-scale one (which changes the invoice and the
 * rate): receipt titles, finance customers and partners, invoices.
 */
export const taxpayerKind = /* @__PURE__ */ defineEnum({
  GENERAL: {
    words: words('一般纳税人', 'General taxpayer', '一般納税者', '一般納稅人', 'Contribuente ordinario'),
  },
  SMALL_SCALE: {
    words: words(
      '小规模纳税人',
      'Small-scale taxpayer',
      '小規模納税者',
      '小規模納稅人',
      'Contribuente minore',
    ),
  },
});
export const taxpayerKinds = taxpayerKind.values;

/** What an order line sells: software subscriptions, services (implementation days...), resource packs. */
export const orderLargeCategory = /* @__PURE__ */ defineEnum({
  SOFTWARE: {
    words: words('软件订阅', 'Software subscription', 'ソフトウェア', '軟體訂閱', 'Abbonamento software'),
    tone: 'info',
  },
  SERVICE: { words: words('服务', 'Service', 'サービス', '服務', 'Servizio'), tone: 'success' },
  RESOURCE: {
    words: words('资源包', 'Resource pack', 'リソースパック', '資源包', 'Pacchetto di risorse'),
    tone: 'warning',
  },
});
export const orderLargeCategories = orderLargeCategory.values;

/** The workplace-messaging platforms tenants buy and use the product through: DingTalk, WeCom, Lark. */
export const tenantMessagingPlatform = /* @__PURE__ */ defineEnum({
  DINGTALK: { words: words('钉钉', 'DingTalk', 'DingTalk', '釘釘', 'DingTalk') },
  WECHAT: { words: words('企业微信', 'WeCom', 'WeCom', '企業微信', 'WeCom') },
  LARK: { words: words('飞书', 'Lark', 'Lark', '飛書', 'Lark') },
});
export const tenantMessagingPlatforms = tenantMessagingPlatform.values;

/** The continents countries are grouped by. */
export const continent = /* @__PURE__ */ defineEnum({
  ASIA: { words: words('亚洲', 'Asia', 'アジア', '亞洲', 'Asia') },
  EUROPE: { words: words('欧洲', 'Europe', 'ヨーロッパ', '歐洲', 'Europa') },
  AFRICA: { words: words('非洲', 'Africa', 'アフリカ', '非洲', 'Africa') },
  NORTH_AMERICA: {
    words: words('北美洲', 'North America', '北アメリカ', '北美洲', 'America settentrionale'),
  },
  SOUTH_AMERICA: { words: words('南美洲', 'South America', '南アメリカ', '南美洲', 'America meridionale') },
  OCEANIA: { words: words('大洋洲', 'Oceania', 'オセアニア', '大洋洲', 'Oceania') },
  ANTARCTICA: { words: words('南极洲', 'Antarctica', '南極', '南極洲', 'Antartide') },
});
export const continents = continent.values;

/** The kinds of form a lookup of forms tells apart. */
export const formType = /* @__PURE__ */ defineEnum({
  PROXY: { words: words('代理单据', 'Proxy form', '代理フォーム', '代理單據', 'Modulo per delega') },
  LOAN_REFERENCE: {
    words: words(
      '借款关联单据',
      'Loan reference form',
      '借入参照フォーム',
      '借款關聯單據',
      'Modulo di riferimento prestito',
    ),
  },
  FINANCE: { words: words('财务单据', 'Finance form', '財務フォーム', '財務單據', 'Modulo finanziario') },
  CUSTOM: {
    words: words('自定义单据', 'Custom form', 'カスタムフォーム', '自訂單據', 'Modulo personalizzato'),
  },
});
export const formTypes = formType.values;

/**
 * The workflow of release, SQL, middleware and data-search requests: a requester drafts and
 * submits (deploy:request); an operator approves or rejects, executes and marks it done or failed
 * (deploy:operate); the requester may cancel until execution starts.
 */
export const deployRequestStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  SUBMITTED: { words: words('待审批', 'Submitted', '承認待ち', '待審批', 'Inviata'), tone: 'info' },
  APPROVED: { words: words('已审批', 'Approved', '承認済み', '已審批', 'Approvata'), tone: 'info' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  EXECUTING: { words: words('执行中', 'Executing', '実行中', '執行中', 'In esecuzione'), tone: 'warning' },
  DONE: { words: words('已完成', 'Done', '完了', '已完成', 'Completata'), tone: 'success' },
  FAILED: { words: words('执行失败', 'Failed', '失敗', '執行失敗', 'Non riuscita'), tone: 'danger' },
  CANCELLED: { words: words('已取消', 'Cancelled', '取消', '已取消', 'Annullata'), tone: 'neutral' },
});
export const deployRequestStatuses = deployRequestStatus.values;
