import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ApprovalFlowDesigner, type ApprovalFlowDesignerProps } from './ApprovalFlowDesigner';
import { ApprovalFlowDialog } from './ApprovalFlowDialog';
import { createEmptyFlow, type ApprovalFlowModel } from './model';
import {
  createPeopleLoader,
  createRolesLoader,
  invalidFlow,
  sampleFormFields,
  typicalFlow,
} from './test/fixtures';
import { WithApprovalFlowTexts } from './test/messages';

/** The designer's texts join the package's through the provider until the catalogue lists them. */
const withTexts: Decorator = (Story, context) => (
  <WithApprovalFlowTexts locale={String(context.globals.locale ?? 'en')}>
    <Story />
  </WithApprovalFlowTexts>
);

const loadPeople = createPeopleLoader();
const loadRoles = createRolesLoader();

/** The designer with its flow in state, as a page holds it. */
function StatefulDesigner(props: ApprovalFlowDesignerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ApprovalFlowDesigner
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const modelExample = `{
  "version": 1,
  "nodes": [
    { "id": "start", "type": "start" },
    { "id": "head", "type": "approver", "name": "Department head",
      "assignee": { "kind": "departmentHead", "level": 1 },
      "signMode": "all", "whenEmpty": "admin" },
    { "id": "route", "type": "condition", "name": "By amount",
      "branches": [
        { "id": "large", "name": "Large amount", "isDefault": false,
          "conditions": [{ "subject": "amount", "operator": "gt", "value": 5000 }] },
        { "id": "otherwise", "name": "", "isDefault": true, "conditions": [] }
      ] },
    { "id": "finance", "type": "approver", "name": "Finance review",
      "assignee": { "kind": "role", "roles": [{ "id": "r-fm", "name": "Finance manager" }] },
      "signMode": "any", "whenEmpty": "admin" },
    { "id": "notify", "type": "copyTo", "name": "Notify HR",
      "people": [{ "id": "u-wang", "name": "Wang Fang" }], "roles": [] },
    { "id": "end", "type": "end" }
  ],
  "edges": [
    { "id": "e1", "source": "start", "target": "head" },
    { "id": "e2", "source": "head", "target": "route" },
    { "id": "e3", "source": "route", "target": "finance", "branchId": "large" },
    { "id": "e4", "source": "route", "target": "notify", "branchId": "otherwise" },
    { "id": "e5", "source": "finance", "target": "notify" },
    { "id": "e6", "source": "notify", "target": "end" }
  ]
}`;

const description = `
A visual editor of an approval chain: the submitter, approvers (specific people, a role, or the
submitter's department head), condition branches on the amount and on form fields, copy-to steps,
and the end. The **Diagram** tab draws it with [React Flow](https://reactflow.dev) the way DingTalk
and Feishu do: a column of cards with a "+" on every line, the branches of a condition side by side.
The **Outline** tab shows the same flow as nested lists with the same actions and move buttons, for
the keyboard and screen readers. Choosing a step opens its configuration beside the view.

\`\`\`tsx
import { ApprovalFlowDialog, createEmptyApprovalFlow } from '@opsdesk/ui';

<ApprovalFlowDialog
  open={open}
  onOpenChange={setOpen}
  value={form.approvalFlow ?? createEmptyApprovalFlow()}
  onSave={(flow) => api.saveApprovalFlow(form.id, flow)}
  loadPeople={(query, signal) => staff.search(query, { signal })}
  loadRoles={(query, signal) => roles.search(query, { signal })}
  formFields={[{ id: 'expenseType', label: 'Expense type', type: 'select', options }]}
  currency="CNY"
/>;
\`\`\`

\`ApprovalFlowDesigner\` is the same editor without the dialog (\`value\` and \`onChange\`).
Transport-free: it never calls a server; the console passes the loaders (from \`@opsdesk/pickers\`).

### The JSON model

A graph of \`nodes\` and \`edges\` (\`approvalFlowSchema\` checks its shape, \`parseApprovalFlow\`
reads it):

- \`start\` and \`end\`: one of each.
- \`approver\`: \`assignee\` is \`{ kind: 'person', people }\`, \`{ kind: 'role', roles }\` or
  \`{ kind: 'departmentHead', level }\` (1 = direct head, up to 5), or \`null\` until chosen;
  \`signMode\` \`all\` (countersign) or \`any\`; \`whenEmpty\` \`skip\` or \`admin\` (pass to the administrator).
- \`copyTo\`: \`people\` and \`roles\`.
- \`condition\`: \`branches\` in priority order; each leaves through the edge with its \`branchId\`. A
  branch matches when all its \`conditions\` do: on the \`amount\` (\`gt\`, \`gte\`, \`lt\`, \`lte\`, \`between\`
  inclusive) or on a form \`field\` (\`equals\`; \`in\` for a choice field; \`contains\` for a text or a
  multiple choice). The last branch is the default one (\`isDefault\`), taken when no other matches.
  Branches meet again at the first node they all reach.

People and roles keep their name beside their id, so a stored flow reads without a lookup. The
layout is never stored: it is computed from the graph (\`approvalFlowLayout.layoutFlow\`), and the
canvas's React Flow graph gives the model back unchanged (\`approvalFlowLayout.toEditorGraph\` and
\`fromEditorGraph\`). The edits of the designer are pure functions too (\`approvalFlowEdits.insertStep\`,
\`removeStep\`, \`moveStep\`, \`addBranch\`…), for a flow built in code.

\`\`\`json
${modelExample}
\`\`\`

### Validation

\`validateFlow(model, { formFields })\` lists the problems (an empty list: valid): one start and one
end, the end reachable, no branch or step leading nowhere, no loop, every approver and copy-to step
configured, every condition group with at least two branches and the default one last, every other
branch with complete conditions on fields the form has. The designer marks them on the steps and
lists them above the view; the dialog does not save a flow with problems.

### Keyboard

Tab moves through the steps, their buttons and the "+" of the diagram (it pans to what gets the
focus); Enter opens a step; Escape closes its panel and gives the focus back. The Outline tab has the
same actions and moves steps and branches up and down.
`;

const meta = {
  title: 'Packages/ui/Dialogs/ApprovalFlowDesigner',
  tags: ['autodocs'],
  component: ApprovalFlowDesigner,
  decorators: [withTexts],
  render: (args) => <StatefulDesigner {...args} />,
  args: {
    value: typicalFlow,
    loadPeople,
    loadRoles,
    formFields: sampleFormFields,
    currency: 'CNY',
    height: 620,
  },
  argTypes: {
    value: { control: false },
    loadPeople: { control: false },
    loadRoles: { control: false },
    formFields: { control: false },
    newId: { control: false },
    defaultView: { control: 'inline-radio', options: ['diagram', 'outline'] },
  },
  parameters: {
    layout: 'padded',
    docs: { description: { component: description } },
  },
} satisfies Meta<typeof ApprovalFlowDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new flow: the submitter, then the end. */
export const EmptyFlow: Story = { args: { value: createEmptyFlow() } };

/**
 * The typical chain: the department head, then by amount and expense type a finance manager (a
 * role) or named travel approvers (people), or nobody more; HR gets a copy.
 */
export const TypicalChain: Story = {};

/** A flow with problems: they show on the steps and, opened, in the list above. */
export const WithProblems: Story = {
  args: { value: invalidFlow },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /5 problems/ }));
    await expect(canvas.getByText('Mid range leads nowhere: it does not reach the end.')).toBeVisible();
  },
};

