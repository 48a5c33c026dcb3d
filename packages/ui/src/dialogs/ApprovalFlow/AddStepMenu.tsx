import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { DropdownMenu } from '../../components/DropdownMenu';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { useDesigner } from './DesignerContext';
import { BranchIcon, PlusIcon, SendIcon, StampIcon } from './icons';
import { insertableNodeTypes, type InsertableNodeType } from './model';
import type { InsertPoint } from './structure';

export interface AddStepMenuProps {
  readonly point: InsertPoint;
  /** The accessible name: "Add a step after Finance review". */
  readonly label: string;
  readonly focusKey: string;
  /** `round`: the "+" on a line of the diagram; `inline`: a text button of the outline. */
  readonly variant: 'round' | 'inline';
}

const Round = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${tokens['color-primary']};
  color: ${tokens['color-on-primary']};
  box-shadow: ${tokens['shadow-2']};
  cursor: pointer;
  transition: transform ${tokens['duration-fast']} ${tokens.easing};
  &:hover,
  &[data-state='open'] {
    background: ${tokens['color-primary-hover']};
    transform: scale(1.1);
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Inline = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens['space-1']};
  height: ${tokens['control-height-sm']};
  padding: 0 ${tokens['space-2']};
  border: 1px dashed ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-primary']};
  font: inherit;
  font-size: ${tokens['font-size-sm']};
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    border-color: ${tokens['color-primary']};
    background: ${tokens['color-primary-subtle']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 2px;
  }
  & > svg {
    width: 12px;
    height: 12px;
  }
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  padding: ${tokens['space-1']} 0;
  line-height: 1.35;
  & > small {
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-xs']};
  }
`;

const ItemIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-left: calc(-1 * ${tokens['space-1']});
  border-radius: ${tokens['radius-md']};
  &[data-type='approver'] {
    background: ${tokens['color-warning-subtle']};
    color: ${tokens['color-warning']};
  }
  &[data-type='copyTo'] {
    background: ${tokens['color-primary-subtle']};
    color: ${tokens['color-primary']};
  }
  &[data-type='condition'] {
    background: ${tokens['color-success-subtle']};
    color: ${tokens['color-success']};
  }
`;

const icons: Readonly<Record<InsertableNodeType, ReactNode>> = {
  approver: <StampIcon />,
  copyTo: <SendIcon />,
  condition: <BranchIcon />,
};

/** The "+" of the designer: a menu of the steps that can go at one place of the flow. */
export function AddStepMenu({ point, label, focusKey, variant }: AddStepMenuProps) {
  const t = useUiText();
  const { insert } = useDesigner();
  // A choice moves the focus into the new step's panel: the menu must not take it back.
  const chosen = useRef(false);
  const Trigger = variant === 'round' ? Round : Inline;
  return (
    <DropdownMenu.Root
      modal={false}
      onOpenChange={(open) => {
        if (open) chosen.current = false;
      }}
    >
      <DropdownMenu.Trigger asChild>
        <Trigger
          type="button"
          aria-label={label}
          title={label}
          data-flow-focus={focusKey}
          className="nodrag nopan"
        >
          <PlusIcon />
          {variant === 'inline' ? t('ui.approvalFlow.add.menu') : null}
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        aria-label={t('ui.approvalFlow.add.menu')}
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
        }}
      >
        <DropdownMenu.Label>{t('ui.approvalFlow.add.menu')}</DropdownMenu.Label>
        {insertableNodeTypes.map((type) => (
          <DropdownMenu.Item
            key={type}
            onSelect={() => {
              chosen.current = true;
              insert(point, type);
            }}
          >
            <ItemIcon data-type={type} aria-hidden="true">
              {icons[type]}
            </ItemIcon>
            <ItemText>
              <span>{t(`ui.approvalFlow.add.${type}`)}</span>
              <small>{t(`ui.approvalFlow.add.${type}Hint`)}</small>
            </ItemText>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
