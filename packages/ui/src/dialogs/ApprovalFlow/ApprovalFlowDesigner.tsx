import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Tabs } from '../../components/Tabs';
import { Tag } from '../../components/Tag';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { ConfigPanel } from './ConfigPanel';
import { DesignerContext, focusKeys, type DesignerContextValue, type FlowSelection } from './DesignerContext';
import { FlowCanvas } from './FlowCanvas';
import { FlowOutline } from './FlowOutline';
import { CheckIcon, ChevronDownIcon, WarningIcon } from './icons';
import type { ApprovalFlowModel, FlowFormField } from './model';
import {
  addBranch,
  canMoveStep,
  canRemoveStep,
  connectToEnd,
  createIdFactory,
  insertStep,
  moveBranch,
  moveStep,
  removeBranch,
  removeStep,
  updateBranch,
  updateNode,
  type IdFactory,
} from './operations';
import type { OptionLoader } from './OptionPicker';
import { findItem, readStructure } from './structure';
import { createFlowTexts } from './texts';
import { validateFlow, type FlowIssue } from './validate';

export type ApprovalFlowView = 'diagram' | 'outline';

export interface ApprovalFlowDesignerProps {
  /** The flow (controlled): `createEmptyApprovalFlow()` for a new one. */
  readonly value: ApprovalFlowModel;
  /** Called with the new flow after every edit. */
  readonly onChange?: (next: ApprovalFlowModel) => void;
  /** Finds people for approver and copy-to steps (`@opsdesk/pickers`' staff source in the console). */
  readonly loadPeople: OptionLoader;
  /** Finds roles for approver and copy-to steps. */
  readonly loadRoles: OptionLoader;
  /** The fields of the form that conditions can test, besides the amount. */
  readonly formFields?: readonly FlowFormField[];
  /** The currency of amounts in conditions (ISO 4217, `CNY`): shown in the fields and summaries. */
  readonly currency?: string;
  /** Shows the flow without any way to change it. */
  readonly readOnly?: boolean;
  /** The view shown first; the person switches between them with the tabs. */
  readonly defaultView?: ApprovalFlowView;
  /** Height of the views (the diagram needs one): 560 px unless told. */
  readonly height?: number | string;
  /** Makes the ids of new nodes, branches and edges; unique random ids unless told. */
  readonly newId?: IdFactory;
  /** Called with the flow's problems whenever they change (`validateFlow`). */
  readonly onIssuesChange?: (issues: readonly FlowIssue[]) => void;
  /** Name of the designer for assistive technology; "Approval flow designer" unless told. */
  readonly 'aria-label'?: string;
  readonly className?: string;
}

/** What a parent can ask of the designer (the dialog shows the problems when saving fails). */
export interface ApprovalFlowDesignerHandle {
  /** Opens the list of problems and moves the focus to it. */
  readonly showIssues: () => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-lg']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-md']};
  line-height: ${tokens['line-height']};
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens['space-3']};
  padding: 0 ${tokens['space-4']};
  border-bottom: 1px solid ${tokens['color-border']};
  & > [role='tablist'] {
    flex: 1 1 auto;
    border-bottom: 0;
  }
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-2']};
  align-self: center;
`;

const IssuesToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-1']};
  height: ${tokens['control-height-sm']};
  padding: 0 ${tokens['space-2']};
  border: 1px solid transparent;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-danger-subtle']};
  color: ${tokens['color-danger']};
  font: inherit;
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-medium']};
  cursor: pointer;
  &:hover {
    border-color: ${tokens['color-danger']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const Valid = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-1']};
  color: ${tokens['color-success']};
  font-size: ${tokens['font-size-sm']};
  & > svg {
    width: 14px;
    height: 14px;
  }
`;

const Issues = styled.div`
  padding: ${tokens['space-3']} ${tokens['space-4']} 0;
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  & ul {
    margin: ${tokens['space-1']} 0 0;
    padding-inline-start: ${tokens['space-5']};
  }
  & li button {
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
  }
  & li button:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
`;

const Main = styled.div`
  display: flex;
  min-height: 0;
`;

const View = styled(Tabs.Content)`
  flex: 1 1 auto;
  min-width: 0;
  padding: 0;
  overflow: auto;
`;

/**
 * Designs an approval chain the way DingTalk and Feishu people know: cards from the submitter down
 * to the end, a "+" on every line, the branches of a condition side by side. The diagram is React
 * Flow; the outline tab shows the same flow as nested lists with the same actions, for the
 * keyboard and screen readers. The chosen step is configured in a panel beside the view.
 *
 * Transport-free: it takes the flow (`value`) and gives edits back (`onChange`); people and roles
 * come from `loadPeople` and `loadRoles`. The flow's problems (`validateFlow`) show on the steps
 * and in a list above the view.
 */
