import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { DefaultPermissionPicker } from './defaultPermission';

const { meta: base, stories } = pickerStories(DefaultPermissionPicker, {
  label: 'Default permission',
  query: 'menu.help',
  // The questionnaire permission is the 40th of the 49 recorded: shown by its name all the same.
  farKey: 'menu.questionnaire',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/DefaultPermission',
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
