import { z } from 'zod';
import { DocumentStatus, documentStatuses } from '../../../constants/documentStatus';
import { translationLanguages } from '../../../constants/languages';
import {
  documentCategoryMessages,
  employeeStatuses,
  labelDocumentCategories,
} from '../../../constants/statuses';
import { ValidationMessage } from '../../../constants/validation';
import { described } from '../../commonFields';
import { defineResource, type ResourceDescriptor } from '../../define';
import { defineEnum, words } from '../../describe';
import {
  code,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
  webAddress,
} from '../../fields';
import { translationLanguage } from '../i18n';
import { instant, messageEnum, messageWords, shared, unit, userOid } from '../shared/fields';

// The customer-service area beside its staff records (`staff.ts`): an employee's documents, label messages and AI records (the query-data screen), tenants' API
// callbacks, feedback and feedback events, developer mode, diagnosis logs and requests, and training
// templates.

import { staffResource } from './staff';

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export { employeeStatuses };

/** An IPv4 address: four dotted numbers, each 0 to 255 (§5). */
const ipAddress = z
  .string()
  .trim()
  .regex(
    /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ValidationMessage.IP_ADDRESS,
  );

// ---------------------------------------------------------------------------------------------
// Customer service

const customerService = { read: 'customer-service:read', write: 'customer-service:write' } as const;

/** What kind of document of an employee the customer-service data query shows. */
export const csDocumentKind = /* @__PURE__ */ defineEnum({
  REQUISITION: { words: words('申请单', 'Requisition', '申請書', '申請單', 'Richiesta') },
  EXPENSE_REPORT: { words: words('报销单', 'Expense report', '経費精算書', '報銷單', 'Nota spese') },
  CORPORATE_PAYMENT: {
    words: words('对公支付', 'Corporate payment', '法人支払', '對公支付', 'Pagamento aziendale'),
  },
  LOAN: { words: words('借款单', 'Loan', '借入申請', '借款單', 'Anticipo') },
  CONTRACT: { words: words('合同', 'Contract', '契約', '合約', 'Contratto') },
  APPROVAL_TASK: {
    words: words('审批任务', 'Approval task', '承認タスク', '審批任務', 'Attività di approvazione'),
  },
  BUDGET_OCCUPANCY: {
    words: words('预算占用', 'Budget occupancy', '予算占有', '預算占用', 'Impegno di budget'),
  },
});
export const csDocumentKinds = csDocumentKind.values;

const documentStatusCodes = Object.values(DocumentStatus);
const documentStatus = z.union(
  documentStatusCodes.map((value) => z.literal(value)) as unknown as readonly [
    z.ZodLiteral<DocumentStatus>,
    ...z.ZodLiteral<DocumentStatus>[],
  ],
);

/** An employee's document as customer service looks it up (query-data tabs). */
export const csDocumentResource = defineResource({
  name: 'cs-document',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    kind: z.enum(csDocumentKinds),
    documentCode: code(40),
    formName: text(60),
    title: text(200),
    amount: money.optional(),
    currencyCode: currencyCode.optional(),
    documentStatus,
    /** The employee's company name and department when the document was made. */
    companyName: optionalText(100),
    departmentName: optionalText(100),
    /** Whoever holds the document now (approver, auditor, cashier). */
    currentHandler: optionalText(60),
    /** For budget occupancy: the budget item it occupies. */
    budgetItem: optionalText(100),
    submittedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'documentCode',
  keyword: ['documentCode', 'title', 'employeeName'],
  filters: {
    tenantId: 'eq',
    userOID: 'eq',
    kind: 'in',
    documentStatus: 'in',
    submittedAt: 'range',
    documentCode: 'eq',
  },
  sortable: ['documentCode', 'submittedAt', 'amount'],
  unique: [['tenantId', 'kind', 'documentCode']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    kind: { label: words('单据类型', 'Kind', '種類', '單據類型', 'Tipo'), enum: csDocumentKind.words },
    documentCode: shared.documentCode,
    formName: { label: words('表单', 'Form', 'フォーム', '表單', 'Modulo') },
    title: { label: words('事由', 'Title', '件名', '事由', 'Oggetto') },
    amount: {
      label: words('金额', 'Amount', '金額', '金額', 'Importo'),
      kind: 'money',
      currencyField: 'currencyCode',
    },
    currencyCode: described.currencyCode,
    // Document status codes are numbers: their words are keyed by the code.
    documentStatus: {
      label: words('单据状态', 'Document status', '伝票ステータス', '單據狀態', 'Stato del documento'),
      enum: /* @__PURE__ */ Object.fromEntries(
        documentStatuses.map((status) => [String(status.code), { words: messageWords(status.meaning) }]),
      ),
    },
    companyName: { label: words('公司', 'Company', '会社', '公司', 'Azienda') },
    departmentName: { label: words('部门', 'Department', '部署', '部門', 'Reparto') },
    currentHandler: {
      label: words('当前处理人', 'Current handler', '現在の担当者', '目前處理人', 'Gestore attuale'),
    },
    budgetItem: { label: words('预算项', 'Budget item', '予算項目', '預算項', 'Voce di budget') },
    submittedAt: shared.submittedAt,
  },
});

