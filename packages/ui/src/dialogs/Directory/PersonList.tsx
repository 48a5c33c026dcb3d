import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { joinDetails, personKey, type AddressBookPerson } from './addressBook';
import { Avatar, CheckIcon, ChoiceMark } from './directoryParts';

export interface PersonListProps<P extends AddressBookPerson> {
  readonly label: string;
  readonly people: readonly P[];
  readonly multiple: boolean;
  /** Keys (`personKey`) of the people chosen. */
  readonly chosenKeys: ReadonlySet<string>;
  /** The others cannot be chosen (the limit is reached). */
  readonly full: boolean;
  readonly onToggle: (person: P) => void;
  /** Shows each person's department (a search across the company). */
  readonly showDepartment: boolean;
}

/**
 * People as a listbox with a roving focus: Up and Down move, Home and End go to the ends, Space or
 * Enter chooses or unchooses, a click too. At the limit the others are marked unavailable.
 */
export function PersonList<P extends AddressBookPerson>({
  label,
  people,
  multiple,
  chosenKeys,
  full,
  onToggle,
  showDepartment,
}: PersonListProps<P>) {
  const t = useUiText();
  const [active, setActive] = useState<string | undefined>(undefined);
  const elements = useRef(new Map<string, HTMLLIElement>());
  const keys = people.map(personKey);
  const tabKey = active !== undefined && keys.includes(active) ? active : keys[0];

  const focus = (key: string | undefined) => {
    if (key === undefined) return;
    setActive(key);
    const element = elements.current.get(key);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || tabKey === undefined) return;
    const index = keys.indexOf(tabKey);
    const move = (key: string | undefined) => {
      event.preventDefault();
      focus(key);
    };
    switch (event.key) {
      case 'ArrowDown':
        move(keys[index + 1] ?? tabKey);
        break;
      case 'ArrowUp':
        move(keys[index - 1] ?? tabKey);
        break;
      case 'Home':
        move(keys[0]);
        break;
      case 'End':
        move(keys[keys.length - 1]);
        break;
      case ' ':
      case 'Enter': {
        event.preventDefault();
        const person = people[index];
        if (person) onToggle(person);
        break;
      }
      default:
    }
  };

  return (
    <List
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      onKeyDown={onKeyDown}
    >
      {people.map((person, index) => {
        const key = keys[index] ?? personKey(person);
        const chosen = chosenKeys.has(key);
        const unavailable = full && !chosen;
        const details = joinDetails([person.position, showDepartment ? person.departmentName : undefined]);
        return (
          <Option
            key={key}
            ref={(element) => {
              if (element) elements.current.set(key, element);
              else elements.current.delete(key);
            }}
            role="option"
            aria-selected={chosen}
            aria-disabled={unavailable || undefined}
            tabIndex={key === tabKey ? 0 : -1}
            onFocus={() => setActive(key)}
            onClick={() => {
              setActive(key);
              onToggle(person);
            }}
          >
            <ChoiceMark
              aria-hidden="true"
              data-shape={multiple ? 'square' : 'round'}
              data-checked={chosen || undefined}
              data-disabled={unavailable || undefined}
            >
              <CheckIcon />
            </ChoiceMark>
            <Avatar name={person.fullName} id={person.userOID} />
            <Text>
              <Name>
                <span>{person.fullName}</span>
                {person.employeeID ? (
                  <Muted>{t('ui.addressBook.employeeId', { id: person.employeeID })}</Muted>
                ) : null}
              </Name>
              {details === '' ? null : <Details>{details}</Details>}
            </Text>
            {person.mobile || person.email ? <Contact>{person.mobile || person.email}</Contact> : null}
          </Option>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: ${tokens['space-1']} 0;
  list-style: none;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  min-height: 52px;
  margin: 1px ${tokens['space-2']};
  padding: 6px ${tokens['space-3']};
  border-radius: ${tokens['radius-md']};
  color: ${tokens['color-text']};
  cursor: pointer;
  outline: none;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    background: ${tokens['color-primary-subtle']};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${tokens['color-text-muted']};
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  line-height: 1.35;
`;

const Name = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${tokens['space-2']};
  min-width: 0;
  & > span:first-child {
    font-weight: ${tokens['font-weight-medium']};
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  overflow: hidden;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Details = styled.span`
  overflow: hidden;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Contact = styled.span`
  flex: none;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-xs']};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
