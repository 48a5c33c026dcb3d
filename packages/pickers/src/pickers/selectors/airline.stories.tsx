import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { AirlinePicker } from './airline';

const { meta: base, stories } = pickerStories(AirlinePicker, {
  label: 'Airline',
  query: 'Air',
  // Qantas is on the third page of the 51 recorded airlines: shown by its name all the same.
  farKey: 'QF',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/Airline',
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
