import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { AutoCreditConditionPicker } from './autoCreditConditions';

const { meta: base, stories } = pickerStories(AutoCreditConditionPicker, {
  label: 'Condition',
  query: 'invoice',
  tenantId: 1015,
  filters: { ruleSetId: 43898 },
});

const meta = {
  ...base,
  title: 'Packages/pickers/Lookup sources/Auto-credit rule conditions',
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
