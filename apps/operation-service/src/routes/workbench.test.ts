import type { PendingCounts, WorkItem } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW, startTestService, type TestService } from '../../test/harness';
import { demoAccounts } from '../seed/accounts';
import { demoWorkItems } from '../seed/workItems';
import type { Page } from '../resources/engine';

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
});

afterAll(() => service.close());

/** The seeded open items of a demo account, counted by kind. */
function seededOpen(login: string): PendingCounts {
  const open = demoWorkItems(SEED_NOW).filter((item) => item.login === login && item.status === 'OPEN');
  const count = (kind: WorkItem['kind']) => open.filter((item) => item.kind === kind).length;
  return {
    reimbursement: count('REIMBURSEMENT'),
    approvals: count('APPROVAL'),
    businessCards: count('BUSINESS_CARD'),
  };
}

async function pending(token: string): Promise<PendingCounts> {
  const response = await service.call({ method: 'GET', url: '/api/workbench/pending', token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function items(token: string, query = ''): Promise<Page<WorkItem>> {
  const response = await service.call({ method: 'GET', url: `/api/workbench/items${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('workbench', () => {
  it('counts the caller’s open reimbursements, approvals and business-card records', async () => {
    expect(await pending(admin)).toEqual(seededOpen('admin'));
    const finance = await service.tokenOf('FINANCE_ADMIN');
    expect(await pending(finance)).toEqual(seededOpen('finance'));
  });

  it('seeds a handful of open and done items for every demo account', async () => {
    const { rows } = await service.db.query<{ login: string; open: number; done: number }>(
      `select a.login, count(*) filter (where w.status = 'OPEN')::int as open,
              count(*) filter (where w.status = 'DONE')::int as done
         from work_item w join account a on a.id = w.account_id group by a.login`,
    );
    expect(rows.map((row) => row.login).sort()).toEqual(demoAccounts.map((account) => account.login).sort());
    for (const row of rows) {
      expect(row.open).toBeGreaterThanOrEqual(2);
      expect(row.done).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists the caller’s items newest first, by kind and status, paged', async () => {
    const all = await items(admin, '?size=100');
    const times = all.content.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const approvals = await items(admin, '?kind=APPROVAL&status=OPEN&size=100');
    expect(approvals.totalElements).toBe(seededOpen('admin').approvals);
    expect(approvals.content.every((item) => item.kind === 'APPROVAL' && item.status === 'OPEN')).toBe(true);
    const firstPage = await items(admin, '?page=0&size=2');
    expect(firstPage).toMatchObject({ size: 2, number: 0, totalElements: all.totalElements });
    expect(firstPage.content.map((item) => item.id)).toEqual(all.content.slice(0, 2).map((item) => item.id));
  });

  it('counts the items past the last page', async () => {
    const page = await items(admin, '?page=50&size=10');
    expect(page.content).toEqual([]);
    expect(page.totalElements).toBeGreaterThan(0);
  });

  it('refuses an unknown kind with 400 naming kind', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/workbench/items?kind=LOAN',
      token: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('kind');
  });

  it('marks an own item done: it leaves the pending count and keeps when', async () => {
    const editor = await service.tokenOf('CONTENT_EDITOR');
    const before = await pending(editor);
    const [open] = (await items(editor, '?kind=REIMBURSEMENT&status=OPEN')).content;
    if (!open) throw new Error('the content editor has no open reimbursement');
    service.clock.advance(5 * 60_000);
    const response = await service.call({
      method: 'POST',
      url: `/api/workbench/items/${open.id}/done`,
      token: editor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: open.id,
      status: 'DONE',
      doneAt: service.clock.now().toISOString(),
    });
    expect(await pending(editor)).toEqual({ ...before, reimbursement: before.reimbursement - 1 });
  });

  it('answers an item done already as it is', async () => {
    const [done] = (await items(admin, '?status=DONE')).content;
    if (!done) throw new Error('the administrator has no done item');
    const response = await service.call({
      method: 'POST',
      url: `/api/workbench/items/${done.id}/done`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(done);
  });

  it('answers 404 for another account’s item and leaves it open', async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    const [theirs] = (await items(agent, '?status=OPEN')).content;
    if (!theirs) throw new Error('the booking agent has no open item');
    const response = await service.call({
      method: 'POST',
      url: `/api/workbench/items/${theirs.id}/done`,
      token: admin,
    });
    expect(response.statusCode).toBe(404);
    expect((await items(agent, '?status=OPEN&size=100')).content.map((item) => item.id)).toContain(theirs.id);
    expect((await items(admin, '?size=100')).content.map((item) => item.id)).not.toContain(theirs.id);
  });
});
