// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/Button';
import { AddressBookDialog, type AddressBookDialogProps } from './AddressBookDialog';
import { departmentChoice, personChoice, type AddressBookChoice } from './addressBook';
import {
  createDirectoryFixture,
  departmentNamed,
  personNamed,
  type DirectoryFixtureOptions,
  type FixtureDepartment,
  type FixturePerson,
} from './test/directoryFixture';
import { renderInDirectory } from './test/renderInDirectory';

type Props = Partial<AddressBookDialogProps<FixturePerson, FixtureDepartment>>;

function setup(props: Props = {}, fixture: DirectoryFixtureOptions = {}, locale = 'en') {
  const user = userEvent.setup();
  const loaders = createDirectoryFixture(fixture);
  const onConfirm = vi.fn<(chosen: AddressBookChoice<FixturePerson, FixtureDepartment>[]) => void>();
  const onCancel = vi.fn();
  renderInDirectory(
    <AddressBookDialog<FixturePerson, FixtureDepartment>
      {...loaders}
      trigger={<Button>Choose people</Button>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      debounceMs={0}
      {...props}
    />,
    locale,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Choose people' }));
    return screen.getByRole('dialog');
  };
  return { user, loaders, onConfirm, onCancel, open };
}

const treeitem = (name: string) => screen.findByRole('treeitem', { name });
const option = (name: RegExp | string) => screen.findByRole('option', { name });

/** Clicks a department's row, as a pointer user does (the treeitem holds its children too). */
async function clickDepartment(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await treeitem(name);
  await user.click(item.firstElementChild as HTMLElement);
  return item;
}

/** The text a tag shows to assistive technology (its avatar is decorative). */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes).map(spokenText).join('');
}

const chosenTags = () =>
  within(screen.getByRole('list', { name: 'Chosen' }))
    .queryAllByRole('listitem')
    .map((item) => spokenText(item.querySelector('[id^="ops-tag-"]') as Element));

