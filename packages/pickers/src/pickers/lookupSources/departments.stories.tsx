import type { Meta, StoryObj } from '@storybook/react-vite';
import { pickerStories, type PickerStoryArgs } from '../../stories/pickerStories';
import { DepartmentPicker } from './departments';

const { meta: base, stories } = pickerStories(DepartmentPicker, {
  label: 'Department',
  query: '财务',
  // A department three levels down: found through the tree although no call fetches it by OID.
  farKey: '8bb08652-cfa5-590e-a077-ac13882a7fa5',
  tenantId: 1015,
});

const meta = {
  ...base,
  title: 'Packages/pickers/Lookup sources/Departments',
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
