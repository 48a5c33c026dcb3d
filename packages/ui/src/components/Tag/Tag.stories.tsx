import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, tagTones } from './Tag';

const meta = {
  title: 'Packages/ui/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Finance', onClose: fn() },
  argTypes: { tone: { control: 'inline-radio', options: tagTones } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain tag. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finance')).toBeVisible();
  },
};

/** Every tone. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('danger').parentElement).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** Closable: the remove button is named after the tag; Delete and Backspace remove it too. */
export const Closable: Story = {
  args: { closable: true },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Finance' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

const initialRoles = ['Super administrator', 'Finance administrator', 'Booking agent', 'Ordinary employee'];

function RoleFilter() {
  const [roles, setRoles] = useState(initialRoles);
  const list = useRef<HTMLDivElement>(null);
  const remove = (index: number) => {
    setRoles((current) => current.filter((_, at) => at !== index));
    // The owner moves the focus to a neighbour, so the keyboard user keeps their place.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll('button');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <div ref={list} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {roles.map((role, index) => (
        <Tag key={role} tone="primary" closable onClose={() => remove(index)}>
          {role}
        </Tag>
      ))}
    </div>
  );
}

/** Removing tags from a filter; the focus moves to the next tag. */
export const RemovableList: Story = {
  render: () => <RoleFilter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Booking agent' }));
    await expect(canvas.queryByText('Booking agent')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Disabled: the remove button does nothing. */
export const Disabled: Story = {
  args: { closable: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag {...args} disabled />
      <Tag {...args}>Enabled</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Finance' })).toBeDisabled();
  },
};

/** Long text is cut with an ellipsis inside a narrow container. */
export const LongText: Story = {
  args: {
    closable: true,
    children: 'Operations, customer service and finance staff of the East China region',
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Tag {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Operations/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: { closable: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {tagTones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(tagTones.length);
  },
};
