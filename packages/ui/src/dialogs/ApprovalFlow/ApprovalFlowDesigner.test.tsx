// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/renderInUi';
import { ApprovalFlowDesigner, type ApprovalFlowDesignerProps } from './ApprovalFlowDesigner';
import { ApprovalFlowDialog } from './ApprovalFlowDialog';
import { createEmptyFlow, type ApprovalFlowModel, type ApproverNode } from './model';
import {
  createPeopleLoader,
  createRolesLoader,
  invalidFlow,
  sampleFormFields,
  sequentialIds,
  typicalFlow,
} from './test/fixtures';
import { WithApprovalFlowTexts } from './test/messages';
import { outline } from './test/outline';

type HarnessProps = Partial<ApprovalFlowDesignerProps> & { readonly initial: ApprovalFlowModel };

/** The designer as a page uses it: it keeps the flow in state; `changes` sees every edit. */
function renderDesigner({ initial, ...props }: HarnessProps) {
  const changes = vi.fn<(model: ApprovalFlowModel) => void>();
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ApprovalFlowDesigner
        value={value}
        onChange={(next) => {
          latest = next;
          changes(next);
          setValue(next);
        }}
        loadPeople={createPeopleLoader(0)}
        loadRoles={createRolesLoader(0)}
        formFields={sampleFormFields}
        defaultView="outline"
        newId={sequentialIds()}
        {...props}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <WithApprovalFlowTexts locale="en">
      <Harness />
    </WithApprovalFlowTexts>,
  );
  return { user, changes, current: () => latest };
}

const outlineView = () => screen.getByRole('group', { name: 'Approval flow outline' });

