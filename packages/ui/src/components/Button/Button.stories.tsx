import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { ArrowRightIcon, PlusIcon } from './test/icons';

const meta = {
  title: 'Packages/ui/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The everyday button: secondary unless the action is the main one of the view. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant: one primary per view, danger for what cannot be undone, link inside text. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.dataset.variant)).toEqual([...buttonVariants]);
  },
};

/** Small, medium and large; the heights follow the density switch of the toolbar. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} variant="primary">
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect().height);
    await expect([...heights].sort((a, b) => a - b)).toEqual(heights);
    await expect(new Set(heights).size).toBe(3);
  },
};

/** Icons before and after the text; they are decorative, the text names the button. */
export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary" iconStart={<PlusIcon />}>
        New tenant
      </Button>
      <Button {...args} iconEnd={<ArrowRightIcon />}>
        Next
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New tenant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

/** Loading: the spinner replaces the text at the same width, clicks are ignored, the state is announced. */
export const Loading: Story = {
  args: { loading: true, variant: 'primary', children: 'Save changes' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

function SaveDemo() {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="primary"
      loading={saving}
      onClick={() => {
        setSaving(true);
        window.setTimeout(() => setSaving(false), 1500);
      }}
    >
      Save the tenant
    </Button>
  );
}

/** Click it: the width stays the same while the call runs. */
export const LoadingKeepsItsWidth: Story = {
  render: () => <SaveDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save the tenant/ });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.getBoundingClientRect().width).toBe(width);
  },
};

/** Disabled: not focusable, not clickable, shown muted. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[true, false].map((disabled) => (
        <div key={String(disabled)} style={{ display: 'flex', gap: 12 }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} disabled={disabled}>
              {disabled ? `${variant} (disabled)` : variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /disabled/ }))
      await expect(button).toBeDisabled();
  },
};

/** The focus ring shows for keyboard users on every variant. */
export const KeyboardFocus: Story = {
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const focused = within(canvasElement).getByRole('button', { name: 'secondary' });
    await expect(focused).toHaveFocus();
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

/** Full width, for the footer of a narrow panel. */
export const Block: Story = {
  args: { block: true, variant: 'primary', children: 'Sign in' },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button.getBoundingClientRect().width).toBe(280);
  },
};

/** The dark theme: every variant, one loading and one disabled. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} variant="primary" loading>
        Saving
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-ops-theme', 'dark');
    await expect(within(canvasElement).getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};

/** Compact density: the control heights shrink for dense screens. */
export const Compact: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { density: 'compact' },
  render: Sizes.render,
  play: async ({ canvasElement }) => {
    const medium = within(canvasElement).getByRole('button', { name: 'Size md' });
    await expect(medium.getBoundingClientRect().height).toBe(28);
  },
};
