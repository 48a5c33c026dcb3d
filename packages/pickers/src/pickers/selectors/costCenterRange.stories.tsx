import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureHttpClient, type FixtureOptions } from '../../fixtures/fixtureHttpClient';
import { PickersProvider } from '../../react/PickersProvider';
import { CostCenterRangePicker, type CostCenterRange } from './costCenterRange';

/** The recorded cost center of the head office: items 1001 to 1019. */
const COST_CENTER_OID = '9041335e-1fed-56c0-9bfb-ea8aab462f7e';

interface RangeStoryArgs {
  readonly label: string;
  readonly variant: 'select' | 'dialog';
  readonly disabled: boolean;
  readonly required: boolean;
}

interface HarnessProps extends RangeStoryArgs {
  readonly fixture: FixtureOptions;
  readonly initial: CostCenterRange;
  readonly costCenterOID: string | null;
}

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/** The range picker on the recorded fixtures, holding its own value. */
function RangeHarness({ fixture, initial, costCenterOID, ...field }: HarnessProps) {
  const http = useMemo(() => createFixtureHttpClient(fixture), [fixture]);
  const storage = useMemo(memoryStorage, []);
  const [range, setRange] = useState(initial);
  return (
    <PickersProvider http={http} storage={storage}>
      <div style={{ maxWidth: 520, minHeight: 380 }}>
        <CostCenterRangePicker
          {...field}
          costCenterOID={costCenterOID}
          value={range}
          onChange={setRange}
          debounceMs={50}
        />
        <p style={{ marginTop: 16 }}>Value: {JSON.stringify(range)}</p>
      </div>
    </PickersProvider>
  );
}

const open: CostCenterRange = { from: null, to: null };
const render = (
  initial: CostCenterRange,
  fixture: FixtureOptions = {},
  costCenterOID: string | null = COST_CENTER_OID,
) =>
  function Render(args: RangeStoryArgs) {
    return <RangeHarness {...args} fixture={fixture} initial={initial} costCenterOID={costCenterOID} />;
  };

const body = () => within(document.body);
/** The texts of every status region (the list's and the page's announcements). */
const statusTexts = () =>
  body()
    .queryAllByRole('status')
    .map((element) => element.textContent ?? '')
    .join(' ');

const meta = {
  title: 'Packages/pickers/Selectors/CostCenterRange',
  // The story args are the field's; the value and cost center come from each story.
  component: CostCenterRangePicker as unknown as ComponentType<RangeStoryArgs>,
  tags: ['autodocs'],
  args: { label: 'Cost center items', variant: 'select', disabled: false, required: false },
  argTypes: { variant: { control: 'inline-radio', options: ['select', 'dialog'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<RangeStoryArgs>;
export default meta;
type Story = StoryObj<RangeStoryArgs>;

/** Both ends open: each list offers the whole cost center. */
export const Results: Story = {
  render: render(open),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(body().getAllByRole('option').length).toBeGreaterThan(0), { timeout: 4000 });
  },
};

/** A chosen range: the 'to' list starts at the 'from' end. */
export const ChosenRange: Story = {
  render: render({ from: 1002, to: 1006 }),
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByRole<HTMLInputElement>('combobox', { name: 'To' });
    await waitFor(() => expect(to.value).not.toBe(''), { timeout: 4000 });
  },
};

/** Spec §5: a 'from' above the 'to' has no result; the error shows and nothing is searched. */
export const ReversedRange: Story = {
  render: render({ from: 1005, to: 1002 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(canvas.getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(statusTexts()).toMatch(/must not be greater/i), { timeout: 4000 });
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};

/** No cost center yet: each end asks for one and sends nothing. */
export const NoCostCenter: Story = {
  render: render(open, {}, null),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(statusTexts()).toMatch(/choose a cost center/i), { timeout: 4000 });
  },
};

export const Loading: Story = {
  render: render(open, { failure: { pending: true } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() =>
      expect(document.querySelector('[role="listbox"]')?.getAttribute('aria-busy')).toBe('true'),
    );
  },
};

export const LoadFailed: Story = {
  render: render(open, { failure: { status: 500, spanId: '7f3a9c2e51b04d18' } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(body().getByRole('alert').textContent).toContain('7f3a9c2e51b04d18'), {
      timeout: 4000,
    });
  },
};

export const NoPermission: Story = {
  render: render(open, { failure: { status: 403 } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'From' }));
    await waitFor(() => expect(body().getByRole('alert')).toBeTruthy(), { timeout: 4000 });
  },
};

export const DialogForm: Story = {
  render: render({ from: 1002, to: null }),
  args: { variant: 'dialog' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'To' }));
    await waitFor(() => expect(body().getByRole('dialog')).toBeTruthy(), { timeout: 4000 });
    await waitFor(() => expect(body().getAllByRole('row').length).toBeGreaterThan(1), { timeout: 4000 });
  },
};
