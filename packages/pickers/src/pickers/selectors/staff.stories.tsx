import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { StaffPicker } from './staff';

// A recorded e-mail address of tenant 1015: the contact search (spec §5) needs a whole one.
const contact = 'dingxiaodong@acme.example';

// The contact search answers the exact matches, never a second page, and no call finds staff by
// userOID: there is no value to fetch from further down.
const { meta: base, stories } = pickerStories(StaffPicker, {
  label: 'Employee',
  query: contact,
  emptyQuery: 'nobody@example.invalid',
  tenantId: 1015,
});

// The search by name, employee ID, e-mail or mobile, which pages.
const { stories: byKeyword } = pickerStories(StaffPicker, {
  label: 'Employee',
  filters: { by: 'keyword' },
  tenantId: 1015,
});

const body = () => within(document.body);

/** Nothing is searched before something is typed: each state starts with a contact. */
async function typeIn(canvasElement: HTMLElement, text: string) {
  const input = within(canvasElement).getByRole('combobox');
  await userEvent.click(input);
  await userEvent.type(input, text);
}

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/Staff',
  tags: ['autodocs'],
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = stories.Results;
export const Loading: Story = {
  ...stories.Loading,
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, contact);
    await waitFor(() =>
      expect(document.querySelector('[role="listbox"]')?.getAttribute('aria-busy')).toBe('true'),
    );
  },
};
export const NothingFound: Story = stories.NothingFound;
/** Spec §5: text that is neither an e-mail address nor a mobile number is not searched. */
export const NotAContact: Story = {
  ...stories.Results,
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, '丁晓东');
    await waitFor(() => expect(body().getByRole('status').textContent).toMatch(/e-mail address or mobile/), {
      timeout: 4000,
    });
    await expect(body().queryAllByRole('option')).toHaveLength(0);
  },
};
export const ManyPages: Story = {
  ...byKeyword.ManyPages,
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, 'acme');
    // Past the debounce, then the answer to the whole word, not to one of the prefixes typed before it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(
      () => {
        const list = document.querySelector('[role="listbox"]');
        expect(list?.getAttribute('aria-busy') ?? null).toBeNull();
        expect((document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value).toBe('acme');
      },
      { timeout: 4000 },
    );
    const more = await body().findByRole('option', { name: /load more/i }, { timeout: 4000 });
    const before = body().getAllByRole('option').length;
    await userEvent.click(more);
    await waitFor(() => expect(body().getAllByRole('option').length).toBeGreaterThan(before), {
      timeout: 4000,
    });
  },
};
export const LoadFailed: Story = {
  ...stories.LoadFailed,
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, contact);
    await waitFor(() => expect(body().getByRole('alert').textContent).toContain('7f3a9c2e51b04d18'), {
      timeout: 4000,
    });
  },
};
export const NoPermission: Story = {
  ...stories.NoPermission,
  play: async ({ canvasElement }) => {
    await typeIn(canvasElement, contact);
    await waitFor(() => expect(body().getByRole('alert')).toBeTruthy(), { timeout: 4000 });
  },
};
export const Multiple: Story = stories.Multiple;
export const DialogForm: Story = {
  ...stories.DialogForm,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Employee/ }));
    await waitFor(() => expect(body().getByRole('dialog')).toBeTruthy(), { timeout: 4000 });
    await userEvent.type(body().getByRole('searchbox'), contact);
    await waitFor(() => expect(body().getAllByRole('row').length).toBeGreaterThan(1), { timeout: 4000 });
  },
};
