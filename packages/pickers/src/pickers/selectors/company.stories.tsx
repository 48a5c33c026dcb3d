import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { AvailableCompanyPicker, CompanyPicker } from './company';

// The tenant's 6 recorded companies fit on one page: no value to fetch from further down.
const { meta: base, stories } = pickerStories(CompanyPicker, {
  label: 'Company',
  query: 'T0001',
  tenantId: 1015,
});

// The enabled companies of the same tenant, listed once (GET /api/company/available).
const { stories: available } = pickerStories(AvailableCompanyPicker, {
  label: 'Company',
  query: '科技',
  tenantId: 1015,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/Company',
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
export const Multiple: Story = stories.Multiple;
export const DialogForm: Story = stories.DialogForm;

export const AvailableResults: Story = available.Results;
export const AvailableLoading: Story = available.Loading;
export const AvailableNothingFound: Story = available.NothingFound;
export const AvailableManyPages: Story = available.ManyPages;
export const AvailableLoadFailed: Story = available.LoadFailed;
export const AvailableNoPermission: Story = available.NoPermission;
export const AvailableMultiple: Story = available.Multiple;
export const AvailableDialogForm: Story = available.DialogForm;
