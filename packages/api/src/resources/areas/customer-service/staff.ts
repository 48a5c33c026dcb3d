import { z } from 'zod';
import { employeeStatuses, employeeStatusMessages } from '../../../constants/statuses';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { words } from '../../describe';
import { code, companyId, email, mobile, optionalText, tenantId, text } from '../../fields';
import { enumOfMessages, field } from '../shared/descriptions';

// The staff records customer service looks up and maintains (the query-data screen), in a module of
// their own: tenant lookups, pickers and the order flow name staff, and should not load every
// customer-service record's description with them.

/** An employee's status (`employeeStatuses`), worded by `apiMessages`: active, leaving soon, left. */
export const employeeStatus = /* @__PURE__ */ enumOfMessages(employeeStatuses, employeeStatusMessages, {
  ACTIVE: 'success',
  LEAVING: 'warning',
  LEFT: 'neutral',
});

export const staffResource = defineResource({
  name: 'staff',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    employeeID: code(32),
    fullName: text(60),
    mobile: mobile.optional(),
    email: email.optional(),
    departmentName: optionalText(100),
    position: optionalText(60),
    /** The deployment environment the employee's tenant runs in. */
    env: optionalText(20),
    status: z.enum(employeeStatuses).default('ACTIVE'),
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'fullName',
  keyword: ['fullName', 'employeeID', 'email', 'mobile'],
  filters: {
    tenantId: 'eq',
    companyId: 'eq',
    email: 'eq',
    mobile: 'eq',
    status: 'in',
    departmentName: 'contains',
  },
  sortable: ['fullName', 'employeeID', 'departmentName'],
  unique: [['tenantId', 'employeeID']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    employeeID: field(words('工号', 'Employee ID', '社員番号', '員工編號', 'Matricola'), { kind: 'code' }),
    fullName: field(words('姓名', 'Full name', '氏名', '姓名', 'Nome e cognome')),
    mobile: field(words('手机号', 'Mobile', '携帯電話', '手機號碼', 'Cellulare'), { kind: 'phone' }),
    email: field(words('邮箱', 'E-mail', 'メール', '電子郵件', 'E-mail'), { kind: 'email' }),
    departmentName: field(words('部门', 'Department', '部署', '部門', 'Reparto')),
    position: field(words('职位', 'Position', '役職', '職位', 'Posizione')),
    env: field(words('环境', 'Environment', '環境', '環境', 'Ambiente'), {
      hint: words(
        '员工所在租户运行的部署环境',
        "The deployment environment the employee's tenant runs in",
        '従業員のテナントが稼働するデプロイ環境',
        '員工所在租戶執行的部署環境',
        "L'ambiente di distribuzione in cui opera il tenant del dipendente",
      ),
    }),
    status: field(words('员工状态', 'Employee status', '在籍状況', '員工狀態', 'Stato del dipendente'), {
      enum: employeeStatus.words,
    }),
  },
});
