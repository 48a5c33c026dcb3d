import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { IconButton } from '../../components/IconButton';
import { Input } from '../../components/Input';
import { MoneyInput } from '../../components/MoneyInput';
import { NumberInput } from '../../components/NumberInput';
import { Select, type SelectOption } from '../../components/Select';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { PlusIcon, TrashIcon } from './icons';
import {
  amountOperators,
  fieldOperatorsByType,
  type AmountOperator,
  type BranchCondition,
  type FieldOperator,
  type FlowFormField,
} from './model';
import { isConditionComplete } from './validate';

const Card = styled.fieldset`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
  min-width: 0;
  margin: 0;
  padding: ${tokens['space-3']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface']};
  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    color: ${tokens['color-text-muted']};
    font-size: ${tokens['font-size-sm']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > legend + * {
    clear: both;
  }
  &[data-invalid] {
    border-color: ${tokens['color-danger']};
  }
`;

const Remove = styled.div`
  position: absolute;
  top: ${tokens['space-1']};
  right: ${tokens['space-1']};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens['space-2']};
`;

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-1']};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${tokens['space-1']};
    padding: 0;
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${tokens['color-danger']};
  font-size: ${tokens['font-size-sm']};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
`;

export interface ConditionEditorProps {
  readonly conditions: readonly BranchCondition[];
  readonly onChange: (conditions: BranchCondition[]) => void;
  readonly formFields: readonly FlowFormField[];
  readonly currency?: string;
  readonly readOnly?: boolean;
}

const AMOUNT = 'amount';
const subjectKey = (condition: BranchCondition) =>
  condition.subject === 'amount' ? AMOUNT : `field:${condition.fieldId ?? ''}`;

/** A new condition on a subject, with the subject's first operator and nothing filled in yet. */
function conditionFor(key: string, fields: readonly FlowFormField[]): BranchCondition {
  if (key === AMOUNT) return { subject: 'amount', operator: 'gt', value: null };
  const field = fields.find((candidate) => `field:${candidate.id}` === key);
  const fieldId = field?.id ?? null;
  const operator = field ? (fieldOperatorsByType[field.type][0] as FieldOperator) : 'equals';
  return withFieldOperator({ subject: 'field', fieldId, operator: 'equals', value: null }, operator);
}

/** The condition with another operator, keeping what still applies of its value. */
function withAmountOperator(
  condition: Extract<BranchCondition, { subject: 'amount' }>,
  operator: AmountOperator,
): BranchCondition {
  const single = condition.operator === 'between' ? condition.min : condition.value;
  if (operator === 'between')
    return {
      subject: 'amount',
      operator,
      min: single,
      max: condition.operator === 'between' ? condition.max : null,
    };
  return { subject: 'amount', operator, value: single };
}

function withFieldOperator(
  condition: Extract<BranchCondition, { subject: 'field' }>,
  operator: FieldOperator,
): BranchCondition {
  const { fieldId } = condition;
  const text =
    condition.operator === 'in'
      ? (condition.values[0] ?? '')
      : typeof condition.value === 'string'
        ? condition.value
        : '';
  switch (operator) {
    case 'equals':
      return { subject: 'field', fieldId, operator, value: text === '' ? null : text };
    case 'in':
      return { subject: 'field', fieldId, operator, values: text === '' ? [] : [text] };
    case 'contains':
      return { subject: 'field', fieldId, operator, value: text };
  }
}

function ConditionCard({
  index,
  condition,
  onChange,
  onRemove,
  formFields,
  currency,
  readOnly,
}: {
  index: number;
  condition: BranchCondition;
  onChange: (condition: BranchCondition) => void;
  onRemove: () => void;
  formFields: readonly FlowFormField[];
  currency?: string;
  readOnly: boolean;
}) {
  const t = useUiText();
  const field =
    condition.subject === 'field'
      ? formFields.find((candidate) => candidate.id === condition.fieldId)
      : undefined;
  const unknownField = condition.subject === 'field' && condition.fieldId !== null && !field;
  const subjects: SelectOption[] = [
    { value: AMOUNT, label: t('ui.approvalFlow.condition.amount') },
    ...formFields.map((candidate) => ({ value: `field:${candidate.id}`, label: candidate.label })),
    ...(unknownField
      ? [{ value: subjectKey(condition), label: t('ui.approvalFlow.summary.unknownField') }]
      : []),
  ];
  const operators: readonly string[] =
    condition.subject === 'amount'
      ? amountOperators
      : field
        ? fieldOperatorsByType[field.type]
        : [condition.operator];
  const complete = !unknownField && isConditionComplete(condition, field);
  const rangeError =
    condition.subject === 'amount' &&
    condition.operator === 'between' &&
    condition.min !== null &&
    condition.max !== null &&
    condition.min > condition.max;
  const legend = t('ui.approvalFlow.condition.label', { index });

  const valueControl = () => {
    if (condition.subject === 'amount') {
      if (condition.operator === 'between')
        return (
          <Pair>
            <MoneyInput
              label={t('ui.approvalFlow.condition.min')}
              currency={currency}
              value={condition.min}
              readOnly={readOnly}
              onValueChange={(min) => onChange({ ...condition, min })}
            />
            <MoneyInput
              label={t('ui.approvalFlow.condition.max')}
              currency={currency}
              value={condition.max}
              readOnly={readOnly}
              error={rangeError ? t('ui.approvalFlow.condition.rangeError') : undefined}
              onValueChange={(max) => onChange({ ...condition, max })}
            />
          </Pair>
        );
      return (
        <MoneyInput
          label={t('ui.approvalFlow.condition.value')}
          currency={currency}
          value={condition.value}
          readOnly={readOnly}
          onValueChange={(value) => onChange({ ...condition, value })}
        />
      );
    }
    const options = (field?.options ?? []).map((option) => ({ value: option.value, label: option.label }));
    if (condition.operator === 'in')
      return (
        <Choices disabled={readOnly}>
          <legend>{t('ui.approvalFlow.condition.values')}</legend>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={condition.values.includes(option.value)}
              onCheckedChange={(checked) =>
                onChange({
                  ...condition,
                  values: checked
                    ? [...condition.values, option.value]
                    : condition.values.filter((value) => value !== option.value),
                })
              }
            />
          ))}
        </Choices>
      );
    const label = t('ui.approvalFlow.condition.value');
    if (field?.type === 'select' || field?.type === 'multiSelect') {
      const current = condition.value;
      return (
        <Select
          label={label}
          options={options}
          value={typeof current === 'string' && current !== '' ? current : null}
          disabled={readOnly}
          onValueChange={(value) =>
            onChange(
              condition.operator === 'equals'
                ? { ...condition, value }
                : { ...condition, value: value ?? '' },
            )
          }
        />
      );
    }
    if (field?.type === 'number' && condition.operator === 'equals')
      return (
        <NumberInput
          label={label}
          value={typeof condition.value === 'number' ? condition.value : null}
          readOnly={readOnly}
          onValueChange={(value) => onChange({ ...condition, value })}
        />
      );
    return (
      <Input
        label={label}
        value={condition.value === null ? '' : String(condition.value)}
        readOnly={readOnly}
        onChange={(event) =>
          onChange(
            condition.operator === 'equals'
              ? { ...condition, value: event.target.value === '' ? null : event.target.value }
              : { ...condition, value: event.target.value },
          )
        }
      />
    );
  };

  return (
    <Card data-invalid={!complete || undefined}>
      <legend>{legend}</legend>
      {readOnly ? null : (
        <Remove>
          <IconButton
            size="sm"
            label={t('ui.approvalFlow.condition.remove', { index })}
            icon={<TrashIcon />}
            onClick={onRemove}
          />
        </Remove>
      )}
      <Select
        label={t('ui.approvalFlow.condition.subject')}
        options={subjects}
        value={subjectKey(condition)}
        disabled={readOnly}
        onValueChange={(key) => {
          if (key !== null && key !== subjectKey(condition)) onChange(conditionFor(key, formFields));
        }}
      />
      <Select
        label={t('ui.approvalFlow.condition.operator')}
        options={operators.map((operator) => ({
          value: operator,
          label: t(`ui.approvalFlow.op.${operator}`),
        }))}
        value={condition.operator}
        disabled={readOnly}
        onValueChange={(operator) => {
          if (operator === null || operator === condition.operator) return;
          onChange(
            condition.subject === 'amount'
              ? withAmountOperator(condition, operator as AmountOperator)
              : withFieldOperator(condition, operator as FieldOperator),
          );
        }}
      />
      {valueControl()}
      {unknownField ? (
        <Problem>{t('ui.approvalFlow.condition.unknownField')}</Problem>
      ) : !complete && !rangeError ? (
        <Problem>{t('ui.approvalFlow.condition.incomplete')}</Problem>
      ) : null}
    </Card>
  );
}

/** The conditions of a branch (all must match): a card per condition, its subject, operator and value. */
export function ConditionEditor({
  conditions,
  onChange,
  formFields,
  currency,
  readOnly = false,
}: ConditionEditorProps) {
  const t = useUiText();
  const addRef = useRef<HTMLButtonElement | null>(null);
  const add = () => {
    const usesAmount = conditions.some((condition) => condition.subject === 'amount');
    const first = formFields[0];
    onChange([...conditions, conditionFor(usesAmount && first ? `field:${first.id}` : AMOUNT, formFields)]);
  };
  return (
    <List>
      {conditions.map((condition, index) => (
        <ConditionCard
          key={index}
          index={index + 1}
          condition={condition}
          formFields={formFields}
          currency={currency}
          readOnly={readOnly}
          onChange={(next) => onChange(conditions.map((candidate, at) => (at === index ? next : candidate)))}
          onRemove={() => {
            onChange(conditions.filter((_, at) => at !== index));
            // The removed card's button is gone: the focus goes to "Add condition".
            addRef.current?.focus();
          }}
        />
      ))}
      {readOnly ? null : (
        <div>
          <Button ref={addRef} size="sm" iconStart={<PlusIcon />} onClick={add}>
            {t('ui.approvalFlow.condition.add')}
          </Button>
        </div>
      )}
    </List>
  );
}
