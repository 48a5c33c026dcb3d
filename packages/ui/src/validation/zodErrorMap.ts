import type { z } from 'zod';
import type { UiText } from '../i18n/text';
import type { UiLocale } from '../i18n/locales';
import { uiIssueParams } from './uiIssue';

/** The words of an issue zod raises itself, from the package's catalogue: never zod's own text. */
function zodIssueText(issue: z.core.$ZodRawIssue, text: UiText): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return text('ui.validation.required');
      return issue.expected === 'number' || issue.expected === 'int'
        ? text('ui.validation.number')
        : text('ui.validation.invalid');
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? text('ui.validation.required')
          : text('ui.validation.tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return text('ui.validation.required');
      return text('ui.validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return text('ui.validation.tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return text('ui.validation.tooManyItems', { max: Number(issue.maximum) });
      return text('ui.validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return text('ui.validation.email');
      if (issue.format === 'url') return text('ui.validation.url');
      return text('ui.validation.invalid');
    case 'invalid_value':
      return text('ui.validation.oneOf', { values: issue.values.map(String).join(', ') });
    default:
      return text('ui.validation.invalid');
  }
}

/**
 * The error map of a parse in the interface language: the package's rules (`uiIssue`) and every
 * issue zod raises itself (required, length, range, format, one-of) through the package's message
 * catalogue, so that no zod default text reaches a person. Pass it per parse
 * (`schema.safeParse(value, { error })`), so that nothing global changes. Forms over a described
 * resource pass `useZodForm` the resource's own map instead, which names the field.
 */
export function createZodErrorMap(_locale: UiLocale, text: UiText): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'custom') {
      const own = uiIssueParams(issue.params);
      if (own) return text(own.messageId, own.values ? { ...own.values } : undefined);
    }
    return zodIssueText(issue, text);
  };
}
