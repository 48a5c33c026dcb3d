// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../test/renderInUi';
import { ApprovalFlowDesigner } from './ApprovalFlowDesigner';
import type { ApprovalFlowModel } from './model';
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

// React Flow reads the viewport transform with DOMMatrixReadOnly, which jsdom lacks.
class IdentityMatrix {
  m22 = 1;
}
if (typeof window !== 'undefined')
  (window as unknown as { DOMMatrixReadOnly: unknown }).DOMMatrixReadOnly ??= IdentityMatrix;

function renderDiagram(initial: ApprovalFlowModel) {
  let latest = initial;
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ApprovalFlowDesigner
        value={value}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
        loadPeople={createPeopleLoader(0)}
        loadRoles={createRolesLoader(0)}
        formFields={sampleFormFields}
        newId={sequentialIds()}
      />
    );
  }
  render(
    <WithApprovalFlowTexts locale="en">
      <Harness />
    </WithApprovalFlowTexts>,
  );
  // jsdom's cascade misses React Flow's layered pointer-events; Chromium checks them in the stories.
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), current: () => latest };
}

/**
 * The diagram is checked in Chromium through the stories (layout, lines, panning, axe); here only
 * that its nodes are the designer's buttons, in reading order, and that they edit the flow.
 */
describe('the diagram in jsdom', { timeout: 30_000 }, () => {
  it('renders every step, branch and "+" as a named button, in reading order', () => {
    renderDiagram(typicalFlow);
    const diagram = screen.getByRole('application', { name: 'Approval flow diagram' });
    const names = within(diagram)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
      .filter((name) => !/^(Zoom|Fit)/.test(name ?? ''));
    expect(names.slice(0, 8)).toEqual([
      'Add a step after Submitter',
      'Department headDirect department head',
      'Delete Department head',
      'Add a step after Department head',
      'Add branch to By amount and type',
      'Delete the condition group By amount and type',
      'Large amountPriority 1Amount > 5,000.00',
      'Lower the priority of Large amount',
    ]);
    expect(within(diagram).getAllByRole('group', { name: 'Finance review' })).toHaveLength(1);
  });

  it('adds a step from a "+" of the diagram and opens it', async () => {
    const { user, current } = renderDiagram(typicalFlow);
    await user.click(screen.getByRole('button', { name: 'Add a step after Notify HR' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Copy to/ }));
    expect(outline(current())).toBe(
      'start head route[large:finance|travel:travel-desk|otherwise:] notify copyTo-1 end',
    );
    expect(screen.getByRole('group', { name: 'Configure: Copy to' })).toBeTruthy();
  });

  it('leads a dead end to the end from its marker', async () => {
    const { user, current } = renderDiagram(invalidFlow);
    await user.click(screen.getByRole('button', { name: 'Lead to the end' }));
    expect(current().edges.at(-1)).toMatchObject({ source: 'c1', target: 'end', branchId: 'b2' });
  });
});
