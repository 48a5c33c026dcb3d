import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { CostCenterItemPicker } from './costCenterItems';

const { meta: base, stories } = pickerStories(CostCenterItemPicker, {
  label: 'Cost-center item',
  query: 'HQ',
  filters: { costCenterOID: '9041335e-1fed-56c0-9bfb-ea8aab462f7e' },
});

const meta = {
  ...base,
  title: 'Packages/pickers/Lookup sources/Cost-center items',
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