export const ApprovalFlowDesigner = forwardRef<ApprovalFlowDesignerHandle, ApprovalFlowDesignerProps>(
  function ApprovalFlowDesigner(
    {
      value,
      onChange,
      loadPeople,
      loadRoles,
      formFields = [],
      currency,
      readOnly = false,
      defaultView = 'diagram',
      height = 560,
      newId,
      onIssuesChange,
      'aria-label': ariaLabel,
      className,
    },
    ref,
  ) {
    const t = useUiText();
    const { locale } = useIntl();
    const rootRef = useRef<HTMLDivElement | null>(null);
    const issuesRef = useRef<HTMLDivElement | null>(null);
    const issuesId = useId();
    const [view, setView] = useState<ApprovalFlowView>(defaultView);
    const [selection, setSelection] = useState<FlowSelection | null>(null);
    const [issuesOpen, setIssuesOpen] = useState(false);
    const [focusRequest, setFocusRequest] = useState<{ keys: readonly string[] } | null>(null);
    const ids = useMemo(() => newId ?? createIdFactory(), [newId]);

    const structure = useMemo(() => readStructure(value), [value]);
    const issues = useMemo(() => validateFlow(value, { formFields }), [value, formFields]);
    const texts = useMemo(
      () => createFlowTexts(value, t, locale, { currency, formFields }),
      [value, t, locale, currency, formFields],
    );

    const onIssuesChangeRef = useRef(onIssuesChange);
    onIssuesChangeRef.current = onIssuesChange;
    useEffect(() => {
      onIssuesChangeRef.current?.(issues);
    }, [issues]);

    useImperativeHandle(ref, () => ({
      showIssues: () => {
        setIssuesOpen(true);
        setFocusRequest({ keys: ['issues'] });
      },
    }));

    // After an edit, the focus goes to the first of the requested elements that exists.
    useLayoutEffect(() => {
      if (!focusRequest) return;
      const root = rootRef.current;
      for (const key of focusRequest.keys) {
        const element =
          key === 'issues'
            ? issuesRef.current
            : Array.from(root?.querySelectorAll<HTMLElement>('[data-flow-focus]') ?? []).find(
                (candidate) => candidate.dataset.flowFocus === key,
              );
        if (element && !(element as HTMLButtonElement).disabled) {
          element.focus();
          break;
        }
      }
      setFocusRequest(null);
    }, [focusRequest]);

    const change = useCallback(
      (next: ApprovalFlowModel) => {
        if (next !== value) onChange?.(next);
      },
      [value, onChange],
    );

    /** Where the focus goes when the step `nodeId` is gone: the "+" that took its place. */
    const focusAfterRemoving = useCallback(
      (nodeId: string): string[] => {
        const found = findItem(structure, nodeId);
        if (!found) return [];
        const previous = found.chain[found.index - 1];
        if (previous) return [focusKeys.addAfter(previous.node.id), focusKeys.node(previous.node.id)];
        // First in a branch: the "+" at the top of that branch.
        for (const candidate of value.nodes) {
          if (candidate.type !== 'condition') continue;
          const group = findItem(structure, candidate.id)?.item;
          if (group?.kind !== 'group') continue;
          const track = group.tracks.find((item) => item.items[0]?.node.id === nodeId);
          if (track)
            return [
              focusKeys.addAtBranch(candidate.id, track.branch.id),
              focusKeys.branch(candidate.id, track.branch.id),
            ];
        }
        return [];
      },
      [structure, value.nodes],
    );

    const context = useMemo<DesignerContextValue>(() => {
      const issuesOf = (nodeId: string, branchId?: string) =>
        issues.filter(
          (issue) => issue.nodeId === nodeId && (branchId === undefined || issue.branchId === branchId),
        );
      return {
        model: value,
        structure,
        readOnly,
        texts,
        issuesOf,
        selection,
        configure: (next) => setSelection(next),
        insert: (point, type) => {
          const result = insertStep(value, point, type, ids);
          change(result.model);
          setSelection({ kind: 'node', nodeId: result.nodeId });
        },
        remove: (nodeId) => {
          const keys = focusAfterRemoving(nodeId);
          change(removeStep(value, nodeId));
          if (selection?.kind === 'node' ? selection.nodeId === nodeId : selection?.conditionId === nodeId)
            setSelection(null);
          setFocusRequest({ keys: [...keys, focusKeys.addAfter('start')] });
        },
        canRemove: (nodeId) => canRemoveStep(value, nodeId),
        move: (nodeId, direction) => {
          change(moveStep(value, nodeId, direction));
          setFocusRequest({ keys: [focusKeys.move(nodeId, direction), focusKeys.node(nodeId)] });
        },
        canMove: (nodeId, direction) => canMoveStep(value, nodeId, direction),
        addBranch: (conditionId) => {
          const result = addBranch(value, conditionId, ids);
          change(result.model);
          if (result.branchId !== null)
            setSelection({ kind: 'branch', conditionId, branchId: result.branchId });
        },
        removeBranch: (conditionId, branchId) => {
          change(removeBranch(value, conditionId, branchId));
          if (selection?.kind === 'branch' && selection.branchId === branchId) setSelection(null);
          setFocusRequest({ keys: [focusKeys.node(conditionId)] });
        },
        moveBranch: (conditionId, branchId, direction) => {
          change(moveBranch(value, conditionId, branchId, direction));
          setFocusRequest({
            keys: [
              focusKeys.moveBranch(conditionId, branchId, direction),
              focusKeys.branch(conditionId, branchId),
            ],
          });
        },
        connectToEnd: (point) => {
          change(connectToEnd(value, point, ids));
          setFocusRequest({
            keys: [
              point.branchId === null
                ? focusKeys.node(point.source)
                : focusKeys.branch(point.source, point.branchId),
              focusKeys.addAfter(point.source),
            ],
          });
        },
      };
    }, [value, structure, readOnly, texts, issues, selection, ids, change, focusAfterRemoving]);

    const closePanel = () => {
      if (!selection) return;
      setSelection(null);
      setFocusRequest({
        keys:
          selection.kind === 'node'
            ? [focusKeys.node(selection.nodeId), focusKeys.addAfter(selection.nodeId)]
            : [focusKeys.branch(selection.conditionId, selection.branchId)],
      });
    };

    const select = (issue: FlowIssue) => {
      if (issue.nodeId === undefined) return;
      const node = value.nodes.find((candidate) => candidate.id === issue.nodeId);
      if (!node || node.type === 'start' || node.type === 'end') return;
      setSelection(
        issue.branchId !== undefined && node.type === 'condition'
          ? { kind: 'branch', conditionId: node.id, branchId: issue.branchId }
          : { kind: 'node', nodeId: node.id },
      );
    };

    return (
      <DesignerContext.Provider value={context}>
        <Root
          ref={rootRef}
          role="group"
          aria-label={ariaLabel ?? t('ui.approvalFlow.label')}
          className={className}
        >
          <Tabs.Root value={view} onValueChange={(next) => setView(next as ApprovalFlowView)}>
            <Toolbar>
              <Tabs.List aria-label={t('ui.approvalFlow.view.label')}>
                <Tabs.Trigger value="diagram">{t('ui.approvalFlow.view.diagram')}</Tabs.Trigger>
                <Tabs.Trigger value="outline">{t('ui.approvalFlow.view.outline')}</Tabs.Trigger>
              </Tabs.List>
              <Status>
                {readOnly ? <Tag>{t('ui.approvalFlow.readOnly')}</Tag> : null}
                {issues.length === 0 ? (
                  <Valid>
                    <CheckIcon />
                    {t('ui.approvalFlow.issues.none')}
                  </Valid>
                ) : (
                  <IssuesToggle
                    type="button"
                    aria-expanded={issuesOpen}
                    aria-controls={issuesOpen ? issuesId : undefined}
                    onClick={() => setIssuesOpen((open) => !open)}
                  >
                    <WarningIcon />
                    {t('ui.approvalFlow.issues.count', { count: issues.length })}
                    <ChevronDownIcon />
                  </IssuesToggle>
                )}
              </Status>
            </Toolbar>
            {issuesOpen && issues.length > 0 ? (
              <Issues id={issuesId} ref={issuesRef} tabIndex={-1}>
                <Alert variant="warning" title={t('ui.approvalFlow.issues.title')}>
                  <ul>
                    {issues.map((issue, index) => {
                      const text = texts.issueText(issue);
                      const node = value.nodes.find((candidate) => candidate.id === issue.nodeId);
                      const reachable = node !== undefined && node.type !== 'start' && node.type !== 'end';
                      return (
                        <li key={index}>
                          {reachable ? (
                            <button type="button" onClick={() => select(issue)}>
                              {text}
                            </button>
                          ) : (
                            text
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </Alert>
              </Issues>
            ) : null}
            <Main style={{ height }}>
              <View value="diagram">
                <FlowCanvas height="100%" />
              </View>
              <View value="outline">
                <FlowOutline />
              </View>
              {selection ? (
                <ConfigPanel
                  selection={selection}
                  onClose={closePanel}
                  loadPeople={loadPeople}
                  loadRoles={loadRoles}
                  formFields={formFields}
                  currency={currency}
                  onNodeChange={(node) => change(updateNode(value, node))}
                  onBranchChange={(conditionId, branch) => change(updateBranch(value, conditionId, branch))}
                />
              ) : null}
            </Main>
          </Tabs.Root>
        </Root>
      </DesignerContext.Provider>
    );
  },
);