// Rendering the whole designer in jsdom takes a second or more per test on a busy 2-core machine.
describe('ApprovalFlowDesigner, outline view', { timeout: 30_000 }, () => {
  it('lists every step, branch and condition of the flow with its summary', () => {
    renderDesigner({ initial: typicalFlow });
    const view = outlineView();
    for (const name of [
      'Department head',
      'Finance review',
      'Travel desk',
      'Notify HR',
      'By amount and type',
    ])
      expect(within(view).getByRole('button', { name: `Configure ${name}` })).toBeTruthy();
    for (const name of ['Large amount', 'Travel', 'Otherwise'])
      expect(within(view).getByRole('button', { name: `Configure ${name}` })).toBeTruthy();
    expect(within(view).getByText('Amount > 5,000.00')).toBeTruthy();
    expect(within(view).getByText('Role: Finance manager · any one approves')).toBeTruthy();
    expect(screen.getByText('No problems')).toBeTruthy();
  });

  it('adds an approver from a "+" and opens it with the focus on its name', async () => {
    const { user, current } = renderDesigner({ initial: createEmptyFlow() });
    await user.click(screen.getByRole('button', { name: 'Add a step after Submitter' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Approver/ }));
    expect(outline(current())).toBe('start approver-1 end');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('group', { name: 'Configure: Approver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /1 problem/ })).toBeTruthy();
  });

  it('configures an approver by keyboard: name, a role from the loader, the sign mode', async () => {
    const { user, current } = renderDesigner({ initial: createEmptyFlow() });
    screen.getByRole('button', { name: 'Add a step after Submitter' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: /^Approver/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    await user.keyboard('Finance review');
    await user.click(screen.getByRole('radio', { name: 'Role' }));
    const roles = screen.getByRole('combobox', { name: 'Roles' });
    await user.click(roles);
    await user.keyboard('fin');
    await screen.findByRole('option', { name: /Finance manager/ });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Any one approves' }));
    const approver = current().nodes.find((node) => node.type === 'approver') as ApproverNode;
    expect(approver).toMatchObject({
      name: 'Finance review',
      assignee: { kind: 'role', roles: [{ id: 'r-finance-manager', name: 'Finance manager' }] },
      signMode: 'any',
    });
    // Escape closes the list, then the panel, and the focus returns to the step.
    await user.keyboard('{Escape}');
    roles.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Configure:/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Configure Finance review' }));
    expect(screen.getByText('Role: Finance manager · any one approves')).toBeTruthy();
    expect(screen.getByText('No problems')).toBeTruthy();
  });

  it('moves a step down past a whole condition group and keeps the focus on the button', async () => {
    const { user, current } = renderDesigner({ initial: typicalFlow });
    await user.click(screen.getByRole('button', { name: 'Move Department head down' }));
    expect(outline(current())).toBe(
      'start route[large:finance|travel:travel-desk|otherwise:] head notify end',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Department head down' })),
    );
    // Once more, and it is last before the end: the button turns off, the focus goes to the step.
    await user.keyboard('{Enter}');
    expect(outline(current())).toBe(
      'start route[large:finance|travel:travel-desk|otherwise:] notify head end',
    );
    const down = screen.getByRole('button', { name: 'Move Department head down' }) as HTMLButtonElement;
    expect(down.disabled).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Configure Department head' })),
    );
    // A step never leaves its branch.
    expect(
      (screen.getByRole('button', { name: 'Move Finance review up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('deletes a step and moves the focus to the "+" that took its place', async () => {
    const { user, current } = renderDesigner({ initial: typicalFlow });
    await user.click(screen.getByRole('button', { name: 'Delete Notify HR' }));
    expect(outline(current())).toBe('start head route[large:finance|travel:travel-desk|otherwise:] end');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Add a step after By amount and type' }),
      ),
    );
  });

  it('adds, reorders and deletes branches', async () => {
    const { user, current } = renderDesigner({ initial: typicalFlow });
    await user.click(screen.getByRole('button', { name: 'Add branch to By amount and type' }));
    expect(outline(current())).toBe(
      'start head route[large:finance|travel:travel-desk|branch-1:|otherwise:] notify end',
    );
    // The new branch opens for its conditions.
    expect(await screen.findByRole('group', { name: 'Configure: Branch 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Raise the priority of Branch 3' }));
    expect(outline(current())).toBe(
      'start head route[large:finance|branch-1:|travel:travel-desk|otherwise:] notify end',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Large amount' }));
    expect(outline(current())).toBe('start head route[branch-1:|travel:travel-desk|otherwise:] notify end');
    expect(current().nodes.some((node) => node.id === 'finance')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Delete Otherwise' })).toBeNull();
  });

  it('sets a condition on a form field: the field, "is any of", the options', async () => {
    const { user, current } = renderDesigner({ initial: typicalFlow });
    await user.click(screen.getByRole('button', { name: 'Configure Large amount' }));
    const panel = screen.getByRole('group', { name: 'Configure: Large amount' });
    await user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const second = within(panel).getByRole('group', { name: 'Condition 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Field' }), 'Expense type');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Operator' }), 'is any of');
    await user.click(within(second).getByRole('checkbox', { name: 'Entertainment' }));
    const route = current().nodes.find((node) => node.id === 'route');
    expect(route?.type === 'condition' && route.branches[0]?.conditions).toEqual([
      { subject: 'amount', operator: 'gt', value: 5000 },
      { subject: 'field', fieldId: 'expenseType', operator: 'in', values: ['entertainment'] },
    ]);
    expect(screen.getAllByText('Amount > 5,000.00 and Expense type is Entertainment').length).toBeGreaterThan(
      0,
    );
  });

  it('sets an amount range with the money fields and says when it is reversed', async () => {
    const { user, current } = renderDesigner({ initial: typicalFlow });
    await user.click(screen.getByRole('button', { name: 'Configure Large amount' }));
    const panel = screen.getByRole('group', { name: 'Configure: Large amount' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Operator' }), 'between');
    const to = within(panel).getByRole('spinbutton', { name: 'To' });
    await user.type(to, '1000');
    await user.tab();
    expect(within(panel).getByText('“From” cannot be above “To”.')).toBeTruthy();
    const route = current().nodes.find((node) => node.id === 'route');
    expect(route?.type === 'condition' && route.branches[0]?.conditions[0]).toEqual({
      subject: 'amount',
      operator: 'between',
      min: 5000,
      max: 1000,
    });
  });

  it('lists the problems and opens the step of one', async () => {
    const { user } = renderDesigner({ initial: invalidFlow });
    await user.click(screen.getByRole('button', { name: /5 problems/ }));
    const list = screen.getByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Approver: choose who approves.',
      'Big purchase: set at least one condition.',
      'Mid range leads nowhere: it does not reach the end.',
      'Mid range: condition 1 is incomplete.',
      'Copy to: choose who gets a copy.',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Mid range: condition 1 is incomplete.' }));
    expect(screen.getByRole('group', { name: 'Configure: Mid range' })).toBeTruthy();
  });

  it('leads a branch that goes nowhere to the end', async () => {
    const { user, current } = renderDesigner({ initial: invalidFlow });
    await user.click(screen.getByRole('button', { name: 'Lead to the end' }));
    expect(current().edges.at(-1)).toMatchObject({ source: 'c1', target: 'end', branchId: 'b2' });
    expect(screen.queryByText('Leads nowhere')).toBeNull();
  });

  it('shows a read-only flow without a way to change it', () => {
    renderDesigner({ initial: typicalFlow, readOnly: true });
    expect(screen.getByText('Read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add a step/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
  });
});

describe('ApprovalFlowDialog', { timeout: 30_000 }, () => {
  function renderDialog(value: ApprovalFlowModel, onSave: (model: ApprovalFlowModel) => Promise<void>) {
    const onOpenChange = vi.fn<(open: boolean) => void>();
    const user = userEvent.setup();
    render(
      <WithApprovalFlowTexts locale="en">
        <ApprovalFlowDialog
          open
          onOpenChange={onOpenChange}
          value={value}
          onSave={onSave}
          loadPeople={createPeopleLoader(0)}
          loadRoles={createRolesLoader(0)}
          formFields={sampleFormFields}
          defaultView="outline"
          title="Expense claim approval"
        />
      </WithApprovalFlowTexts>,
    );
    return { user, onOpenChange };
  }

  it('saves a valid flow and closes', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user, onOpenChange } = renderDialog(typicalFlow, onSave);
    expect(screen.getByRole('dialog', { name: 'Expense claim approval' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(typicalFlow);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('does not save a flow with problems: it lists them', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user, onOpenChange } = renderDialog(invalidFlow, onSave);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByText('Fix these before saving')).toBeTruthy();
  });

  it('keeps the dialog open with the message when saving fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('Network down')));
    const { user, onOpenChange } = renderDialog(typicalFlow, onSave);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The flow could not be saved: Network down')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('closes the configuration panel with Escape, not the dialog', async () => {
    const { user, onOpenChange } = renderDialog(typicalFlow, () => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Configure Notify HR' }));
    expect(screen.getByRole('group', { name: 'Configure: Notify HR' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Configure: Notify HR' })).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
