import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { CustomProxyFormPicker } from './proxyForms';

const { meta: base, stories } = pickerStories(CustomProxyFormPicker, {
  label: 'Proxy form',
  query: 'travel',
  tenantId: 1015,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Lookup sources/Custom proxy forms',
  tags: ['autodocs'],
} satisfies Meta<PickerStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = stories.Results;
export const Loading: Story = stories.Loading;
export const NothingFound: Story = stories.NothingFound;
// No ManyPages story: the recording holds two proxy forms: too few for pages of three.
export const LoadFailed: Story = stories.LoadFailed;
export const NoPermission: Story = stories.NoPermission;
export const Multiple: Story = stories.Multiple;
export const DialogForm: Story = stories.DialogForm;
