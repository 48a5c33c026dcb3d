// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/Button';
import { InvoiceTitleDialog, type InvoiceTitleDialogProps } from './InvoiceTitleDialog';
import {
  createInvoiceTitleFixture,
  invoiceTitles,
  type FixtureInvoiceTitle,
  type InvoiceTitleFixtureOptions,
} from './test/invoiceTitleFixture';
import { renderInDirectory } from './test/renderInDirectory';

type Props = Partial<InvoiceTitleDialogProps<FixtureInvoiceTitle>>;

function setup(props: Props = {}, fixture: InvoiceTitleFixtureOptions = {}, locale = 'en') {
  const user = userEvent.setup();
  const { searchTitles, queries } = createInvoiceTitleFixture(fixture);
  const onConfirm = vi.fn<(title: FixtureInvoiceTitle) => void>();
  const onCancel = vi.fn();
  renderInDirectory(
    <InvoiceTitleDialog<FixtureInvoiceTitle>
      searchTitles={searchTitles}
      trigger={<Button>Invoice title</Button>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      debounceMs={0}
      {...props}
    />,
    locale,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Invoice title' }));
    return screen.getByRole('dialog');
  };
  return { user, queries, onConfirm, onCancel, open };
}

const titleOption = (name: string) => screen.findByRole('option', { name: new RegExp(name) });
const rowsShown = () =>
  within(screen.getByRole('listbox', { name: 'Invoice titles' })).getAllByRole('option');
const detail = () => screen.getByRole('region', { name: 'Invoice fields' });
const [acme, chengdu] = invoiceTitles as [FixtureInvoiceTitle, FixtureInvoiceTitle, ...FixtureInvoiceTitle[]];

describe('InvoiceTitleDialog', { timeout: 20_000 }, () => {
  it('opens as a dialog named after its title, the focus in the search box', async () => {
    const { open } = setup();
    await open();
    expect(screen.getByRole('dialog', { name: 'Choose an invoice title' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search invoice titles' }));
  });

  it('says the titles are loading while the search is on its way', async () => {
    const { open } = setup({}, { pending: true });
    await open();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Loading the invoice titles…'),
    ).toBe(true);
  });

  it('lists the titles with their tax number, taxpayer kind and count', async () => {
    const { open } = setup();
    await open();
    const first = await titleOption(acme.titleName);
    expect(first.textContent).toContain('91310115MA1H7XK23P');
    expect(first.textContent).toContain('General taxpayer');
    expect((await titleOption(chengdu.titleName)).textContent).toContain('Small-scale taxpayer');
    expect(screen.getByText('10 titles')).toBeTruthy();
  });

  it('shows the fields of the title selected', async () => {
    const { user, open } = setup();
    await open();
    expect(detail().textContent).toContain('Choose a title to see its invoice fields');
    await user.click(await titleOption(acme.titleName));
    const fields = detail();
    expect(fields.textContent).toContain('上海市浦东新区张江路 368 号 5 幢 1201 室 021-50801234');
    expect(fields.textContent).toContain('招商银行上海张江支行 1219 0876 5410 201');
    expect(within(fields).getByText('General taxpayer')).toBeTruthy();
  });

  it('says a field is not given, with nothing to copy', async () => {
    const { user, open } = setup();
    await open();
    await user.click(await titleOption('武汉楚天餐饮管理有限公司'));
    expect(within(detail()).getAllByText('Not given')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Copy Address and phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Tax number' })).toBeTruthy();
  });

  it('hands back the title chosen with OK and closes', async () => {
    const { user, open, onConfirm } = setup();
    await open();
    await user.click(await titleOption(chengdu.titleName));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith(chengdu);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps OK disabled until a title is selected', async () => {
    const { open } = setup();
    await open();
    await titleOption(acme.titleName);
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses with a double click', async () => {
    const { user, open, onConfirm } = setup();
    await open();
    await user.dblClick(await titleOption(chengdu.titleName));
    expect(onConfirm).toHaveBeenCalledWith(chengdu);
  });

  it('selects with the arrows from the search box, and Enter chooses', async () => {
    const { user, open, onConfirm } = setup();
    await open();
    await titleOption(acme.titleName);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: new RegExp(acme.titleName) }));
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain(chengdu.titleName);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('上海浦江国际酒店管理有限公司');
    await user.keyboard('{Home}{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(acme);
  });

  it('starts with the title chosen before selected', async () => {
    const { open } = setup({ value: chengdu.key });
    await open();
    const chosen = await titleOption(chengdu.titleName);
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(detail().textContent).toContain('91510100MA6CQ8LR4J');
  });

  it('searches by name or tax number', async () => {
    const { user, open, queries } = setup();
    await open();
    await user.click(screen.getByRole('searchbox'));
    await user.paste('杭州');
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(queries.at(-1)).toEqual({ query: '杭州', taxpayerKind: undefined });
  });

  it('filters by taxpayer kind', async () => {
    const { user, open, queries } = setup();
    await open();
    await titleOption(acme.titleName);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taxpayer kind' }), 'SMALL_SCALE');
    await waitFor(() => expect(queries.at(-1)).toEqual({ query: '', taxpayerKind: 'SMALL_SCALE' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(4));
    expect(rowsShown().every((row) => row.textContent?.includes('Small-scale taxpayer'))).toBe(true);
  });

  it('says when no title matches', async () => {
    const { user, open } = setup();
    await open();
    await user.click(screen.getByRole('searchbox'));
    await user.paste('不存在');
    expect(await screen.findByText('No invoice title matches “不存在”')).toBeTruthy();
  });

  it('says when there are no titles at all', async () => {
    const { open } = setup({}, { empty: true });
    await open();
    expect(await screen.findByText('No invoice titles yet')).toBeTruthy();
  });

  it('says when the service gave only part of the titles', async () => {
    const { open } = setup({}, { limit: 4 });
    await open();
    expect(await screen.findByText('Showing 4 of 10: type to narrow the search')).toBeTruthy();
  });

  it('says the search failed, with its span id, and Retry searches again', async () => {
    const { user, open } = setup({}, { failures: 1 });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice titles could not be loaded');
    expect(alert.textContent).toContain('spanId: c41d8e7a90b2f356');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await titleOption(acme.titleName)).toBeTruthy();
  });

  it('copies a field and says it was copied', async () => {
    const copied: string[] = [];
    const { user, open } = setup({ copy: async (text) => (copied.push(text), true) });
    await open();
    await user.click(await titleOption(acme.titleName));
    await user.click(screen.getByRole('button', { name: 'Copy Address and phone' }));
    expect(copied).toEqual(['上海市浦东新区张江路 368 号 5 幢 1201 室 021-50801234']);
    expect(await within(detail()).findByText('Copied')).toBeTruthy();
  });

  it('says when a copy failed', async () => {
    const { user, open } = setup({ copy: async () => false });
    await open();
    await user.click(await titleOption(acme.titleName));
    await user.click(screen.getByRole('button', { name: 'Copy Tax number' }));
    expect(await within(detail()).findByText('Copy failed')).toBeTruthy();
  });

  it('copies through the clipboard by default', async () => {
    const { user, open } = setup();
    await open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await titleOption(acme.titleName));
    await user.click(screen.getByRole('button', { name: 'Copy Tax number' }));
    expect(writeText).toHaveBeenCalledWith('91310115MA1H7XK23P');
    expect(await within(detail()).findByText('Copied')).toBeTruthy();
  });

  it('copies every given field as labelled lines with Copy all', async () => {
    const copied: string[] = [];
    const { user, open } = setup({ copy: async (text) => (copied.push(text), true) });
    await open();
    await user.click(await titleOption('北京青禾文化传媒工作室'));
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(copied[0]?.split('\n')).toEqual([
      'Name: 北京青禾文化传媒工作室',
      'Tax number: 92110105MA01RK6D3U',
      'Address and phone: 北京市朝阳区建国路 93 号万达广场 9 号楼 1108 010-85996677',
    ]);
  });

  it('clears the search with Escape in the search box, and only then closes', async () => {
    const { user, open, onCancel } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '杭');
    await user.keyboard('{Escape}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invoice title' }));
  });

  it('speaks the interface language', async () => {
    const { open } = setup({}, {}, 'zh-CN');
    await open();
    expect(screen.getByRole('dialog', { name: '选择发票抬头' })).toBeTruthy();
    expect((await titleOption('艾克米科技有限公司')).textContent).toContain('一般纳税人');
  });
});
