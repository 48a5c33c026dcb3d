import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { TenantExpenseTypePicker } from './tenantExpenseType';

const { meta: base, stories } = pickerStories(TenantExpenseTypePicker, {
  label: 'Expense type',
  query: '费',
  // An expense type past the first page of the tenant's 24: shown by its name all the same.
  farKey: 'TRAVEL_ALLOWANCE',
  tenantId: 1015,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/TenantExpenseType',
  tags: ['autodocs'],
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = stories.Results;
export const Loading: Story = stories.Loading;
export const NothingFound: Story = stories.NothingFound;
export const ManyPages: Story = stories.ManyPages;
export const LoadFailed: Story = stories.LoadFailed;
export const NoPermission: Story = stories.NoPermission;
export const ValueNotOnFirstPage: Story = stories.ValueNotOnFirstPage ?? {};
export const Multiple: Story = stories.Multiple;
export const DialogForm: Story = stories.DialogForm;
