import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { RichText } from './RichText';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function ControlledEditor({ value: initial, ...props }: RichTextEditorProps) {
  const [value, setValue] = useState(initial ?? '');
  return (
    <div style={{ maxWidth: 640 }}>
      <RichTextEditor {...props} value={value} onChange={setValue} />
    </div>
  );
}

const announcement =
  '<h2>Planned maintenance</h2><p>The console is <strong>read-only</strong> on Saturday from 22:00 to ' +
  '<em>23:30</em> (UTC+8).</p><ul><li>Orders and invoices can be viewed.</li><li>Exports wait until the end.</li></ul>' +
  '<p>Questions: <a href="mailto:ops@example.com">ops@example.com</a> or the ' +
  '<a href="https://help.example.com/maintenance">help centre</a>.</p>';

const meta = {
  title: 'Packages/ui/RichText',
  tags: ['autodocs'],
  component: ControlledEditor,
  args: { label: 'Announcement body', value: '' },
} satisfies Meta<typeof ControlledEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor, empty. Its module loads when it mounts; a disabled text area stands in meanwhile. */
export const EditorEmpty: Story = {
  args: { description: 'Shown to every user of the tenant on their next sign-in.' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** With content: the toolbar says what applies where the cursor is (a heading here). */
export const EditorWithContent: Story = {
  args: { value: announcement, uploadImage: async () => '/api/attachment/download/example' },
  play: async ({ canvas }) => {
    await canvas.findByRole('toolbar', { name: 'Formatting' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** Invalid: the box and the text say so. */
export const EditorWithError: Story = {
  args: { required: true, error: 'Write the announcement before publishing it.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('toolbar');
    await expect(canvas.getByRole('textbox', { name: /Announcement body/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Disabled: the text shows, nothing can be changed. */
export const EditorDisabled: Story = {
  args: { value: announcement, disabled: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('toolbar');
    await expect(canvas.getByRole('textbox', { name: 'Announcement body' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
  },
};

/** The stored HTML shown: links open in a new tab. */
export const Display: Story = {
  render: () => <RichText value={announcement} style={{ maxWidth: 640 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'help centre' })).toHaveAttribute('target', '_blank');
  },
};

/** Plain text (no tags) keeps its line breaks. */
export const DisplayPlainText: Story = {
  render: () => <RichText value={'Dear customers,\nthe help centre moved.\n\nThe OpsDesk team'} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The OpsDesk team')).toBeVisible();
  },
};

/** Hostile HTML shows inert: the script, the handler and the javascript: address are gone. */
export const DisplaySanitised: Story = {
  render: () => (
    <RichText
      value={
        '<p>Safe text<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
        '<p><a href="javascript:alert(1)">a link without its address</a></p>'
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror], [href^="javascript"]')).toBeNull();
  },
};