/** A label message an employee received on a document (the query-data label-message deletion tab). */
export const csLabelMessageResource = defineResource({
  name: 'cs-label-message',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    labelName: text(30),
    labelType: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    documentCode: code(40),
    content: text(500),
    sentAt: instant,
    read: z.boolean().default(false),
  }),
  permissions: customerService,
  title: 'labelName',
  keyword: ['labelName', 'documentCode', 'content'],
  filters: { tenantId: 'eq', userOID: 'eq', documentCategory: 'eq', read: 'eq', sentAt: 'range' },
  sortable: ['sentAt', 'labelName'],
  defaultSort: { field: 'sentAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    labelName: { label: words('标签', 'Label', 'ラベル', '標籤', 'Etichetta') },
    labelType: {
      label: words('标签类型', 'Label type', 'ラベル種別', '標籤類型', 'Tipo di etichetta'),
      kind: 'code',
    },
    // Document categories are numbers: their words are keyed by the code.
    documentCategory: {
      label: words('单据大类', 'Document category', '伝票区分', '單據大類', 'Categoria del documento'),
      enum: /* @__PURE__ */ messageEnum(labelDocumentCategories, documentCategoryMessages),
    },
    documentCode: shared.documentCode,
    content: { label: words('消息内容', 'Message', 'メッセージ', '訊息內容', 'Messaggio'), kind: 'longText' },
    sentAt: { label: words('发送时间', 'Sent', '送信日時', '傳送時間', 'Inviato il'), kind: 'dateTime' },
    read: { label: words('已读', 'Read', '既読', '已讀', 'Letto'), kind: 'switch' },
  },
});

export const aiFeature = /* @__PURE__ */ defineEnum({
  INVOICE_RECOGNITION: {
    words: words('发票识别', 'Invoice recognition', '請求書認識', '發票辨識', 'Riconoscimento fatture'),
  },
  SMART_FILL: {
    words: words('智能填单', 'Smart fill', 'スマート入力', '智慧填單', 'Compilazione intelligente'),
  },
  AUDIT_ASSISTANT: {
    words: words('审核助手', 'Audit assistant', '監査アシスタント', '審核助手', 'Assistente di revisione'),
  },
  TRAVEL_ASSISTANT: {
    words: words('差旅助手', 'Travel assistant', '出張アシスタント', '差旅助手', 'Assistente di viaggio'),
  },
  CHAT: { words: words('对话', 'Chat', 'チャット', '對話', 'Chat') },
});
export const aiFeatures = aiFeature.values;

const aiOutcome = /* @__PURE__ */ defineEnum({
  SUCCESS: { words: words('成功', 'Success', '成功', '成功', 'Riuscito'), tone: 'success' },
  PARTIAL: { words: words('部分成功', 'Partial', '一部成功', '部分成功', 'Parziale'), tone: 'warning' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscito'), tone: 'danger' },
});

/** A use of an AI feature by an employee (the query-data AI tab). */
export const csAiRecordResource = defineResource({
  name: 'cs-ai-record',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    userOID: userOid,
    employeeName: text(60),
    feature: z.enum(aiFeatures),
    /** What the employee asked or uploaded, shortened. */
    inputSummary: text(300),
    resultSummary: optionalText(500),
    outcome: z.enum(aiOutcome.values),
    tokens: z.number().int().min(0).max(10_000_000).default(0),
    durationMs: z.number().int().min(0).max(600_000),
    documentCode: code(40).optional(),
    occurredAt: instant,
  }),
  permissions: customerService,
  title: 'inputSummary',
  keyword: ['inputSummary', 'documentCode'],
  filters: { tenantId: 'eq', userOID: 'eq', feature: 'in', outcome: 'in', occurredAt: 'range' },
  sortable: ['occurredAt', 'tokens', 'durationMs'],
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    userOID: described.userOID,
    employeeName: shared.employeeName,
    feature: { label: words('功能', 'Feature', '機能', '功能', 'Funzione'), enum: aiFeature.words },
    inputSummary: { label: words('输入', 'Input', '入力', '輸入', 'Input'), kind: 'longText' },
    resultSummary: { label: words('结果', 'Result', '結果', '結果', 'Risultato'), kind: 'longText' },
    outcome: {
      label: words('结果状态', 'Outcome', '結果ステータス', '結果狀態', 'Esito'),
      enum: aiOutcome.words,
    },
    tokens: { label: words('Token 数', 'Tokens', 'トークン数', 'Token 數', 'Token'), kind: 'number' },
    durationMs: shared.durationMs,
    documentCode: shared.documentCode,
    occurredAt: { label: words('时间', 'Time', '日時', '時間', 'Ora'), kind: 'dateTime' },
  },
});

export const callbackEvent = /* @__PURE__ */ defineEnum({
  DOCUMENT_SUBMITTED: {
    words: words('单据提交', 'Document submitted', '伝票提出', '單據提交', 'Documento inviato'),
  },
  DOCUMENT_APPROVED: {
    words: words('单据审批通过', 'Document approved', '伝票承認', '單據審批通過', 'Documento approvato'),
  },
  DOCUMENT_REJECTED: {
    words: words('单据驳回', 'Document rejected', '伝票差戻し', '單據駁回', 'Documento respinto'),
  },
  AUDIT_PASSED: {
    words: words('财务审核通过', 'Audit passed', '財務審査通過', '財務審核通過', 'Revisione superata'),
  },
  PAYMENT_COMPLETED: {
    words: words('付款完成', 'Payment completed', '支払完了', '付款完成', 'Pagamento completato'),
  },
  EMPLOYEE_CHANGED: {
    words: words('员工变更', 'Employee changed', '従業員変更', '員工變更', 'Dipendente modificato'),
  },
  TRAVEL_ORDER_CREATED: {
    words: words(
      '差旅订单生成',
      'Travel order created',
      '出張注文作成',
      '差旅訂單產生',
      'Ordine di viaggio creato',
    ),
  },
  INVOICE_VERIFIED: {
    words: words('发票查验完成', 'Invoice verified', '請求書検証完了', '發票查驗完成', 'Fattura verificata'),
  },
});
export const callbackEvents = callbackEvent.values;

