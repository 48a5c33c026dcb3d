import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { SetOfBooksPicker } from './setOfBooks';

// The tenant has one recorded set of books: no second page to load, no value further down.
const { meta: base, stories } = pickerStories(SetOfBooksPicker, {
  label: 'Set of books',
  query: 'SOB',
  tenantId: 1015,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/SetOfBooks',
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
