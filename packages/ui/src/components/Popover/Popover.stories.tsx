import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { tokens } from '../../theme';
import { Button } from '../Button';
import { Popover } from './Popover';

const Form = styled.div`
  display: grid;
  gap: ${tokens['space-2']};
  label {
    display: grid;
    gap: ${tokens['space-1']};
  }
  input {
    height: ${tokens['control-height']};
    padding: 0 ${tokens['space-2']};
    border: 1px solid ${tokens['color-border-strong']};
    border-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
    color: ${tokens['color-text']};
    font: inherit;
  }
  p {
    margin: 0;
  }
  button {
    justify-self: end;
  }
`;

interface ExampleProps {
  readonly defaultOpen: boolean;
  readonly arrow: boolean;
  readonly side: 'top' | 'right' | 'bottom' | 'left';
}

function Example({ defaultOpen, arrow, side }: ExampleProps) {
  return (
    <div style={{ padding: '24px 160px 320px' }}>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger asChild>
          <Button>Filters</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Filters" arrow={arrow} side={side}>
          <Form>
            <p>Narrow the tenant list.</p>
            <label>
              Tenant name
              <input name="tenant" />
            </label>
            <Popover.Close asChild>
              <Button variant="primary">Apply</Button>
            </Popover.Close>
          </Form>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Overlays/Popover',
  tags: ['autodocs'],
  component: Example,
  args: { defaultOpen: false, arrow: true, side: 'bottom' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a click opens it, the focus moves in, Escape closes it and the focus returns. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Keyboard: Enter opens, type into the field, the Apply button closes. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    const field = screen.getByRole('textbox', { name: 'Tenant name' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('Acme');
    await expect(field).toHaveValue('Acme');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open, with its arrow. */
export const Open: Story = { args: { defaultOpen: true } };

/** Open without the arrow, on the right. */
export const RightWithoutArrow: Story = { args: { defaultOpen: true, arrow: false, side: 'right' } };

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