/** Read only: the flow as it is, without "+" or delete buttons; a step still opens to be read. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** The outline: the same flow as nested lists, with move buttons. */
export const Outline: Story = { args: { defaultView: 'outline' } };

/** In Simplified Chinese. */
export const Chinese: Story = { tags: ['!autodocs'], globals: { locale: 'zh-CN' } };

/** A branch opened in the panel: its conditions on the amount and on a form field. */
export const ConfigureBranch: Story = {
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Travel Priority 2/ }));
    const panel = await canvas.findByRole('group', { name: 'Configure: Travel' });
    await expect(within(panel).getByRole('group', { name: 'Condition 1' })).toBeVisible();
    await expect(within(panel).getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  },
};

/**
 * Keyboard only, on the diagram: Tab to the "+" under the submitter, Enter, Enter on "Approver";
 * the panel opens on the name; choose the role "Finance manager" from the loader; Escape twice
 * closes the list and the panel, and the focus is back on the new step.
 */
export const AddByKeyboard: Story = {
  tags: ['!autodocs'],
  args: { value: createEmptyFlow() },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Add a step after Submitter' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: /^Approver/ });
    await userEvent.keyboard('{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Finance review');
    await userEvent.tab();
    const person = canvas.getByRole('radio', { name: 'Specific people' });
    await expect(person).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Role' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Roles' })).toHaveFocus();
    await userEvent.keyboard('fin');
    await screen.findByRole('option', { name: /Finance manager/ });
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    const card = await canvas.findByRole('button', { name: /^Finance review/ });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(within(card).getByText('Role: Finance manager · all must approve')).toBeVisible();
    await expect(canvas.getByText('No problems')).toBeVisible();
  },
};

/**
 * Keyboard only, in the outline: add a copy-to step after the department head, choose Wang Fang,
 * then move the step up.
 */
export const AddInOutlineByKeyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultView: 'outline' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Add a step after Department head' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: /^Copy to/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('Finance copy');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'People' })).toHaveFocus();
    await userEvent.keyboard('wang');
    await screen.findByRole('option', { name: /Wang Fang/ });
    await userEvent.keyboard('{Enter}{Escape}{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Configure Finance copy' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move Finance copy up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const outline = canvas.getByRole('group', { name: 'Approval flow outline' });
    const steps = within(outline)
      .getAllByRole('button', { name: /^Configure / })
      .map((button) => button.getAttribute('aria-label'));
    await expect(steps.slice(0, 2)).toEqual(['Configure Finance copy', 'Configure Department head']);
  },
};

/**
 * The dialog: Save checks the flow, then awaits `onSave` (here, a second) and closes. The play adds
 * an approver without choosing anyone: Save lists the problem instead.
 */
export const InDialog: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    const [saved, setSaved] = useState<ApprovalFlowModel>(typicalFlow);
    return (
      <>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Edit approval flow
        </Button>
        <ApprovalFlowDialog
          open={open}
          onOpenChange={setOpen}
          value={saved}
          onSave={(flow) => new Promise((resolve) => setTimeout(() => resolve(setSaved(flow)), 1000))}
          title="Expense claim: approval flow"
          loadPeople={loadPeople}
          loadRoles={loadRoles}
          formFields={sampleFormFields}
          currency="CNY"
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit approval flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense claim: approval flow' });
    // Add an approver by keyboard; Escape closes its panel and leaves the dialog open.
    within(dialog).getByRole('button', { name: 'Add a step after Department head' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: /^Approver/ });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    // Save refuses the unconfigured approver and lists the problem.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Fix these before saving')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Approver: choose who approves.' }),
    ).toBeVisible();
  },
};
