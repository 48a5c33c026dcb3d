import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import {
  choiceKey,
  effectiveMax,
  neighbourAfterRemoval,
  type AddressBookChoice,
  type AddressBookDepartment,
  type AddressBookPerson,
  type ChoiceRules,
} from './addressBook';
import { Avatar, DepartmentIcon } from './directoryParts';

export interface ChosenListProps<P extends AddressBookPerson, D extends AddressBookDepartment> {
  readonly chosen: readonly AddressBookChoice<P, D>[];
  readonly rules: ChoiceRules;
  /** The last choice was refused: the limit is reached. */
  readonly refused: boolean;
  readonly onRemove: (key: string) => void;
  readonly onClear: () => void;
  /** Where the focus goes when the last tag is removed. */
  readonly onEmptied: () => void;
}

/**
 * The chosen people and departments as removable tags, with their count (and the limit), and a
 * Clear all. Removing a tag moves the focus to the next tag's remove button, else the previous one.
 */
export function ChosenList<P extends AddressBookPerson, D extends AddressBookDepartment>({
  chosen,
  rules,
  refused,
  onRemove,
  onClear,
  onEmptied,
}: ChosenListProps<P, D>) {
  const t = useUiText();
  const headingId = useId();
  const list = useRef<HTMLUListElement | null>(null);
  const max = effectiveMax(rules);
  const limited = rules.multiple && Number.isFinite(max);
  const keys = chosen.map(choiceKey);

  const remove = (key: string) => {
    const neighbour = neighbourAfterRemoval(keys, key);
    onRemove(key);
    // After the render that removed it, the neighbour's remove button takes the focus.
    requestAnimationFrame(() => {
      const item = Array.from(list.current?.children ?? []).find(
        (element) => element instanceof HTMLElement && element.dataset.key === neighbour,
      );
      const button = neighbour === undefined ? null : (item?.querySelector('button') ?? null);
      if (button) button.focus();
      else onEmptied();
    });
  };

  return (
    <Bar aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>
          {limited
            ? t('ui.addressBook.chosenOfMax', { count: chosen.length, max })
            : t('ui.addressBook.chosen', { count: chosen.length })}
        </Heading>
        <Notice role="status">{refused && limited ? t('ui.addressBook.maxReached', { max }) : ''}</Notice>
        {chosen.length > 0 ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              onClear();
              onEmptied();
            }}
          >
            {t('ui.addressBook.clear')}
          </Button>
        ) : null}
      </Head>
      {chosen.length === 0 ? (
        <Empty>{t('ui.addressBook.nothingChosen')}</Empty>
      ) : (
        <Tags ref={list} aria-label={t('ui.addressBook.chosenList')}>
          {chosen.map((choice, index) => {
            const key = keys[index] ?? choiceKey(choice);
            return (
              <li key={key} data-key={key}>
                <Tag tone="primary" closable onClose={() => remove(key)}>
                  {choice.kind === 'person' ? (
                    <TagText>
                      <Avatar name={choice.person.fullName} id={choice.person.userOID} size="sm" />
                      {choice.person.fullName}
                    </TagText>
                  ) : (
                    <TagText>
                      <DepartmentIcon />
                      {t('ui.addressBook.departmentChoice', { name: choice.department.name })}
                    </TagText>
                  )}
                </Tag>
              </li>
            );
          })}
        </Tags>
      )}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  padding-top: ${tokens['space-3']};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-3']};
  min-height: 24px;
  & > button {
    margin-inline-start: auto;
  }
`;

const Heading = styled.h3`
  margin: 0;
  color: ${tokens['color-text']};
  font-size: ${tokens['font-size-sm']};
  font-weight: ${tokens['font-weight-medium']};
`;

const Notice = styled.span`
  color: ${tokens['color-warning']};
  font-size: ${tokens['font-size-sm']};
`;

const Empty = styled.p`
  margin: 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  line-height: 24px;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens['space-2']};
  max-height: 64px;
  margin: 0;
  padding: 2px;
  overflow-y: auto;
  list-style: none;
  & > li {
    display: inline-flex;
    max-width: 100%;
  }
  & > li > span {
    height: 24px;
    font-size: ${tokens['font-size-sm']};
  }
`;

const TagText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  & > svg {
    width: 12px;
    height: 12px;
  }
`;
