import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { CountriesByContinentPicker } from './countriesByContinent';

const { meta: base, stories } = pickerStories(CountriesByContinentPicker, {
  label: 'Country',
  query: 'France',
  // France (adCode 250) is the 33rd of the 104 recorded countries: shown by its name all the same.
  farKey: '250',
});

const meta = {
  ...base,
  title: 'Packages/pickers/Selectors/CountriesByContinent',
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