const callbackHttpMethod = /* @__PURE__ */ defineEnum({
  POST: { words: words('POST', 'POST', 'POST', 'POST', 'POST') },
  PUT: { words: words('PUT', 'PUT', 'PUT', 'PUT', 'PUT') },
});

const callbackAuthType = /* @__PURE__ */ defineEnum({
  NONE: { words: words('无', 'None', 'なし', '無', 'Nessuna') },
  BASIC: { words: words('Basic 认证', 'Basic', 'Basic認証', 'Basic 認證', 'Basic') },
  TOKEN: { words: words('令牌', 'Token', 'トークン', '權杖', 'Token') },
  SIGNATURE: { words: words('签名', 'Signature', '署名', '簽章', 'Firma') },
});

const lastCallResult = /* @__PURE__ */ defineEnum({
  NEVER: { words: words('未调用', 'Never called', '未実行', '未呼叫', 'Mai chiamato'), tone: 'neutral' },
  SUCCESS: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
});

/** A tenant's callback: the platform calls the tenant's system when an event happens. */
export const csApiCallbackResource = defineResource({
  name: 'cs-api-callback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    callbackName: text(60),
    eventType: z.enum(callbackEvents),
    callbackUrl: webAddress,
    httpMethod: z.enum(callbackHttpMethod.values).default('POST'),
    authType: z.enum(callbackAuthType.values),
    timeoutSeconds: z.number().int().min(1).max(60).default(10),
    retryTimes: z.number().int().min(0).max(10).default(3),
    lastCallAt: instant.optional(),
    lastCallResult: z.enum(lastCallResult.values).default('NEVER'),
    contactEmail: email.optional(),
    description: optionalText(300),
    enabled,
  }),
  permissions: customerService,
  title: 'callbackName',
  keyword: ['callbackName', 'callbackUrl'],
  filters: { tenantId: 'eq', eventType: 'in', lastCallResult: 'in', enabled: 'eq' },
  sortable: ['callbackName', 'lastCallAt'],
  unique: [['tenantId', 'eventType', 'callbackUrl']],
  fields: {
    tenantId: described.tenantId,
    callbackName: { label: words('回调名称', 'Name', 'コールバック名', '回呼名稱', 'Nome') },
    eventType: {
      label: words('触发事件', 'Event', 'トリガーイベント', '觸發事件', 'Evento'),
      enum: callbackEvent.words,
    },
    callbackUrl: {
      label: words('回调地址', 'Callback URL', 'コールバックURL', '回呼網址', 'URL di callback'),
      kind: 'url',
    },
    httpMethod: {
      label: words('请求方式', 'Method', 'メソッド', '請求方式', 'Metodo'),
      enum: callbackHttpMethod.words,
    },
    authType: {
      label: words('鉴权方式', 'Authentication', '認証方式', '驗證方式', 'Autenticazione'),
      enum: callbackAuthType.words,
    },
    timeoutSeconds: {
      label: words('超时（秒）', 'Timeout (s)', 'タイムアウト（秒）', '逾時（秒）', 'Timeout (s)'),
      kind: 'number',
      unit: unit.seconds,
    },
    retryTimes: {
      label: words('失败重试次数', 'Retries', 'リトライ回数', '失敗重試次數', 'Tentativi'),
      kind: 'number',
      unit: unit.times,
    },
    lastCallAt: {
      label: words('最近调用时间', 'Last called', '最終呼出', '最近呼叫時間', 'Ultima chiamata'),
      kind: 'dateTime',
    },
    lastCallResult: {
      label: words('最近调用结果', 'Last result', '最終結果', '最近呼叫結果', 'Ultimo esito'),
      enum: lastCallResult.words,
    },
    contactEmail: described.contactEmail,
    description: described.description,
    enabled: described.enabled,
  },
});

export const feedbackStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('待处理', 'New', '未対応', '待處理', 'Nuovo'), tone: 'warning' },
  PROCESSING: { words: words('处理中', 'Processing', '対応中', '處理中', 'In lavorazione'), tone: 'info' },
  RESOLVED: { words: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolto'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiuso'), tone: 'neutral' },
});
export const feedbackStatuses = feedbackStatus.values;

const feedbackChannel = /* @__PURE__ */ defineEnum({
  WEB: { words: words('网页端', 'Web', 'Web', '網頁端', 'Web') },
  APP: { words: words('手机 App', 'App', 'アプリ', '手機 App', 'App') },
  MINI_PROGRAM: { words: words('小程序', 'Mini program', 'ミニプログラム', '小程式', 'Mini programma') },
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  HOTLINE: { words: words('客服热线', 'Hotline', 'ホットライン', '客服專線', 'Assistenza telefonica') },
});

const feedbackCategory = /* @__PURE__ */ defineEnum({
  BUG: { words: words('功能异常', 'Bug', '不具合', '功能異常', 'Malfunzionamento') },
  SUGGESTION: { words: words('产品建议', 'Suggestion', '提案', '產品建議', 'Suggerimento') },
  CONSULTATION: { words: words('使用咨询', 'Question', '問い合わせ', '使用諮詢', 'Domanda') },
  COMPLAINT: { words: words('投诉', 'Complaint', '苦情', '客訴', 'Reclamo') },
  SURVEY: {
    words: words('满意度评价', 'Survey answer', '満足度評価', '滿意度評價', 'Risposta al sondaggio'),
  },
});

