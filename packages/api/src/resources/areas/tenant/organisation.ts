import { z } from 'zod';
import { documentCategoryMessages, labelDocumentCategories } from '../../../constants/statuses';
import { ValidationMessage } from '../../../constants/validation';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { words, type EnumDescription } from '../../describe';
import { formType, formTypes, taxpayerKind, taxpayerKinds } from '../../enums';
import { code, companyId, enabled, optionalText, taxNumber, tenantId, text } from '../../fields';
import { field, messageWords, shared } from '../shared/descriptions';

// The tenant area: what each tenant keeps of its organisation and expense setup — companies,
// departments and positions, user groups, cost centers and their items, sets of books, forms,
// expense types and labels, document labels, credit models and rule conditions, receipt titles and
// receipted companies.

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export { formType, formTypes, labelDocumentCategories, taxpayerKind, taxpayerKinds };

/** The label picker's document categories (numbers, not a zod enum), worded by `apiMessages`. */
export const labelDocumentCategoryWords = /* @__PURE__ */ Object.fromEntries(
  labelDocumentCategories.map((category) => [
    String(category),
    { words: messageWords(documentCategoryMessages[category]) },
  ]),
) as EnumDescription<`${(typeof labelDocumentCategories)[number]}`>;

export const companyResource = defineResource({
  name: 'company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(100),
    companyCode: code(32),
    companyTypeName: optionalText(50),
    taxNumber: optionalText(30),
    enabled,
  }),
  permissions: { read: 'company:read', write: 'company:write' },
  title: 'name',
  keyword: ['name', 'companyCode'],
  filters: { tenantId: 'eq', name: 'contains', companyCode: 'eq', enabled: 'eq' },
  sortable: ['name', 'companyCode'],
  unique: [['tenantId', 'companyCode']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    name: field(words('公司名称', 'Company name', '会社名', '公司名稱', "Nome dell'azienda")),
    companyCode: field(words('公司编码', 'Company code', '会社コード', '公司代碼', 'Codice azienda'), {
      kind: 'code',
    }),
    companyTypeName: field(words('公司类型', 'Company type', '会社区分', '公司類型', 'Tipo di azienda')),
    taxNumber: shared.taxNumber,
    enabled: described.enabled,
  },
});

export const labelResource = defineResource({
  name: 'label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    description: optionalText(200),
    /** The label's kind: WARNING, INFO, AUDIT... */
    type: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq', type: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['name', 'type'],
  unique: [['tenantId', 'documentCategory', 'name']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('标签名称', 'Label', 'ラベル名', '標籤名稱', 'Etichetta')),
    description: described.description,
    type: field(words('标签类型', 'Label type', 'ラベル種別', '標籤類型', 'Tipo di etichetta'), {
      kind: 'code',
    }),
    documentCategory: field(
      words('单据类别', 'Document category', '伝票カテゴリ', '單據類別', 'Categoria documento'),
      { kind: 'enum', enum: labelDocumentCategoryWords },
    ),
    enabled: described.enabled,
  },
});

export const setOfBooksResource = defineResource({
  name: 'set-of-books',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    setOfBooksName: text(60),
    setOfBooksCode: code(32),
    currencyCode: code(3),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'setOfBooksName',
  keyword: ['setOfBooksName', 'setOfBooksCode'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['setOfBooksName', 'setOfBooksCode'],
  unique: [['tenantId', 'setOfBooksCode']],
  fields: {
    tenantId: described.tenantId,
    setOfBooksName: field(words('账套名称', 'Set of books', '帳簿名', '帳套名稱', 'Libro contabile')),
    setOfBooksCode: field(
      words('账套编码', 'Set of books code', '帳簿コード', '帳套代碼', 'Codice del libro'),
      {
        kind: 'code',
      },
    ),
    currencyCode: field(words('本位币', 'Base currency', '機能通貨', '本位幣', 'Valuta di base'), {
      reference: { lookup: 'currency' },
    }),
    enabled: described.enabled,
  },
});

export const tenantExpenseTypeResource = defineResource({
  name: 'tenant-expense-type',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), category: optionalText(40), enabled }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', category: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('费用类型', 'Expense type', '経費種別', '費用類型', 'Tipo di spesa')),
    code: shared.code,
    category: field(words('类别', 'Category', 'カテゴリ', '類別', 'Categoria')),
    enabled: described.enabled,
  },
});

