import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { AddressBookDialog, type AddressBookDialogProps } from './AddressBookDialog';
import { choiceName, departmentChoice, personChoice, type AddressBookChoice } from './addressBook';
import { AddressBookProvider } from './AddressBookProvider';
import {
  createDirectoryFixture,
  departmentNamed,
  personNamed,
  type DirectoryFixtureOptions,
  type FixtureDepartment,
  type FixturePerson,
} from './test/directoryFixture';
import { withDirectoryMessages } from './test/DirectoryIntl';
import { useAddressBook } from './useAddressBook';

type Choice = AddressBookChoice<FixturePerson, FixtureDepartment>;
type StoryArgs = Pick<
  AddressBookDialogProps<FixturePerson, FixtureDepartment>,
  'multiple' | 'max' | 'selectDepartments' | 'value' | 'title'
>;

interface StoryParameters {
  /** How the simulated directory answers: delays, calls that hang or fail. */
  readonly directory?: DirectoryFixtureOptions;
}

/** The simulated directory answers in 250 ms, as an intranet service about does. */
const REALISTIC: DirectoryFixtureOptions = { delayMs: 250 };

/**
 * The dialog open in its story (closed behind its trigger on the docs page, where every open modal
 * would stack), on a simulated directory of 艾克米科技; what OK hands back shows under the trigger.
 */
function Demo({
  args,
  docs,
  directory,
}: {
  args: StoryArgs;
  docs: boolean;
  directory?: DirectoryFixtureOptions;
}) {
  const options = directory ?? REALISTIC;
  const loaders = useMemo(() => createDirectoryFixture(options), [options]);
  const [result, setResult] = useState<string>('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <AddressBookDialog<FixturePerson, FixtureDepartment>
        {...loaders}
        {...args}
        defaultOpen={!docs}
        trigger={<Button variant="primary">Choose people</Button>}
        onConfirm={(chosen) => setResult(chosen.map(choiceName).join('、'))}
        onCancel={() => setResult('')}
      />
      <output aria-label="Chosen people">{result}</output>
    </div>
  );
}

const usage = `
The address book of OpsDesk, the way Feishu and DingTalk show one: the **department tree** on the
left (children load when a department is expanded), the **people** of the open department on the
right, a **search across the company** above, and the chosen ones as **removable tags** below. One
choice (\`multiple\` off: OK hands back one) or many, up to \`max\`; with \`selectDepartments\` a whole
department can be chosen too. Preselected choices come in \`value\`.

Keyboard: the search box has the focus first (**Down** enters the results); in the tree **Up/Down**
move, **Right** expands, **Left** collapses or goes to the parent, **Home/End**, letters jump by name
or code, **Enter** opens a department, **Space** chooses it as a whole when departments can be chosen;
in the list **Up/Down**, **Home/End**, **Space** or **Enter** choose; on a tag **Delete** removes it.
Escape in the search box clears it, then closes.

Transport-free: it reads through injected functions shaped like the \`@opsdesk/api\` calls, so they
plug in as they are (\`StaffLookup\` and \`DepartmentLookup\` come back typed):

\`\`\`tsx
import { listChildDepartments, listRootDepartments, searchDepartmentsLike, searchStaffByKeyword,
  type DepartmentLookup, type StaffLookup } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { AddressBookDialog, AddressBookProvider, useAddressBook } from '@opsdesk/ui';

const loaders = {
  loadChildren: (departmentOID: string | null, { signal }: { signal: AbortSignal }) =>
    departmentOID === null
      ? listRootDepartments(http, { tenantId }, { signal })
      : listChildDepartments(http, departmentOID, { signal }),
  // @opsdesk/api has no "staff of one department" call yet: give the one the console uses.
  loadPeople: (departmentOID: string, page: number, { signal }: { signal: AbortSignal }) =>
    listStaffOfDepartment(http, departmentOID, { page, size: 20 }, { signal }),
  searchPeople: (keyword: string, page: number, { signal }: { signal: AbortSignal }) =>
    searchStaffByKeyword(http, { keyword, page, size: 20 }, { signal }),
  searchDepartments: (name: string, page: number, { signal }: { signal: AbortSignal }) =>
    searchDepartmentsLike(http, { name, page, size: 5, tenantId }, { signal }),
};

// Once, near the root: any screen can then await a choice.
<AddressBookProvider<StaffLookup, DepartmentLookup> {...loaders} describeError={(error) => describeError(error)}>
  <App />
</AddressBookProvider>;

function Approvers() {
  const pick = useAddressBook<StaffLookup, DepartmentLookup>();
  const add = async () => {
    const chosen = await pick({ multiple: true, max: 10, value: current }); // null when cancelled
    if (chosen) save(chosen.flatMap((c) => (c.kind === 'person' ? [c.person.userOID] : [])));
  };
  return <Button onClick={add}>Add approvers</Button>;
}

// Or as a component with its own trigger:
<AddressBookDialog<StaffLookup, DepartmentLookup>
  {...loaders}
  multiple
  selectDepartments
  trigger={<Button>Notify…</Button>}
  onConfirm={(chosen) => setRecipients(chosen)}
/>;
\`\`\`

A choice is \`{ kind: 'person', person }\` or \`{ kind: 'department', department }\`; the loaders get an
\`AbortSignal\` (a closed dialog or a newer search aborts what is running) and may answer
\`Page<T>\` (\`content\`, \`totalElements\`) for the people. Failures show what \`describeError\` says, with
the span id, and **Retry**.
`;

