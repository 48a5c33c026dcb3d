import type { WorkItemKind, WorkItemStatus } from '@opsdesk/api';
import type { Queryable } from '../db';
import { demoAccounts } from './accounts';

/** A work item of a demo account, as the seed writes it. */
export interface DemoWorkItem {
  readonly login: string;
  readonly kind: WorkItemKind;
  readonly title: string;
  readonly status: WorkItemStatus;
  readonly reference: string;
  readonly createdAt: Date;
  readonly doneAt: Date | null;
}

const titles: Readonly<Record<WorkItemKind, readonly string[]>> = {
  REIMBURSEMENT: [
    '差旅报销：上海客户拜访 (Travel: Shanghai customer visit)',
    '招待费报销：季度客户答谢 (Hospitality: quarterly customer dinner)',
    '交通费报销：机场往返 (Transport: airport transfers)',
    '培训费报销：年度认证 (Training: annual certification)',
    '办公用品报销 (Office supplies)',
  ],
  APPROVAL: [
    '出差申请：北京项目交付 (Trip request: Beijing delivery)',
    '借款申请：展会押金 (Loan request: trade fair deposit)',
    '采购申请：笔记本电脑 (Purchase request: laptops)',
    '预算调整申请 (Budget adjustment)',
    '合同付款审批 (Contract payment)',
  ],
  BUSINESS_CARD: [
    '商务卡消费待匹配：酒店 (Card spend to match: hotel)',
    '商务卡消费待匹配：机票 (Card spend to match: air ticket)',
    '商务卡消费待匹配：餐饮 (Card spend to match: dining)',
    '商务卡还款确认 (Card repayment to confirm)',
  ],
};

/** The number prefixes of the documents the items are about. */
const referencePrefix: Readonly<Record<WorkItemKind, string>> = {
  REIMBURSEMENT: 'BX',
  APPROVAL: 'SQ',
  BUSINESS_CARD: 'BC',
};

const kinds = Object.keys(titles) as WorkItemKind[];
const hour = 3600 * 1000;

/**
 * How many OPEN items of each kind the demo account at `index` has: varied between accounts, so
 * that the header's counts differ from one login to the next, and zero business-card records for
 * some.
 */
export function openWorkItemCount(index: number, kind: WorkItemKind): number {
  if (kind === 'REIMBURSEMENT') return 1 + (index % 3);
  if (kind === 'APPROVAL') return 1 + ((index + 1) % 4);
  return index % 3;
}

/** Each demo account also has one or two DONE items of each kind. */
const doneWorkItemCount = (index: number) => 1 + (index % 2);

/**
 * The work items of every demo account: a handful open and a few done per kind, the same for the
 * same `now` (numbers, titles and times follow from the account's place in the list).
 */
export function demoWorkItems(now: Date): DemoWorkItem[] {
  const year = now.getUTCFullYear();
  const items: DemoWorkItem[] = [];
  let sequence = 0;
  demoAccounts.forEach((account, index) => {
    kinds.forEach((kind, kindIndex) => {
      const open = openWorkItemCount(index, kind);
      const total = open + doneWorkItemCount(index);
      const kindTitles = titles[kind];
      for (let n = 0; n < total; n += 1) {
        sequence += 1;
        const done = n >= open;
        // Open items arrived over the last days; done ones before them, each handled in hours.
        const createdAt = new Date(now.getTime() - ((n + 1) * 19 + kindIndex * 5 + index) * hour);
        items.push({
          login: account.login,
          kind,
          title: kindTitles[(index + n) % kindTitles.length] ?? kind,
          status: done ? 'DONE' : 'OPEN',
          reference: `${referencePrefix[kind]}${year}${String(sequence).padStart(6, '0')}`,
          createdAt,
          doneAt: done ? new Date(createdAt.getTime() + (2 + (n % 5)) * hour) : null,
        });
      }
    });
  });
  return items;
}

/** Writes the demo accounts' work items (the accounts are seeded already), in one statement. */
export async function seedWorkItems(db: Queryable, options: { now: Date }): Promise<number> {
  const items = demoWorkItems(options.now).map((item, n) => ({
    n,
    login: item.login,
    kind: item.kind,
    title: item.title,
    status: item.status,
    reference: item.reference,
    created_at: item.createdAt.toISOString(),
    done_at: item.doneAt?.toISOString() ?? null,
  }));
  const { rowCount } = await db.query(
    `insert into work_item (account_id, kind, title, status, reference, created_at, done_at)
     select a.id, i.kind, i.title, i.status, i.reference, i.created_at, i.done_at
       from jsonb_to_recordset($1::jsonb) as i(n int, login text, kind text, title text, status text,
              reference text, created_at timestamptz, done_at timestamptz)
       join account a on a.login = i.login
      order by i.n`,
    [JSON.stringify(items)],
  );
  return rowCount;
}
