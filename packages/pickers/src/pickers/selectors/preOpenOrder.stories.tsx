import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { PreOpenOrderPicker } from './preOpenOrder';

const { meta: base, stories } = pickerStories(PreOpenOrderPicker, {
  label: 'Pre-open order',
  // A tenant with three pre-open orders: one page, so no value to fetch from further down.
  query: '服务',
  tenantId: 1033,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/PreOpenOrder',
  tags: ['autodocs'],
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = stories.Results;
export const Loading: Story = stories.Loading;
export const NothingFound: Story = stories.NothingFound;
export const LoadFailed: Story = stories.LoadFailed;
export const NoPermission: Story = stories.NoPermission;
export const Multiple: Story = stories.Multiple;
export const DialogForm: Story = stories.DialogForm;