const meta = {
  title: 'Packages/ui/Dialogs/AddressBookDialog',
  component: AddressBookDialog as (props: StoryArgs) => ReturnType<typeof AddressBookDialog>,
  tags: ['autodocs'],
  decorators: [withDirectoryMessages],
  args: { multiple: false, selectDepartments: false },
  argTypes: {
    multiple: { control: 'boolean' },
    max: { control: 'number' },
    selectDepartments: { control: 'boolean' },
  },
  render: (args, { viewMode, parameters }) => (
    <Demo args={args} docs={viewMode === 'docs'} directory={(parameters as StoryParameters).directory} />
  ),
  parameters: {
    layout: 'padded',
    docs: { description: { component: usage } },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Types in the search box by keyboard, once the dialog has put the focus there. */
async function search(text: string) {
  const box = await body().findByRole('searchbox');
  await waitFor(() => expect(document.activeElement).toBe(box));
  await userEvent.keyboard(text);
}
const person = (name: string): Choice => personChoice(personNamed(name));

/** Browsing: the first root opens by itself; Right on 研发中心 shows its sub-departments. */
export const Browsing: Story = {
  play: async () => {
    const rd = await body().findByRole('treeitem', { name: '研发中心' }, { timeout: 4000 });
    await body().findByRole('option', { name: /王建国/ }, { timeout: 4000 });
    rd.focus();
    await userEvent.keyboard('{ArrowRight}');
    await body().findByRole('treeitem', { name: '前端开发部' }, { timeout: 4000 });
    await userEvent.keyboard('{Enter}');
    await body().findByRole('option', { name: /刘志强/ }, { timeout: 4000 });
  },
};

/** Loading: the departments have not answered yet. */
export const Loading: Story = {
  parameters: { directory: { pending: ['children'] } },
  play: async () => {
    await expect(await body().findByText('Loading the departments…')).toBeTruthy();
  },
};

/** The people of a department are on their way (the tree has answered). */
export const LoadingPeople: Story = {
  parameters: { directory: { delayMs: 150, pending: ['people'] } },
  play: async () => {
    await expect(await body().findByText('Loading the people…', {}, { timeout: 4000 })).toBeTruthy();
  },
};

/** Searching: the search across the company is on its way. */
export const Searching: Story = {
  parameters: { directory: { delayMs: 150, pending: ['search', 'departments'] } },
  play: async () => {
    await search('王');
    await expect(await body().findByText('Searching…', {}, { timeout: 4000 })).toBeTruthy();
  },
};

/** Search results: departments first (each opens where it sits in the tree), then people with their department. */
export const SearchResults: Story = {
  play: async () => {
    await search('上海');
    await body().findByRole('button', { name: 'Open 上海办事处 in the departments' }, { timeout: 4000 });
  },
};

/** A search by name across the company, multiple choice: the people show their department. */
export const SearchPeople: Story = {
  args: { multiple: true },
  play: async () => {
    await search('刘');
    const found = await body().findAllByRole('option', {}, { timeout: 4000 });
    await userEvent.click(found[0] as HTMLElement);
    await expect(found[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing found: the search matches no one. */
export const NothingFound: Story = {
  play: async () => {
    await search('不存在的同事');
    await expect(
      await body().findByText('No one matches “不存在的同事”', {}, { timeout: 4000 }),
    ).toBeTruthy();
  },
};

/** A department without people. */
export const EmptyDepartment: Story = {
  play: async () => {
    const office = await body().findByRole('treeitem', { name: '行政部' }, { timeout: 4000 });
    await userEvent.click(office.firstElementChild as HTMLElement);
    await expect(await body().findByText('No one in this department', {}, { timeout: 4000 })).toBeTruthy();
  },
};

/** Load error: the departments fail once; Retry loads them. */
export const LoadError: Story = {
  parameters: { directory: { delayMs: 150, failures: { children: 1 } } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('The departments could not be loaded');
    await expect(alert).toHaveTextContent('spanId: 7f3a9c2e51b04d18');
  },
};

/** Load error, then Retry: the tree comes back. */
export const LoadErrorRetried: Story = {
  parameters: { directory: { delayMs: 150, failures: { children: 1 } } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 4000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await body().findByRole('treeitem', { name: '艾克米科技有限公司' }, { timeout: 4000 });
  },
};

/** The people of the open department fail to load: Retry is beside the message. */
export const PeopleLoadError: Story = {
  parameters: { directory: { delayMs: 150, failures: { people: Number.POSITIVE_INFINITY } } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 4000 });
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  },
};

const salesChildrenFail: DirectoryFixtureOptions = {
  delayMs: 150,
  failures: { children: Number.POSITIVE_INFINITY },
  failWhen: (_call, key) => key === departmentNamed('销售中心').departmentOID,
};

/** A department's children fail to load: the failure shows under it, with Retry. */
export const SubDepartmentsError: Story = {
  parameters: { directory: salesChildrenFail },
  play: async () => {
    const sales = await body().findByRole('treeitem', { name: '销售中心' }, { timeout: 4000 });
    sales.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body().findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The sub-departments could not be loaded',
    );
  },
};

/** Single choice (radio marks): choosing another replaces the first; OK hands back one person. */
export const SingleChoice: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('option', { name: /王建国/ }, { timeout: 4000 }));
    await userEvent.click(body().getByRole('option', { name: /李慧敏/ }));
    await expect(body().getByRole('option', { name: /王建国/ })).toHaveAttribute('aria-selected', 'false');
    await expect(body().getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

/** Multiple choice by keyboard only: Space chooses in the list, the tags grow below, up to 5. */
export const MultipleChoice: Story = {
  args: { multiple: true, max: 5 },
  play: async () => {
    const rd = await body().findByRole('treeitem', { name: '研发中心' }, { timeout: 4000 });
    rd.focus();
    await userEvent.keyboard('{ArrowRight}');
    await body().findByRole('treeitem', { name: '前端开发部' }, { timeout: 4000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const [first] = await body().findAllByRole('option', { name: /高级前端工程师/ }, { timeout: 4000 });
    first?.focus();
    await userEvent.keyboard(' {ArrowDown} {ArrowDown} ');
    await waitFor(() => expect(body().getByRole('heading', { name: '3 of 5 chosen' })).toBeTruthy());
    await expect(body().getByRole('button', { name: 'OK (3)' })).toBeEnabled();
  },
};

/** At the limit: the others are unavailable and the limit is said. */
export const MaxReached: Story = {
  args: { multiple: true, max: 2, value: [person('李慧敏'), person('王建国')] },
  play: async () => {
    const other = await body().findByRole('treeitem', { name: '总裁办' }, { timeout: 4000 });
    await userEvent.click(other.firstElementChild as HTMLElement);
    const option = await body().findByRole('option', { name: /周雅琴/ }, { timeout: 4000 });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    await expect(body().getByText('You can choose at most 2')).toBeTruthy();
  },
};

/** Preselected: the people chosen before show as tags and as chosen in the list. */
export const Preselected: Story = {
  args: {
    multiple: true,
    value: [person('李慧敏'), person('刘志强'), person('赵丽华'), person('孙德胜')],
  },
  play: async () => {
    await expect(await body().findByRole('option', { name: /李慧敏/ }, { timeout: 4000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body().getByRole('heading', { name: '4 chosen' })).toBeTruthy();
  },
};

/** Whole departments: the checkbox above the people, or Space in the tree, chooses a department. */
export const WholeDepartments: Story = {
  args: {
    multiple: true,
    selectDepartments: true,
    value: [departmentChoice(departmentNamed('财务部')), person('李慧敏')],
  },
  play: async () => {
    const rd = await body().findByRole('treeitem', { name: '研发中心' }, { timeout: 4000 });
    await userEvent.click(rd.firstElementChild as HTMLElement);
    await userEvent.click(await body().findByRole('checkbox', { name: 'Choose the whole department' }));
    await expect(body().getByRole('list', { name: 'Chosen' })).toHaveTextContent(
      '研发中心 (whole department)',
    );
  },
};

/** Load more: a department of 26 people reads 20 at first. */
export const LoadMore: Story = {
  args: { multiple: true },
  play: async () => {
    const rd = await body().findByRole('treeitem', { name: '研发中心' }, { timeout: 4000 });
    rd.focus();
    await userEvent.keyboard('{ArrowRight}');
    await body().findByRole('treeitem', { name: '前端开发部' }, { timeout: 4000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await body().findByRole('button', { name: 'Load more (20 of 26 shown)' }, { timeout: 4000 });
  },
};

function PromiseDemo() {
  const pick = useAddressBook<FixturePerson, FixtureDepartment>();
  const [result, setResult] = useState('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button
        variant="primary"
        onClick={async () => {
          const chosen = await pick({ multiple: true, max: 3, title: 'Add approvers' });
          setResult(chosen === null ? 'Cancelled' : chosen.map(choiceName).join('、'));
        }}
      >
        Add approvers
      </Button>
      <output aria-label="Approvers">{result}</output>
    </div>
  );
}

/** The promise API: `await useAddressBook()(options)` under an AddressBookProvider. */
export const PromiseApi: Story = {
  render: function Render() {
    const loaders = useMemo(() => createDirectoryFixture(REALISTIC), []);
    return (
      <AddressBookProvider<FixturePerson, FixtureDepartment> {...loaders}>
        <PromiseDemo />
      </AddressBookProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add approvers' }));
    await userEvent.click(await body().findByRole('option', { name: /王建国/ }, { timeout: 4000 }));
    await userEvent.click(body().getByRole('button', { name: 'OK (1)' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Approvers' })).toHaveTextContent('王建国'),
    );
  },
};

/** Simplified Chinese, dark theme. */
export const DarkChinese: Story = {
  args: { multiple: true, max: 10, selectDepartments: true, value: [person('李慧敏')] },
  globals: { theme: 'dark', locale: 'zh-CN' },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: '通讯录' })).toBeTruthy();
    await body().findByRole('option', { name: /王建国/ }, { timeout: 4000 });
  },
};