describe('AddressBookDialog', { timeout: 20_000 }, () => {
  it('opens from its trigger as a dialog named Address book, the focus in the search box', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(dialog).toBe(screen.getByRole('dialog', { name: 'Address book' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search people' }));
  });

  it('says the departments are loading while the roots are on their way', async () => {
    const { open } = setup({}, { pending: ['children'] });
    await open();
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Loading the departments…'),
    ).toBe(true);
  });

  it('opens and expands the first root once the roots are there, with its people on the right', async () => {
    const { open } = setup();
    await open();
    const root = await treeitem('艾克米科技有限公司');
    // The root shows as soon as the roots arrive; it is selected and expanded by the effect after.
    await waitFor(() => {
      expect(root.getAttribute('aria-selected')).toBe('true');
      expect(root.getAttribute('aria-expanded')).toBe('true');
    });
    expect(await treeitem('研发中心')).toBeTruthy();
    expect(await option(/王建国/)).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Members of 艾克米科技有限公司' })).toBeTruthy();
  });

  it('shows the people of a department clicked in the tree, with their head count', async () => {
    const { user, open } = setup();
    await open();
    await clickDepartment(user, '研发中心');
    expect(await option(/刘志强/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /研发中心/ }).textContent).toContain('1 person');
  });

  it('moves with the arrows, expands with Right, collapses with Left and opens with Enter', async () => {
    const { user, open } = setup();
    await open();
    const root = await treeitem('艾克米科技有限公司');
    // The first company opens with its departments once they have loaded: the arrows walk those.
    await treeitem('研发中心');
    root.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const rd = screen.getByRole('treeitem', { name: '研发中心' });
    expect(document.activeElement).toBe(rd);
    await user.keyboard('{ArrowRight}');
    expect(rd.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(await treeitem('前端开发部'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(rd);
    await user.keyboard('{ArrowLeft}');
    expect(rd.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(rd.getAttribute('aria-selected')).toBe('true');
    expect(await option(/刘志强/)).toBeTruthy();
  });

  it('goes to the first and last departments with Home and End', async () => {
    const { user, open } = setup();
    await open();
    (await treeitem('艾克米科技有限公司')).focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: '成都艾克米网络科技有限公司' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: '艾克米科技有限公司' }));
  });

  it('keeps one treeitem and one option in the tab order (roving focus)', async () => {
    const { open } = setup();
    await open();
    await option(/王建国/);
    const tabbable = (role: string) =>
      screen.getAllByRole(role).filter((element) => element.getAttribute('tabindex') === '0');
    expect(tabbable('treeitem')).toHaveLength(1);
    expect(tabbable('option')).toHaveLength(1);
  });

  it('chooses a person with Space in the list and shows them as a tag', async () => {
    const { user, open } = setup({ multiple: true });
    await open();
    const first = await option(/王建国/);
    first.focus();
    await user.keyboard(' ');
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(chosenTags()).toEqual(['王建国']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenTags()).toHaveLength(2);
  });

  it('replaces the choice in a single choice, and OK hands it back and closes', async () => {
    const { user, open, onConfirm } = setup();
    await open();
    await user.click(await option(/王建国/));
    await user.click(await option(/李慧敏/));
    expect(screen.getByRole('option', { name: /王建国/ }).getAttribute('aria-selected')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith([personChoice(personNamed('李慧敏'))]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps OK disabled in a single choice until someone is chosen', async () => {
    const { open } = setup();
    await open();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the count on OK in a multiple choice', async () => {
    const { user, open } = setup({ multiple: true });
    await open();
    await user.click(await option(/王建国/));
    expect(screen.getByRole('button', { name: 'OK (1)' })).toBeTruthy();
  });

  it('refuses past the limit: the others are unavailable and the limit is said', async () => {
    const { user, open } = setup({ multiple: true, max: 1 });
    await open();
    await user.click(await option(/王建国/));
    const other = screen.getByRole('option', { name: /李慧敏/ });
    expect(other.getAttribute('aria-disabled')).toBe('true');
    await user.click(other);
    expect(other.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('You can choose at most 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 of 1 chosen' })).toBeTruthy();
  });

  it('starts with the preselected people chosen', async () => {
    const value = [personChoice(personNamed('李慧敏')), personChoice(personNamed('刘志强'))];
    const { open } = setup({ multiple: true, value });
    await open();
    expect(chosenTags()).toEqual(['李慧敏', '刘志强']);
    expect((await option(/李慧敏/)).getAttribute('aria-selected')).toBe('true');
  });

  it('removes a tag and gives the focus to the next tag’s remove button', async () => {
    const value = [personChoice(personNamed('李慧敏')), personChoice(personNamed('刘志强'))];
    const { user, open } = setup({ multiple: true, value });
    await open();
    await user.click(screen.getByRole('button', { name: 'Remove 李慧敏' }));
    expect(chosenTags()).toEqual(['刘志强']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove 刘志强' })),
    );
  });

  it('gives the focus back to the search box when the last tag is removed with Delete', async () => {
    const { user, open } = setup({ multiple: true, value: [personChoice(personNamed('李慧敏'))] });
    await open();
    screen.getByRole('button', { name: 'Remove 李慧敏' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.getByText('Nobody chosen yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));
  });

  it('clears every choice with Clear all', async () => {
    const value = [personChoice(personNamed('李慧敏')), personChoice(personNamed('刘志强'))];
    const { user, open } = setup({ multiple: true, value });
    await open();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Nobody chosen yet')).toBeTruthy();
  });

  it('chooses every person shown with Select all shown, and unchooses them with it again', async () => {
    const { user, open } = setup({ multiple: true });
    await open();
    await option(/王建国/);
    const all = screen.getByRole('checkbox', { name: 'Select all shown' });
    await user.click(all);
    expect(chosenTags()).toHaveLength(2);
    await user.click(all);
    expect(screen.getByText('Nobody chosen yet')).toBeTruthy();
  });

  it('searches people across the company and shows their department', async () => {
    const { user, open, loaders } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '赵丽华');
    const found = await option(/赵丽华/);
    expect(found.textContent).toContain('销售中心');
    expect(loaders.calls).toContain('search 赵丽华 0');
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('enters the results from the search box with Down', async () => {
    const { user, open } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '赵丽华');
    const found = await option(/赵丽华/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(found);
  });

  it('says when nobody matches the search', async () => {
    const { user, open } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '不存在的人');
    expect(await screen.findByText('No one matches “不存在的人”')).toBeTruthy();
  });

  it('clears the search with Escape in the search box, and only then closes', async () => {
    const { user, open, onCancel } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '赵');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('opens a department found by the search where it sits in the tree', async () => {
    const { user, open } = setup();
    await open();
    await user.type(screen.getByRole('searchbox'), '上海办事处');
    await user.click(await screen.findByRole('button', { name: 'Open 上海办事处 in the departments' }));
    const office = await treeitem('上海办事处');
    expect(office.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('treeitem', { name: '华东大区' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(office));
    expect(screen.getByRole('listbox', { name: 'Members of 上海办事处' })).toBeTruthy();
  });

  it('reads more people with Load more', async () => {
    const { user, open } = setup({ multiple: true });
    await open();
    await clickDepartment(user, '研发中心');
    await user.keyboard('{ArrowRight}');
    await clickDepartment(user, '前端开发部');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more (20 of 26 shown)' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(26));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('says a department has no one', async () => {
    const { user, open } = setup();
    await open();
    await clickDepartment(user, '行政部');
    expect(await screen.findByText('No one in this department')).toBeTruthy();
  });

  it('says the roots failed, with what the error said and its span id, and Retry loads them', async () => {
    const { user, open } = setup({}, { failures: { children: 1 } });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The departments could not be loaded');
    expect(alert.textContent).toContain('The staff service is unavailable (503)');
    expect(alert.textContent).toContain('spanId: 7f3a9c2e51b04d18');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await treeitem('艾克米科技有限公司')).toBeTruthy();
  });

  it('says the sub-departments failed under their department, and Retry loads them', async () => {
    const rd = departmentNamed('研发中心').departmentOID;
    const { user, open } = setup({}, { failures: { children: 1 }, failWhen: (call, key) => key === rd });
    await open();
    await clickDepartment(user, '研发中心');
    await user.keyboard('{ArrowRight}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The sub-departments could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await treeitem('前端开发部')).toBeTruthy();
  });

  it('says the people failed, and Retry loads them', async () => {
    const { user, open } = setup({}, { failures: { people: 1 } });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The people could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await option(/王建国/)).toBeTruthy();
  });

  it('says the search failed, and Retry searches again', async () => {
    const { user, open } = setup({}, { failures: { search: 1 } });
    await open();
    await user.click(screen.getByRole('searchbox'));
    await user.paste('赵丽华');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search failed');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await option(/赵丽华/)).toBeTruthy();
  });

  it('uses the injected describeError for the failure text', async () => {
    const { open } = setup(
      { describeError: () => ({ message: '服务暂不可用', spanId: 'abc123' }) },
      { failures: { people: 1 } },
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务暂不可用');
    expect(alert.textContent).toContain('spanId: abc123');
  });

  it('chooses a whole department with its checkbox when departments can be chosen', async () => {
    const { user, open, onConfirm } = setup({ multiple: true, selectDepartments: true });
    await open();
    await clickDepartment(user, '研发中心');
    await user.click(await screen.findByRole('checkbox', { name: 'Choose the whole department' }));
    expect(chosenTags()).toEqual(['研发中心 (whole department)']);
    expect(screen.getByRole('treeitem', { name: /^研发中心\s*\(chosen\)$/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK (1)' }));
    expect(onConfirm).toHaveBeenCalledWith([departmentChoice(departmentNamed('研发中心'))]);
  });

  it('chooses a whole department with Space in the tree when departments can be chosen', async () => {
    const { user, open } = setup({ multiple: true, selectDepartments: true });
    await open();
    await treeitem('总裁办');
    (await treeitem('艾克米科技有限公司')).focus();
    await user.keyboard('{ArrowDown} ');
    expect(chosenTags()).toEqual(['总裁办 (whole department)']);
    await user.keyboard(' ');
    expect(screen.getByText('Nobody chosen yet')).toBeTruthy();
  });

  it('offers no whole-department choice unless asked', async () => {
    const { open } = setup({ multiple: true });
    await open();
    await option(/王建国/);
    expect(screen.queryByRole('checkbox', { name: 'Choose the whole department' })).toBeNull();
  });

  it('cancels without a choice and gives the focus back to the trigger', async () => {
    const { user, open, onConfirm, onCancel } = setup({ multiple: true });
    await open();
    await user.click(await option(/王建国/));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose people' }));
  });

  it('keeps the focus inside while tabbing', async () => {
    const { user, open } = setup({ multiple: true });
    const dialog = await open();
    await option(/王建国/);
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('aborts what is loading when it closes', async () => {
    const signals: AbortSignal[] = [];
    const user = userEvent.setup();
    const loaders = createDirectoryFixture({ pending: ['people'] });
    renderInDirectory(
      <AddressBookDialog
        {...loaders}
        defaultOpen
        loadPeople={(departmentOID, page, options) => {
          signals.push(options.signal);
          return loaders.loadPeople(departmentOID, page, options);
        }}
        onConfirm={() => undefined}
      />,
    );
    await screen.findByText('Loading the people…');
    await waitFor(() => expect(signals.some((signal) => !signal.aborted)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('speaks the interface language', async () => {
    const { open } = setup({ multiple: true, max: 5 }, {}, 'zh-CN');
    await open();
    expect(screen.getByRole('dialog', { name: '通讯录' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '已选 0/5 项' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定（0）' })).toBeTruthy();
  });
});

describe('AddressBookDialog, controlled', () => {
  it('opens and closes from its open prop, telling onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const loaders = createDirectoryFixture();
    const { rerender } = renderInDirectory(
      <AddressBookDialog {...loaders} open={false} onOpenChange={onOpenChange} onConfirm={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<AddressBookDialog {...loaders} open onOpenChange={onOpenChange} onConfirm={() => undefined} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await act(async () => undefined);
  });
});