/** A user's feedback from the apps, handled by customer service. */
export const csFeedbackResource = defineResource({
  name: 'cs-feedback',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (FB + date + sequence). */
    feedbackNo: code(32).optional(),
    submitterName: text(60),
    submitterUserOID: userOid.optional(),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    channel: z.enum(feedbackChannel.values),
    category: z.enum(feedbackCategory.values),
    /** The product module it is about. */
    module: text(40),
    content: text(2000),
    /** A feedback event's answer: the event code and the score given. */
    eventCode: code(40).optional(),
    score: z.number().int().min(0).max(10).optional(),
    submittedAt: instant,
    handler: optionalText(60),
    reply: optionalText(1000),
    status: z.enum(feedbackStatuses).default('NEW'),
  }),
  permissions: customerService,
  title: 'feedbackNo',
  keyword: ['feedbackNo', 'submitterName', 'content'],
  filters: {
    tenantId: 'eq',
    channel: 'in',
    category: 'in',
    status: 'in',
    eventCode: 'eq',
    submittedAt: 'range',
    handler: 'contains',
  },
  sortable: ['feedbackNo', 'submittedAt'],
  unique: [['feedbackNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    feedbackNo: {
      label: words('反馈编号', 'Feedback no.', 'フィードバック番号', '回饋編號', 'N. feedback'),
      kind: 'code',
      generated: { prefix: 'FB' },
    },
    submitterName: { label: words('提交人', 'Submitted by', '投稿者', '提交人', 'Inviato da') },
    submitterUserOID: {
      label: words(
        '提交人账号',
        'Submitter account',
        '投稿者アカウント',
        '提交人帳號',
        'Account del mittente',
      ),
      reference: { lookup: 'staff' },
    },
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    channel: {
      label: words('来源渠道', 'Channel', 'チャネル', '來源管道', 'Canale'),
      enum: feedbackChannel.words,
    },
    category: {
      label: words('反馈类型', 'Category', '種別', '回饋類型', 'Categoria'),
      enum: feedbackCategory.words,
    },
    module: shared.module,
    content: { label: words('反馈内容', 'Content', '内容', '回饋內容', 'Contenuto'), kind: 'longText' },
    eventCode: {
      label: words('反馈事件', 'Feedback event', 'フィードバックイベント', '回饋事件', 'Evento di feedback'),
      reference: { resource: 'cs-feedback-event', valueField: 'eventCode', labelField: 'eventName' },
    },
    score: { label: words('评分', 'Score', 'スコア', '評分', 'Punteggio'), kind: 'number' },
    submittedAt: {
      label: words('提交时间', 'Submitted at', '投稿日時', '提交時間', 'Inviato il'),
      kind: 'dateTime',
    },
    handler: { label: words('处理人', 'Handled by', '対応者', '處理人', 'Gestito da') },
    reply: { label: words('回复', 'Reply', '返信', '回覆', 'Risposta'), kind: 'longText' },
    status: {
      label: words('处理状态', 'Status', '対応状況', '處理狀態', 'Stato'),
      enum: feedbackStatus.words,
    },
  },
});

const feedbackTrigger = /* @__PURE__ */ defineEnum({
  AFTER_SUBMIT: { words: words('提交单据后', 'After submitting', '提出後', '提交單據後', "Dopo l'invio") },
  AFTER_APPROVAL: {
    words: words('审批完成后', 'After approval', '承認後', '審批完成後', "Dopo l'approvazione"),
  },
  AFTER_PAYMENT: { words: words('收到付款后', 'After payment', '支払後', '收到付款後', 'Dopo il pagamento') },
  AFTER_BOOKING: {
    words: words('完成预订后', 'After booking', '予約後', '完成預訂後', 'Dopo la prenotazione'),
  },
  ON_LOGIN: { words: words('登录时', 'On login', 'ログイン時', '登入時', "All'accesso") },
  MANUAL: { words: words('手动推送', 'Sent by hand', '手動配信', '手動推送', 'Inviato manualmente') },
});

const feedbackScoreType = /* @__PURE__ */ defineEnum({
  NPS: { words: words('NPS（0-10 分）', 'NPS (0-10)', 'NPS（0-10）', 'NPS（0-10 分）', 'NPS (0-10)') },
  STAR: { words: words('星级（1-5 星）', 'Stars (1-5)', '星（1-5）', '星級（1-5 星）', 'Stelle (1-5)') },
  THUMBS: { words: words('赞/踩', 'Thumbs up or down', 'いいね／よくない', '讚/倒讚', 'Pollice su o giù') },
});

