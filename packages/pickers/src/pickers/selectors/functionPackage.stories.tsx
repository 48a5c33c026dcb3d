import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { FunctionPackagePicker } from './functionPackage';

// The 15 recorded function packages fit on one page: no value to fetch from further down.
const { meta: base, stories } = pickerStories(FunctionPackagePicker, {
  label: 'Function package',
  query: 'BUDGET',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/FunctionPackage',
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