export const departmentResource = defineResource({
  name: 'department',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    /** The departmentOID of the parent; none for a root department. */
    parentOid: z.string().uuid().optional(),
    managerName: optionalText(60),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', parentOid: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    name: field(words('部门名称', 'Department', '部門名', '部門名稱', 'Reparto')),
    code: field(words('部门编码', 'Department code', '部門コード', '部門代碼', 'Codice del reparto'), {
      kind: 'code',
    }),
    parentOid: shared.oid(
      words('上级部门', 'Parent department', '上位部門', '上級部門', 'Reparto superiore'),
    ),
    managerName: field(words('负责人', 'Manager', '責任者', '負責人', 'Responsabile')),
    enabled: described.enabled,
  },
});

export const departmentPositionResource = defineResource({
  name: 'department-position',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    positionCode: code(32),
    positionName: text(60),
    departmentOid: z.string().uuid().optional(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'positionName',
  keyword: ['positionName', 'positionCode'],
  filters: { tenantId: 'eq', companyId: 'eq', departmentOid: 'eq', enabled: 'eq' },
  sortable: ['positionName', 'positionCode'],
  unique: [['tenantId', 'positionCode']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    positionCode: field(
      words('职位编码', 'Position code', '役職コード', '職位代碼', 'Codice della posizione'),
      {
        kind: 'code',
      },
    ),
    positionName: field(words('职位名称', 'Position', '役職名', '職位名稱', 'Posizione')),
    departmentOid: shared.oid(words('所属部门', 'Department', '所属部門', '所屬部門', 'Reparto')),
    enabled: described.enabled,
  },
});

export const costCenterResource = defineResource({
  name: 'cost-center',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('成本中心名称', 'Cost center', 'コストセンター名', '成本中心名稱', 'Centro di costo')),
    code: shared.code,
    enabled: described.enabled,
  },
});

export const costCenterItemResource = defineResource({
  name: 'cost-center-item',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The costCenterOID of its cost center. */
    costCenterOid: z.string().uuid(),
    /** Ordered item number: the cost-center range search filters from and to on it. */
    itemNumber: z.number().int().min(0).max(999_999_999),
    name: text(60),
    code: code(32),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', costCenterOid: 'eq', itemNumber: 'range', enabled: 'eq' },
  sortable: ['itemNumber', 'name', 'code'],
  unique: [['costCenterOid', 'code']],
  defaultSort: { field: 'itemNumber', direction: 'asc' },
  importable: true,
  fields: {
    tenantId: described.tenantId,
    costCenterOid: shared.oid(
      words('成本中心', 'Cost center', 'コストセンター', '成本中心', 'Centro di costo'),
    ),
    itemNumber: field(words('序号', 'Item number', '項目番号', '序號', 'Numero voce'), { kind: 'number' }),
    name: field(words('成本中心项名称', 'Item name', '項目名', '成本中心項名稱', 'Nome della voce')),
    code: shared.code,
    enabled: described.enabled,
  },
});

export const userGroupResource = defineResource({
  name: 'user-group',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    name: field(words('人员组名称', 'User group', 'ユーザーグループ名', '人員組名稱', 'Gruppo di utenti')),
    code: shared.code,
    description: described.description,
    enabled: described.enabled,
  },
});

export const formResource = defineResource({
  name: 'form',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyId: companyId.optional(),
    formName: text(60),
    formCode: code(32),
    formType: z.enum(formTypes),
    /** The document category of the form (1001 application, 1002 reimbursement...). */
    documentCategory: z.number().int().positive(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'formName',
  keyword: ['formName', 'formCode'],
  filters: { tenantId: 'eq', companyId: 'eq', formType: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['formName', 'formCode'],
  unique: [['tenantId', 'formCode']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    formName: field(words('单据名称', 'Form name', 'フォーム名', '單據名稱', 'Nome del modulo')),
    formCode: field(words('单据编码', 'Form code', 'フォームコード', '單據代碼', 'Codice del modulo'), {
      kind: 'code',
    }),
    formType: field(words('单据类型', 'Form type', 'フォーム種別', '單據類型', 'Tipo di modulo'), {
      enum: formType.words,
    }),
    documentCategory: field(
      words('单据大类', 'Document category', '伝票区分', '單據大類', 'Categoria documento'),
      {
        kind: 'code',
        hint: words(
          '单据大类编码：1001 申请单，1002 报销单……',
          'The document category code: 1001 application, 1002 reimbursement…',
          '伝票区分コード：1001 申請、1002 経費精算…',
          '單據大類代碼：1001 申請單，1002 報銷單……',
          'Il codice della categoria: 1001 richiesta, 1002 nota spese…',
        ),
      },
    ),
    enabled: described.enabled,
  },
});

export const creditModelResource = defineResource({
  name: 'credit-model',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), description: optionalText(), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('信用模型名称', 'Credit model', '与信モデル名', '信用模型名稱', 'Modello di credito')),
    code: shared.code,
    description: described.description,
    enabled: described.enabled,
  },
});