/** A moment in the apps where users are asked for feedback (a score and a comment). */
export const csFeedbackEventResource = defineResource({
  name: 'cs-feedback-event',
  scope: 'global',
  schema: z.object({
    eventCode: code(40),
    eventName: text(60),
    module: text(40),
    trigger: z.enum(feedbackTrigger.values),
    question: text(200),
    scoreType: z.enum(feedbackScoreType.values),
    /** Share of users asked, in percent. */
    samplePercent: z.number().int().min(1).max(100).default(10),
    /** Days before the same user is asked again. */
    quietDays: z.number().int().min(0).max(365).default(30),
    startDate: date,
    endDate: date.optional(),
    owner: optionalText(60),
    enabled,
  }),
  permissions: customerService,
  title: 'eventName',
  keyword: ['eventName', 'eventCode'],
  filters: { trigger: 'in', scoreType: 'eq', enabled: 'eq', startDate: 'range' },
  sortable: ['eventCode', 'eventName', 'startDate'],
  unique: [['eventCode']],
  fields: {
    eventCode: {
      label: words('事件编码', 'Event code', 'イベントコード', '事件編碼', 'Codice evento'),
      kind: 'code',
    },
    eventName: { label: words('事件名称', 'Event name', 'イベント名', '事件名稱', 'Nome evento') },
    module: shared.module,
    trigger: {
      label: words('触发时机', 'Asked when', 'トリガー', '觸發時機', 'Quando chiedere'),
      enum: feedbackTrigger.words,
    },
    question: { label: words('问题', 'Question', '質問', '問題', 'Domanda'), kind: 'longText' },
    scoreType: {
      label: words('评分方式', 'Score type', '評価方式', '評分方式', 'Tipo di punteggio'),
      enum: feedbackScoreType.words,
    },
    samplePercent: {
      label: words('抽样比例（%）', 'Sample (%)', 'サンプル率（%）', '抽樣比例（%）', 'Campione (%)'),
      kind: 'number',
      unit: unit.percent,
    },
    quietDays: {
      label: words('免打扰天数', 'Quiet days', '再質問までの日数', '免打擾天數', 'Giorni di pausa'),
      kind: 'number',
      unit: unit.days,
      hint: words(
        '同一用户再次被询问前的间隔天数',
        'Days before the same user is asked again',
        '同じユーザーに再度尋ねるまでの日数',
        '同一使用者再次被詢問前的間隔天數',
        'Giorni prima di chiedere di nuovo allo stesso utente',
      ),
    },
    startDate: described.startDate,
    endDate: described.endDate,
    owner: described.owner,
    enabled: described.enabled,
  },
});

export const developerScope = /* @__PURE__ */ defineEnum({
  API_DEBUG: { words: words('接口调试', 'API debugging', 'APIデバッグ', '介面除錯', 'Debug delle API') },
  LOG_VIEW: { words: words('日志查看', 'Log viewing', 'ログ閲覧', '日誌檢視', 'Consultazione dei log') },
  SCRIPT_CONSOLE: {
    words: words('脚本控制台', 'Script console', 'スクリプトコンソール', '指令碼主控台', 'Console di script'),
  },
  MOCK_PAYMENT: { words: words('模拟支付', 'Mock payments', '模擬支払', '模擬支付', 'Pagamenti simulati') },
  WEBHOOK_TEST: {
    words: words('回调测试', 'Webhook tests', 'Webhookテスト', '回呼測試', 'Test dei webhook'),
  },
});
export const developerScopes = developerScope.values;

/** A tenant's developer mode: debugging tools switched on for its integration work, for a while. */
export const csDeveloperModeResource = defineResource({
  name: 'cs-developer-mode',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Developer mode on for the tenant. */
    developerMode: z.boolean().default(false),
    scopes: z.array(z.enum(developerScopes)).default([]),
    /** The support ticket that asked for it. */
    ticketNo: code(32).optional(),
    reason: optionalText(300),
    openedBy: optionalText(60),
    expiresAt: instant.optional(),
    ipWhitelist: z.array(ipAddress).max(20).default([]),
    lastUsedAt: instant.optional(),
  }),
  permissions: customerService,
  title: 'ticketNo',
  keyword: ['ticketNo', 'openedBy', 'reason'],
  filters: { tenantId: 'eq', developerMode: 'eq', expiresAt: 'range' },
  sortable: ['expiresAt', 'lastUsedAt'],
  unique: [['tenantId']],
  fields: {
    tenantId: described.tenantId,
    developerMode: {
      label: words('开发者模式', 'Developer mode', '開発者モード', '開發者模式', 'Modalità sviluppatore'),
      kind: 'switch',
      hint: words(
        '开启后租户可使用下列调试工具',
        'When on, the tenant can use the tools below',
        'オンの間、テナントは下記のツールを使えます',
        '開啟後租戶可使用下列除錯工具',
        'Quando è attiva, il tenant può usare gli strumenti qui sotto',
      ),
    },
    scopes: {
      label: words('开放的工具', 'Tools opened', '利用可能なツール', '開放的工具', 'Strumenti abilitati'),
      enum: developerScope.words,
    },
    ticketNo: { label: words('工单号', 'Ticket no.', 'チケット番号', '工單號', 'N. ticket'), kind: 'code' },
    reason: { label: words('开通原因', 'Reason', '理由', '開通原因', 'Motivo'), kind: 'longText' },
    openedBy: { label: words('开通人', 'Opened by', '有効化した人', '開通人', 'Attivata da') },
    expiresAt: {
      label: words('到期时间', 'Expires at', '有効期限', '到期時間', 'Scade il'),
      kind: 'dateTime',
      hint: words(
        '到期后自动关闭',
        'Switched off when it expires',
        '期限が来ると自動でオフ',
        '到期後自動關閉',
        'Si disattiva alla scadenza',
      ),
    },
    ipWhitelist: {
      label: words('IP 白名单', 'IP allow list', '許可IP', 'IP 白名單', 'IP consentiti'),
      hint: words(
        '每项为 IPv4 地址，如 10.0.0.1',
        'IPv4 addresses, e.g. 10.0.0.1',
        'IPv4アドレス（例：10.0.0.1）',
        '每項為 IPv4 位址，如 10.0.0.1',
        'Indirizzi IPv4, ad es. 10.0.0.1',
      ),
    },
    lastUsedAt: {
      label: words('最近使用时间', 'Last used', '最終使用', '最近使用時間', 'Ultimo utilizzo'),
      kind: 'dateTime',
    },
  },
});

