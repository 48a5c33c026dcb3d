import type { ApprovalFlowModel, FlowFormField, PersonRef, RoleRef } from '../model';

/** Flows, fields and option lists shared by the tests and the stories. */

export const samplePeople: readonly (PersonRef & { readonly department: string })[] = [
  { id: 'u-li-wei', name: 'Li Wei', department: 'Finance' },
  { id: 'u-chen-jing', name: 'Chen Jing', department: 'Finance' },
  { id: 'u-wang-fang', name: 'Wang Fang', department: 'Human resources' },
  { id: 'u-zhang-min', name: 'Zhang Min', department: 'Sales' },
  { id: 'u-liu-yang', name: 'Liu Yang', department: 'Operations' },
  { id: 'u-sato-yuki', name: 'Sato Yuki', department: 'Travel desk' },
  { id: 'u-marco-rossi', name: 'Marco Rossi', department: 'Legal' },
];

export const sampleRoles: readonly (RoleRef & { readonly description: string })[] = [
  { id: 'r-finance-manager', name: 'Finance manager', description: '3 people' },
  { id: 'r-cfo', name: 'Chief financial officer', description: '1 person' },
  { id: 'r-hr-bp', name: 'HR business partner', description: '4 people' },
  { id: 'r-travel-admin', name: 'Travel administrator', description: '2 people' },
];

export const sampleFormFields: readonly FlowFormField[] = [
  {
    id: 'expenseType',
    label: 'Expense type',
    type: 'select',
    options: [
      { value: 'travel', label: 'Travel' },
      { value: 'entertainment', label: 'Entertainment' },
      { value: 'office', label: 'Office supplies' },
      { value: 'training', label: 'Training' },
    ],
  },
  { id: 'project', label: 'Project code', type: 'text' },
  { id: 'headcount', label: 'Headcount', type: 'number' },
  {
    id: 'regions',
    label: 'Regions',
    type: 'multiSelect',
    options: [
      { value: 'cn', label: 'Mainland China' },
      { value: 'jp', label: 'Japan' },
      { value: 'eu', label: 'Europe' },
    ],
  },
];

const matches = (query: string, text: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/** Loads people the way a server would: a little later, filtered by the query. */
export function createPeopleLoader(delayMs = 120) {
  return (query: string) =>
    new Promise<readonly (PersonRef & { description: string })[]>((resolve) =>
      setTimeout(
        () =>
          resolve(
            samplePeople
              .filter((person) => matches(query, person.name) || matches(query, person.department))
              .map((person) => ({ id: person.id, name: person.name, description: person.department })),
          ),
        delayMs,
      ),
    );
}

export function createRolesLoader(delayMs = 120) {
  return (query: string) =>
    new Promise<readonly (RoleRef & { description: string })[]>((resolve) =>
      setTimeout(() => resolve(sampleRoles.filter((role) => matches(query, role.name))), delayMs),
    );
}

/**
 * The typical chain: the department head approves, then by amount and expense type a finance
 * manager, named travel approvers, or nobody more; HR gets a copy.
 */
export const typicalFlow: ApprovalFlowModel = {
  version: 1,
  nodes: [
    { id: 'start', type: 'start' },
    {
      id: 'head',
      type: 'approver',
      name: 'Department head',
      assignee: { kind: 'departmentHead', level: 1 },
      signMode: 'all',
      whenEmpty: 'admin',
    },
    {
      id: 'route',
      type: 'condition',
      name: 'By amount and type',
      branches: [
        {
          id: 'large',
          name: 'Large amount',
          isDefault: false,
          conditions: [{ subject: 'amount', operator: 'gt', value: 5000 }],
        },
        {
          id: 'travel',
          name: 'Travel',
          isDefault: false,
          conditions: [
            { subject: 'field', fieldId: 'expenseType', operator: 'in', values: ['travel', 'training'] },
            { subject: 'amount', operator: 'between', min: 1000, max: 5000 },
          ],
        },
        { id: 'otherwise', name: '', isDefault: true, conditions: [] },
      ],
    },
    {
      id: 'finance',
      type: 'approver',
      name: 'Finance review',
      assignee: { kind: 'role', roles: [{ id: 'r-finance-manager', name: 'Finance manager' }] },
      signMode: 'any',
      whenEmpty: 'admin',
    },
    {
      id: 'travel-desk',
      type: 'approver',
      name: 'Travel desk',
      assignee: {
        kind: 'person',
        people: [
          { id: 'u-sato-yuki', name: 'Sato Yuki' },
          { id: 'u-liu-yang', name: 'Liu Yang' },
        ],
      },
      signMode: 'all',
      whenEmpty: 'skip',
    },
    {
      id: 'notify',
      type: 'copyTo',
      name: 'Notify HR',
      people: [{ id: 'u-wang-fang', name: 'Wang Fang' }],
      roles: [{ id: 'r-hr-bp', name: 'HR business partner' }],
    },
    { id: 'end', type: 'end' },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'head' },
    { id: 'e2', source: 'head', target: 'route' },
    { id: 'e3', source: 'route', target: 'finance', branchId: 'large' },
    { id: 'e4', source: 'route', target: 'travel-desk', branchId: 'travel' },
    { id: 'e5', source: 'route', target: 'notify', branchId: 'otherwise' },
    { id: 'e6', source: 'finance', target: 'notify' },
    { id: 'e7', source: 'travel-desk', target: 'notify' },
    { id: 'e8', source: 'notify', target: 'end' },
  ],
};

/**
 * A flow with what people get wrong: an approver nobody was chosen for, a branch without
 * conditions, an incomplete amount range, a branch that leads nowhere, an empty copy.
 */
export const invalidFlow: ApprovalFlowModel = {
  version: 1,
  nodes: [
    { id: 'start', type: 'start' },
    { id: 'a1', type: 'approver', name: '', assignee: null, signMode: 'all', whenEmpty: 'admin' },
    {
      id: 'c1',
      type: 'condition',
      name: '',
      branches: [
        { id: 'b1', name: 'Big purchase', isDefault: false, conditions: [] },
        {
          id: 'b2',
          name: 'Mid range',
          isDefault: false,
          conditions: [{ subject: 'amount', operator: 'between', min: 8000, max: null }],
        },
        { id: 'b3', name: '', isDefault: true, conditions: [] },
      ],
    },
    { id: 'cc', type: 'copyTo', name: '', people: [], roles: [] },
    { id: 'end', type: 'end' },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'a1' },
    { id: 'e2', source: 'a1', target: 'c1' },
    { id: 'e3', source: 'c1', target: 'cc', branchId: 'b1' },
    { id: 'e5', source: 'c1', target: 'cc', branchId: 'b3' },
    { id: 'e6', source: 'cc', target: 'end' },
  ],
};

/** Ids 1, 2, 3... per prefix: edits with predictable ids. */
export function sequentialIds() {
  const counts = new Map<string, number>();
  return (prefix: string) => {
    const next = (counts.get(prefix) ?? 0) + 1;
    counts.set(prefix, next);
    return `${prefix}-${next}`;
  };
}
