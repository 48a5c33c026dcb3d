import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LookupKey } from '../../core/source';
import { createFixtureHttpClient, type FixtureOptions } from '../../fixtures/fixtureHttpClient';
import { PickersProvider } from '../../react/PickersProvider';
import { DepartmentTreePicker } from './DepartmentTreePicker';

interface TreeStoryArgs {
  readonly label: string;
  readonly multiple: boolean;
  readonly disabled: boolean;
  readonly required: boolean;
}

/** A department three levels down (艾克米科技有限公司 / 销售中心 / 华东大区). */
const EAST_REGION = '8bb08652-cfa5-590e-a077-ac13882a7fa5';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/** The tree picker on the recorded fixtures of tenant 1015, holding its own value. */
function TreeHarness({
  fixture,
  initialValue,
  multiple,
  ...field
}: TreeStoryArgs & { readonly fixture: FixtureOptions; readonly initialValue?: LookupKey }) {
  const http = useMemo(() => createFixtureHttpClient(fixture), [fixture]);
  const storage = useMemo(memoryStorage, []);
  const [one, setOne] = useState<LookupKey | null>(initialValue ?? null);
  const [many, setMany] = useState<LookupKey[]>(initialValue === undefined ? [] : [initialValue]);
  return (
    <PickersProvider http={http} storage={storage} scope={{ tenantId: 1015 }}>
      <div style={{ maxWidth: 420, minHeight: 460 }}>
        {multiple ? (
          <DepartmentTreePicker {...field} multiple value={many} onChange={setMany} debounceMs={50} />
        ) : (
          <DepartmentTreePicker {...field} value={one} onChange={(value) => setOne(value)} debounceMs={50} />
        )}
      </div>
    </PickersProvider>
  );
}

const render = (fixture: FixtureOptions, initialValue?: LookupKey) =>
  function Render(args: TreeStoryArgs) {
    return <TreeHarness {...args} fixture={fixture} initialValue={initialValue} />;
  };

const body = () => within(document.body);

const openTree = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Department/ }));
};

const meta = {
  title: 'Packages/pickers/Lookup sources/Department tree',
  component: DepartmentTreePicker as ComponentType<TreeStoryArgs>,
  tags: ['autodocs'],
  args: { label: 'Department', multiple: false, disabled: false, required: false },
  parameters: { layout: 'padded' },
} satisfies Meta<TreeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The roots of the tenant; Right expands the first one and its children load. */
export const Browse: Story = {
  render: render({}),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    await body().findByRole('treeitem', { name: '成都艾克米网络科技有限公司' }, { timeout: 4000 });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await body().findByRole('treeitem', { name: '研发中心' }, { timeout: 4000 });
  },
};

/** Typing searches by name: the matches show their path. */
export const Search: Story = {
  render: render({}),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    await userEvent.type(body().getByRole('combobox'), '财务');
    await waitFor(() => expect(body().getAllByRole('option').length).toBeGreaterThan(0), { timeout: 4000 });
  },
};

/** A value three levels down: named on the field, and shown where it sits when the tree opens. */
export const ValueDeepInTheTree: Story = {
  render: render({}, EAST_REGION),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Department/ });
    await waitFor(() => expect(button.textContent).toBe('华东大区'), { timeout: 4000 });
    await userEvent.click(button);
    const chosen = await body().findByRole('treeitem', { name: '华东大区' }, { timeout: 4000 });
    await expect(chosen.getAttribute('aria-selected')).toBe('true');
  },
};

export const Loading: Story = {
  render: render({ pending: true }),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    const panel = await body().findByRole('dialog');
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/loading|加载中/i), {
      timeout: 4000,
    });
  },
};

export const LoadFailed: Story = {
  render: render({
    failure: { status: 500, body: { message: 'Lookup service unavailable' }, spanId: '7f3a9c2e51b04d18' },
  }),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    await waitFor(
      () => expect(body().getByRole('alert').textContent).toContain('Lookup service unavailable'),
      {
        timeout: 4000,
      },
    );
  },
};

/** The roots load, a department's children do not. */
export const ChildrenFailed: Story = {
  render: render({ failure: (path) => (path.endsWith('/children') ? { status: 500 } : undefined) }),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    await body().findByRole('treeitem', { name: '成都艾克米网络科技有限公司' }, { timeout: 4000 });
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await body().findByRole('alert', {}, { timeout: 4000 });
  },
};

export const NoPermission: Story = {
  render: render({ failure: { status: 403, body: { message: 'Forbidden' } } }),
  play: async ({ canvasElement }) => {
    await openTree(canvasElement);
    await waitFor(() => expect(body().getByRole('alert')).toBeTruthy(), { timeout: 4000 });
  },
};

export const Multiple: Story = { render: render({}), args: { multiple: true } };