export const diagnosisService = /* @__PURE__ */ defineEnum({
  OPERATION: {
    words: words('运营平台服务', 'Operation service', '運用サービス', '營運平台服務', 'Servizio operativo'),
  },
  AUTH: {
    words: words('认证服务', 'Auth service', '認証サービス', '認證服務', 'Servizio di autenticazione'),
  },
  EXPENSE: { words: words('报销服务', 'Expense service', '経費サービス', '報銷服務', 'Servizio note spese') },
  TRAVEL: { words: words('差旅服务', 'Travel service', '出張サービス', '差旅服務', 'Servizio viaggi') },
  BUDGET: { words: words('预算服务', 'Budget service', '予算サービス', '預算服務', 'Servizio budget') },
  PAYMENT: { words: words('支付服务', 'Payment service', '支払サービス', '支付服務', 'Servizio pagamenti') },
  PUSH: {
    words: words('推送服务', 'Push service', 'プッシュサービス', '推播服務', 'Servizio notifiche push'),
  },
  WORKFLOW: {
    words: words(
      '审批流服务',
      'Workflow service',
      'ワークフローサービス',
      '審批流程服務',
      'Servizio workflow',
    ),
  },
  INVOICE: { words: words('发票服务', 'Invoice service', '請求書サービス', '發票服務', 'Servizio fatture') },
  REPORT: { words: words('报表服务', 'Report service', 'レポートサービス', '報表服務', 'Servizio report') },
});
export const diagnosisServices = diagnosisService.values;

const logLevel = /* @__PURE__ */ defineEnum({
  INFO: { words: words('信息', 'Info', '情報', '資訊', 'Info'), tone: 'info' },
  WARN: { words: words('警告', 'Warning', '警告', '警告', 'Avviso'), tone: 'warning' },
  ERROR: { words: words('错误', 'Error', 'エラー', '錯誤', 'Errore'), tone: 'danger' },
});

const httpMethod = /* @__PURE__ */ defineEnum({
  GET: { words: words('GET', 'GET', 'GET', 'GET', 'GET') },
  POST: { words: words('POST', 'POST', 'POST', 'POST', 'POST') },
  PUT: { words: words('PUT', 'PUT', 'PUT', 'PUT', 'PUT') },
  PATCH: { words: words('PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH') },
  DELETE: { words: words('DELETE', 'DELETE', 'DELETE', 'DELETE', 'DELETE') },
});

/** A traced request: what a span id in an error toast points at. */
export const csDiagnosisLogResource = defineResource({
  name: 'cs-diagnosis-log',
  scope: 'global',
  schema: z.object({
    /** The span id of the request (16 hex digits), shown in error toasts. */
    spanId: z.string().regex(/^[0-9a-f]{16}$/),
    traceId: z.string().regex(/^[0-9a-f]{32}$/),
    service: z.enum(diagnosisServices),
    level: z.enum(logLevel.values),
    httpMethod: z.enum(httpMethod.values),
    path: text(500),
    httpStatus: z.number().int().min(100).max(599),
    requestAt: instant,
    durationMs: z.number().int().min(0).max(3_600_000),
    /** Of the duration: database and calls to other services. */
    dbMs: z.number().int().min(0).max(3_600_000).optional(),
    upstreamMs: z.number().int().min(0).max(3_600_000).optional(),
    userLogin: optionalText(60),
    tenantId: tenantId.optional(),
    clientIp: ipAddress.optional(),
    errorCode: optionalText(80),
    errorMessage: optionalText(1000),
    requestBody: optionalText(20_000),
    responseBody: optionalText(20_000),
    stackTrace: optionalText(20_000),
  }),
  permissions: customerService,
  title: 'spanId',
  keyword: ['spanId', 'traceId', 'path', 'errorMessage', 'userLogin'],
  filters: {
    spanId: 'eq',
    traceId: 'eq',
    service: 'in',
    level: 'in',
    httpStatus: 'eq',
    tenantId: 'eq',
    userLogin: 'eq',
    requestAt: 'range',
    durationMs: 'range',
  },
  sortable: ['requestAt', 'durationMs', 'httpStatus'],
  unique: [['spanId']],
  defaultSort: { field: 'requestAt', direction: 'desc' },
  fields: {
    spanId: { label: words('Span ID', 'Span ID', 'スパンID', 'Span ID', 'Span ID'), kind: 'code' },
    traceId: { label: words('Trace ID', 'Trace ID', 'トレースID', 'Trace ID', 'Trace ID'), kind: 'code' },
    service: {
      label: words('服务', 'Service', 'サービス', '服務', 'Servizio'),
      enum: diagnosisService.words,
    },
    level: { label: words('级别', 'Level', 'レベル', '級別', 'Livello'), enum: logLevel.words },
    httpMethod: {
      label: words('请求方法', 'Method', 'メソッド', '請求方法', 'Metodo'),
      enum: httpMethod.words,
    },
    path: { label: words('请求路径', 'Path', 'パス', '請求路徑', 'Percorso'), kind: 'code' },
    httpStatus: {
      label: words('状态码', 'HTTP status', 'HTTPステータス', '狀態碼', 'Stato HTTP'),
      kind: 'number',
    },
    requestAt: {
      label: words('请求时间', 'Requested at', 'リクエスト日時', '請求時間', 'Richiesta il'),
      kind: 'dateTime',
    },
    durationMs: shared.durationMs,
    dbMs: {
      label: words(
        '数据库耗时（毫秒）',
        'Database (ms)',
        'DB時間（ms）',
        '資料庫耗時（毫秒）',
        'Database (ms)',
      ),
      kind: 'number',
      unit: unit.milliseconds,
    },
    upstreamMs: {
      label: words(
        '下游调用耗时（毫秒）',
        'Upstream calls (ms)',
        '外部呼出（ms）',
        '下游呼叫耗時（毫秒）',
        'Chiamate ad altri servizi (ms)',
      ),
      kind: 'number',
      unit: unit.milliseconds,
    },
    userLogin: { label: words('用户账号', 'User', 'ユーザー', '使用者帳號', 'Utente') },
    tenantId: described.tenantId,
    clientIp: { label: words('客户端 IP', 'Client IP', 'クライアントIP', '用戶端 IP', 'IP del client') },
    errorCode: {
      label: words('错误码', 'Error code', 'エラーコード', '錯誤碼', 'Codice di errore'),
      kind: 'code',
    },
    errorMessage: {
      label: words('错误信息', 'Error message', 'エラーメッセージ', '錯誤訊息', 'Messaggio di errore'),
      kind: 'longText',
    },
    requestBody: {
      label: words('请求报文', 'Request body', 'リクエスト本文', '請求報文', 'Corpo della richiesta'),
      kind: 'longText',
    },
    responseBody: {
      label: words('响应报文', 'Response body', 'レスポンス本文', '回應報文', 'Corpo della risposta'),
      kind: 'longText',
    },
    stackTrace: {
      label: words('异常堆栈', 'Stack trace', 'スタックトレース', '例外堆疊', 'Stack trace'),
      kind: 'longText',
    },
  },
});

