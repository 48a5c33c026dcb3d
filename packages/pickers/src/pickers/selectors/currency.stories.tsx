import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { CurrencyPicker } from './currency';

const { meta: base, stories } = pickerStories(CurrencyPicker, {
  label: 'Currency',
  query: 'Dollar',
  // USD is the 31st of the 33 recorded currencies: shown by its name all the same.
  farKey: 'USD',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/Currency',
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
