import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Packages/ui/Layout/Card',
  tags: ['autodocs'],
  component: Card,
  args: {
    title: 'Contract',
    description: 'Signed 2024-01-15, renewed every year.',
    children: 'Acme Travel has 12 companies and 3,480 users on the enterprise plan.',
    style: { maxWidth: 560 },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onEdit = fn();

/** Title, description, actions, body and footer; the actions are reachable by keyboard. */
export const Full: Story = {
  args: {
    actions: (
      <>
        <Button onClick={onEdit}>Edit</Button>
        <Button variant="primary">Renew</Button>
      </>
    ),
    footer: <span>Last changed 2024-05-02 by Wang Fang</span>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contract' })).toBeTruthy();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalled();
  },
};

/** Only a title and the body. */
export const TitleOnly: Story = { args: { description: undefined } };

/** No header at all: a plain panel. */
export const BodyOnly: Story = { args: { title: undefined, description: undefined } };

/** Elevated, with a shadow instead of a border. */
export const Elevated: Story = { args: { variant: 'elevated' } };

/** The body without padding, for a table or a list that reaches the edges. */
export const FlushBody: Story = {
  args: {
    bodyPadding: 'none',
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {['Acme Shanghai', 'Acme Beijing', 'Acme Tokyo'].map((name) => (
          <li key={name} style={{ padding: '10px 20px', borderBottom: '1px solid var(--ops-color-border)' }}>
            {name}
          </li>
        ))}
      </ul>
    ),
  },
};

/** Dark theme, with actions and footer. */
export const Dark: Story = {
  args: {
    actions: <Button>Edit</Button>,
    footer: <Button variant="primary">Save</Button>,
  },
  globals: { theme: 'dark' },
};

/** Dark theme, elevated. */
export const DarkElevated: Story = { args: { variant: 'elevated' }, globals: { theme: 'dark' } };