export const diagnosisRequestStatus = /* @__PURE__ */ defineEnum({
  SUBMITTED: { words: words('已提交', 'Submitted', '提出済み', '已提交', 'Inviata'), tone: 'warning' },
  ANALYSING: { words: words('分析中', 'Analysing', '分析中', '分析中', 'In analisi'), tone: 'info' },
  WAITING_CUSTOMER: {
    words: words('待客户反馈', 'Waiting for customer', '顧客回答待ち', '待客戶回饋', 'In attesa del cliente'),
    tone: 'warning',
  },
  RESOLVED: { words: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolta'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiusa'), tone: 'neutral' },
});
export const diagnosisRequestStatuses = diagnosisRequestStatus.values;

const diagnosisSeverity = /* @__PURE__ */ defineEnum({
  P1: { words: words('P1 紧急', 'P1 critical', 'P1 緊急', 'P1 緊急', 'P1 critica'), tone: 'danger' },
  P2: { words: words('P2 高', 'P2 high', 'P2 高', 'P2 高', 'P2 alta'), tone: 'warning' },
  P3: { words: words('P3 中', 'P3 medium', 'P3 中', 'P3 中', 'P3 media'), tone: 'info' },
  P4: { words: words('P4 低', 'P4 low', 'P4 低', 'P4 低', 'P4 bassa'), tone: 'neutral' },
});

/** A customer's problem handed to the engineers for diagnosis, with the spans that show it. */
export const csDiagnosisRequestResource = defineResource({
  name: 'cs-diagnosis-request',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (DR + date + sequence). */
    requestNo: code(32).optional(),
    title: text(100),
    description: text(2000),
    severity: z.enum(diagnosisSeverity.values),
    service: z.enum(diagnosisServices).optional(),
    spanIds: z
      .array(z.string().regex(/^[0-9a-f]{16}$/))
      .max(20)
      .default([]),
    reporter: text(60),
    assignee: optionalText(60),
    submittedAt: instant,
    resolvedAt: instant.optional(),
    conclusion: optionalText(2000),
    status: z.enum(diagnosisRequestStatuses).default('SUBMITTED'),
  }),
  permissions: customerService,
  title: 'requestNo',
  keyword: ['requestNo', 'title', 'reporter', 'assignee'],
  filters: { tenantId: 'eq', severity: 'in', status: 'in', service: 'in', submittedAt: 'range' },
  sortable: ['requestNo', 'submittedAt', 'severity'],
  unique: [['requestNo']],
  defaultSort: { field: 'submittedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    requestNo: {
      label: words('申请编号', 'Request no.', '依頼番号', '申請編號', 'N. richiesta'),
      kind: 'code',
      generated: { prefix: 'DR' },
    },
    title: { label: words('问题标题', 'Title', 'タイトル', '問題標題', 'Titolo') },
    description: {
      label: words('问题描述', 'Description', '内容', '問題描述', 'Descrizione'),
      kind: 'longText',
    },
    severity: {
      label: words('紧急程度', 'Severity', '緊急度', '緊急程度', 'Gravità'),
      enum: diagnosisSeverity.words,
    },
    service: {
      label: words('涉及服务', 'Service', '対象サービス', '涉及服務', 'Servizio'),
      enum: diagnosisService.words,
    },
    spanIds: {
      label: words('相关 Span ID', 'Span IDs', '関連スパンID', '相關 Span ID', 'Span ID'),
      hint: words(
        '从错误提示中复制的 spanId',
        'The spanIds copied from error toasts',
        'エラー表示からコピーしたspanId',
        '從錯誤提示中複製的 spanId',
        'Gli spanId copiati dai messaggi di errore',
      ),
    },
    reporter: { label: words('提交人', 'Reported by', '報告者', '提交人', 'Segnalata da') },
    assignee: { label: words('处理人', 'Assignee', '担当者', '處理人', 'Assegnatario') },
    submittedAt: shared.submittedAt,
    resolvedAt: {
      label: words('解决时间', 'Resolved at', '解決日時', '解決時間', 'Risolta il'),
      kind: 'dateTime',
    },
    conclusion: {
      label: words('诊断结论', 'Conclusion', '診断結果', '診斷結論', 'Conclusione'),
      kind: 'longText',
    },
    status: { ...shared.status, enum: diagnosisRequestStatus.words },
  },
});

