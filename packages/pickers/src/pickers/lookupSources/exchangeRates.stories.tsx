import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { ExchangeRatePicker } from './exchangeRates';

const { meta: base, stories } = pickerStories(ExchangeRatePicker, {
  label: 'Currency',
  query: 'dollar',
  // A currency far down the recorded list: shown by its name although it is not on the first page.
  farKey: 'USD',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Lookup sources/Currency and exchange rates',
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
