import { describeError } from '@opsdesk/http';
import { Button, Card, Form, FormField, useZodForm } from '@opsdesk/ui';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { useConsole } from '../../../app/ConsoleContext';
import { useText, useTitle } from '../../../i18n';
import { FieldControl } from '../../../resources/FieldControl';
import { inputOf, isRequired } from '../../../resources/fieldKinds';
import type { FieldSection, ResourceScreen } from '../../../resources/types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--ops-space-4);

  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: var(--ops-space-4);
`;

const Footer = styled.div`
  display: flex;
  gap: var(--ops-space-2);
  justify-content: flex-end;
`;

export interface RecordFormProps {
  readonly screen: ResourceScreen;
  /** The values the form starts from. */
  readonly initial: Readonly<Record<string, unknown>>;
  /** Fields shown but not edited (the tenant the screen is about). */
  readonly locked: readonly string[];
  /** Saves; a thrown validation error lands on the fields, any other shows above them. */
  readonly onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  readonly onCancel: () => void;
  /** The heading level of the sections' titles. */
  readonly headingLevel?: 2 | 3;
  readonly sections?: readonly FieldSection[];
}

/**
 * A resource's form inside a screen (a tab, a dialog): its sections, its controls, validated by the
 * resource's zod schema before the call and by the server after it.
 */
export function RecordForm({
  screen,
  initial,
  locked,
  onSubmit,
  onCancel,
  headingLevel = 3,
  sections = screen.form,
}: RecordFormProps) {
  const { language } = useConsole();
  const t = useText();
  const title = useTitle();
  const { resource } = screen;
  const defaultValues = useMemo(() => ({ ...initial }), [initial]);
  // The resource's schema validates a record of any fields: react-hook-form sees its field values.
  const form = useZodForm(resource.schema as unknown as z.ZodType<FieldValues, FieldValues>, {
    defaultValues,
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit({ ...values, ...pick(initial, locked) })}
      describeError={(error) => describeError(error, { language })}
    >
      <Sections>
        {sections.map((section, index) => (
          <Card
            key={index}
            title={section.title ? title(section.title) : undefined}
            headingLevel={headingLevel}
          >
            <Grid>
              {section.fields.map((field) => {
                const view = screen.fields[field] ?? { label: { 'zh-CN': field, en: field, ja: field } };
                const input = inputOf(resource, field, view);
                const wide =
                  input.type === 'textarea' || input.type === 'richtext' || input.type === 'attachment';
                return (
                  <div key={field} {...(wide ? { 'data-wide': true } : {})}>
                    <FormField
                      name={field}
                      required={isRequired(resource, field)}
                      disabled={locked.includes(field) || view.readOnly === true}
                      render={(render) => (
                        <FieldControl
                          resource={resource}
                          input={input}
                          view={view}
                          label={title(view.label)}
                          description={view.help ? title(view.help) : undefined}
                          render={render as never}
                        />
                      )}
                    />
                  </div>
                );
              })}
            </Grid>
          </Card>
        ))}
      </Sections>
      <Footer>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('resource.save')}
        </Button>
      </Footer>
    </Form>
  );
}

function pick(values: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));
}