const trainingCategory = /* @__PURE__ */ defineEnum({
  ONBOARDING: { words: words('上线启动', 'Onboarding', '導入', '上線啟動', 'Avvio') },
  EXPENSE: { words: words('费用报销', 'Expenses', '経費精算', '費用報銷', 'Note spese') },
  TRAVEL: { words: words('差旅预订', 'Travel', '出張', '差旅預訂', 'Viaggi') },
  FINANCE: { words: words('财务审核与支付', 'Finance', '財務', '財務審核與支付', 'Finanza') },
  BUDGET: { words: words('预算管控', 'Budgets', '予算', '預算管控', 'Budget') },
  ADMIN: { words: words('系统管理', 'Administration', 'システム管理', '系統管理', 'Amministrazione') },
});

const trainingAudience = /* @__PURE__ */ defineEnum({
  ADMIN: { words: words('系统管理员', 'Administrators', '管理者', '系統管理員', 'Amministratori') },
  FINANCE: { words: words('财务人员', 'Finance staff', '財務担当', '財務人員', 'Personale finanziario') },
  APPROVER: { words: words('审批人', 'Approvers', '承認者', '審批人', 'Approvatori') },
  EMPLOYEE: { words: words('普通员工', 'Employees', '一般従業員', '一般員工', 'Dipendenti') },
});

const trainingFormat = /* @__PURE__ */ defineEnum({
  VIDEO: { words: words('视频', 'Video', '動画', '影片', 'Video') },
  DOCUMENT: { words: words('文档', 'Document', '文書', '文件', 'Documento') },
  SLIDES: { words: words('演示文稿', 'Slides', 'スライド', '簡報', 'Presentazione') },
  LIVE: { words: words('直播培训', 'Live session', 'ライブ研修', '直播培訓', 'Sessione dal vivo') },
});

const trainingTemplateStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開中', '已發布', 'Pubblicato'), tone: 'success' },
  ARCHIVED: { words: words('已归档', 'Archived', 'アーカイブ', '已封存', 'Archiviato'), tone: 'neutral' },
});

/** Training material customer service hands to customers' administrators, finance and staff. */
export const csTrainingTemplateResource = defineResource({
  name: 'cs-training-template',
  scope: 'global',
  schema: z.object({
    templateCode: code(32),
    name: text(100),
    category: z.enum(trainingCategory.values),
    audience: z.array(z.enum(trainingAudience.values)).min(1),
    format: z.enum(trainingFormat.values),
    language: z.enum(translationLanguages).default('zh-cn'),
    /** The material: a link, or an uploaded file. */
    materialUrl: webAddress.optional(),
    attachmentOID: z.string().uuid().optional(),
    durationMinutes: z.number().int().min(1).max(600).optional(),
    templateVersion: z.string().regex(/^\d+\.\d+(\.\d+)?$/),
    owner: text(60),
    publishedDate: date.optional(),
    description: optionalText(1000),
    status: z.enum(trainingTemplateStatus.values).default('DRAFT'),
  }),
  permissions: customerService,
  title: 'name',
  keyword: ['name', 'templateCode', 'owner'],
  filters: { category: 'in', format: 'in', language: 'eq', status: 'in', publishedDate: 'range' },
  sortable: ['templateCode', 'name', 'publishedDate'],
  unique: [['templateCode']],
  fields: {
    templateCode: {
      label: words('模板编码', 'Template code', 'テンプレートコード', '範本編碼', 'Codice modello'),
      kind: 'code',
    },
    name: { label: words('模板名称', 'Name', '名称', '範本名稱', 'Nome') },
    category: {
      label: words('培训类别', 'Category', 'カテゴリ', '培訓類別', 'Categoria'),
      enum: trainingCategory.words,
    },
    audience: {
      label: words('培训对象', 'Audience', '対象者', '培訓對象', 'Destinatari'),
      enum: trainingAudience.words,
    },
    format: { label: words('形式', 'Format', '形式', '形式', 'Formato'), enum: trainingFormat.words },
    language: { label: words('语言', 'Language', '言語', '語言', 'Lingua'), enum: translationLanguage.words },
    materialUrl: {
      label: words('资料链接', 'Material link', '資料リンク', '資料連結', 'Link al materiale'),
      kind: 'url',
    },
    attachmentOID: {
      label: words('资料附件', 'Material file', '資料ファイル', '資料附件', 'File del materiale'),
      kind: 'attachment',
    },
    durationMinutes: {
      label: words('时长（分钟）', 'Length (min)', '所要時間（分）', '時長（分鐘）', 'Durata (min)'),
      kind: 'number',
      unit: unit.minutes,
    },
    templateVersion: { label: words('版本', 'Version', 'バージョン', '版本', 'Versione') },
    owner: described.owner,
    publishedDate: {
      label: words('发布日期', 'Published on', '公開日', '發布日期', 'Pubblicato il'),
      kind: 'date',
    },
    description: described.description,
    status: { ...shared.status, enum: trainingTemplateStatus.words },
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const customerServiceAreaResources = {
  staff: staffResource,
  'cs-document': csDocumentResource,
  'cs-label-message': csLabelMessageResource,
  'cs-ai-record': csAiRecordResource,
  'cs-api-callback': csApiCallbackResource,
  'cs-feedback': csFeedbackResource,
  'cs-feedback-event': csFeedbackEventResource,
  'cs-developer-mode': csDeveloperModeResource,
  'cs-diagnosis-log': csDiagnosisLogResource,
  'cs-diagnosis-request': csDiagnosisRequestResource,
  'cs-training-template': csTrainingTemplateResource,
} as const satisfies Record<string, ResourceDescriptor>;
