import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { PlusIcon, SearchIcon, TrashIcon } from '../Button/test/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Packages/ui/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Delete row', icon: <TrashIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its `label`, which the props type requires; the label is also the pointer tooltip. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete row' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Add (${variant})`}
          icon={<PlusIcon />}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      buttonVariants.map((variant) => `Add (${variant})`),
    );
  },
};

/** Square in every size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="secondary"
          label={`Search (${size})`}
          icon={<SearchIcon />}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

/** Loading: same size, clicks ignored, announced. */
export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete row' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} disabled />
      <IconButton {...args} label="Delete row (enabled)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete row' })).toBeDisabled();
  },
};
