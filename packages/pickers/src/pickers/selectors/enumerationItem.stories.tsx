import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { EnumerationItemPicker } from './enumerationItem';

// The REGION enumeration: its 6 recorded items fit on one page.
const { meta: base, stories } = pickerStories(EnumerationItemPicker, {
  label: 'Region',
  query: 'Sing',
  filters: { code: 'REGION' },
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/EnumerationItem',
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