export const creditRuleConditionResource = defineResource({
  name: 'credit-rule-condition',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The auto-credit rule set the condition belongs to. */
    ruleSetId: z.number().int().positive(),
    conditionCode: code(40),
    conditionName: text(60),
    description: optionalText(),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'conditionName',
  keyword: ['conditionName', 'conditionCode'],
  filters: { tenantId: 'eq', ruleSetId: 'eq' },
  sortable: ['conditionName', 'conditionCode'],
  unique: [['tenantId', 'ruleSetId', 'conditionCode']],
  fields: {
    tenantId: described.tenantId,
    ruleSetId: field(
      words(
        '自动授信规则',
        'Auto-credit rule set',
        '自動与信ルール',
        '自動授信規則',
        'Regole di credito automatico',
      ),
      { kind: 'number' },
    ),
    conditionCode: field(
      words('条件编码', 'Condition code', '条件コード', '條件代碼', 'Codice della condizione'),
      {
        kind: 'code',
      },
    ),
    conditionName: field(words('条件名称', 'Condition', '条件名', '條件名稱', 'Condizione')),
    description: described.description,
  },
});

export const expenseLabelResource = defineResource({
  name: 'expense-label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    code: code(32),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, ValidationMessage.COLOR)
      .optional(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('标签名称', 'Label', 'ラベル名', '標籤名稱', 'Etichetta')),
    code: shared.code,
    color: field(words('颜色', 'Colour', '色', '顏色', 'Colore'), {
      kind: 'code',
      hint: words('格式 #RRGGBB', 'As #RRGGBB', '#RRGGBB 形式', '格式 #RRGGBB', 'Nel formato #RRGGBB'),
    }),
    enabled: described.enabled,
  },
});

export const receiptTitleResource = defineResource({
  name: 'receipt-title',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The title's key, as the receipt-title lookup lists it. */
    key: code(40),
    titleName: text(100),
    taxNumber,
    taxpayerKind: z.enum(taxpayerKinds),
    address: optionalText(100),
    telephone: optionalText(30),
    bankName: optionalText(60),
    bankAccount: optionalText(40),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'titleName',
  keyword: ['titleName', 'taxNumber', 'key'],
  filters: { tenantId: 'eq', taxpayerKind: 'eq', enabled: 'eq' },
  sortable: ['titleName'],
  unique: [['tenantId', 'key']],
  fields: {
    tenantId: described.tenantId,
    key: field(words('抬头标识', 'Key', 'キー', '抬頭識別碼', 'Chiave'), { kind: 'code' }),
    titleName: field(words('抬头名称', 'Title', '宛名', '抬頭名稱', 'Intestazione')),
    taxNumber: shared.taxNumber,
    taxpayerKind: field(
      words('纳税人类型', 'Taxpayer kind', '納税者区分', '納稅人類型', 'Tipo di contribuente'),
      {
        enum: taxpayerKind.words,
      },
    ),
    address: field(words('地址', 'Address', '住所', '地址', 'Indirizzo')),
    telephone: field(words('电话', 'Telephone', '電話番号', '電話', 'Telefono'), { kind: 'phone' }),
    bankName: field(words('开户行', 'Bank', '取引銀行', '開戶行', 'Banca')),
    bankAccount: field(words('银行账号', 'Bank account', '口座番号', '銀行帳號', 'Conto bancario'), {
      kind: 'code',
    }),
    enabled: described.enabled,
  },
});

export const receiptedCompanyResource = defineResource({
  name: 'receipted-company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyName: text(100),
    taxNumber,
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'companyName',
  keyword: ['companyName', 'taxNumber'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['companyName'],
  unique: [['tenantId', 'taxNumber']],
  fields: {
    tenantId: described.tenantId,
    companyName: field(words('公司名称', 'Company name', '会社名', '公司名稱', "Nome dell'azienda")),
    taxNumber: shared.taxNumber,
    enabled: described.enabled,
  },
});
