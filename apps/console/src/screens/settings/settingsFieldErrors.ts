import type { FieldProblem } from '../../api/apiError';

/**
 * A failing field of a problem answer as this form names its inputs: `theme.primary`,
 * `frameAncestors.2`, `creditor.creditorId`. The service writes them `body.theme.primary`; a JSON
 * pointer (`/body/theme/primary`) reads the same.
 */
function formFieldOf(field: string): string {
  return field
    .replace(/^\//, '')
    .replaceAll('/', '.')
    .replace(/^body(\.|$)/, '');
}

/** The messages by form field; the first message of a field wins. */
export function fieldErrorsOf(fields: readonly FieldProblem[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of fields) byField[formFieldOf(field)] ??= message;
  return byField;
}
