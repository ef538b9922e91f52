import type { AccountType, Role } from '@hubgrade/domain/auth/roles';

/**
 * What a column's visibility may depend on: the deployment's brand (null when unbranded), the
 * signed-in user's roles, and the account type of the member whose page hosts the table (null
 * outside a member page).
 */
export interface VisibilityContext {
  brandId: number | null;
  roles: readonly Role[];
  userType: AccountType | null;
}

export type VisibilityRule = (context: VisibilityContext) => boolean;

/** Building blocks of the specs' column rules, e.g. `anyOf(unbranded, brandIn(5))` for the salesperson. */
export const unbranded: VisibilityRule = (context) => context.brandId === null;
export const branded: VisibilityRule = (context) => context.brandId !== null;
export const brandIn =
  (...ids: number[]): VisibilityRule =>
  (context) =>
    context.brandId !== null && ids.includes(context.brandId);
export const anyRole =
  (...roles: Role[]): VisibilityRule =>
  (context) =>
    context.roles.some((role) => roles.includes(role));
export const userTypeIsNot =
  (type: AccountType): VisibilityRule =>
  (context) =>
    context.userType !== type;
export const allOf =
  (...rules: VisibilityRule[]): VisibilityRule =>
  (context) =>
    rules.every((rule) => rule(context));
export const anyOf =
  (...rules: VisibilityRule[]): VisibilityRule =>
  (context) =>
    rules.some((rule) => rule(context));
export const not =
  (rule: VisibilityRule): VisibilityRule =>
  (context) =>
    !rule(context);

interface RuledColumn {
  id?: string;
  accessorKey?: unknown;
  header?: unknown;
  meta?: { visibleWhen?: VisibilityRule; href?: unknown };
}

/** The column's id as the table library derives it: its id, else its accessor key. */
export function columnId(column: RuledColumn): string | undefined {
  if (column.id) return column.id;
  return typeof column.accessorKey === 'string' ? column.accessorKey : undefined;
}

/**
 * The table's visibility state: every column whose rule fails is hidden, and so is every column the
 * user hid (the chooser never offers the one that links the row to its page).
 */
export function columnVisibility(
  columns: readonly RuledColumn[],
  context: VisibilityContext,
  hiddenByUser: readonly string[] = [],
): Record<string, boolean> {
  const state: Record<string, boolean> = {};
  const choosable = new Set(choosableColumns(columns, context).map((choice) => choice.id));
  for (const column of columns) {
    const id = columnId(column);
    if (id === undefined) continue;
    const ruled = column.meta?.visibleWhen ? column.meta.visibleWhen(context) : true;
    state[id] = ruled && !(choosable.has(id) && hiddenByUser.includes(id));
  }
  return state;
}

export interface ColumnChoice {
  id: string;
  label: string;
}

/**
 * The columns a user may hide or show: those the rules show, with a text header, except the one
 * naming the row (its link, else the first column), so that a row never loses its name.
 */
export function choosableColumns(columns: readonly RuledColumn[], context: VisibilityContext): ColumnChoice[] {
  const shown = columns.filter((column) => columnId(column) !== undefined && (column.meta?.visibleWhen?.(context) ?? true));
  const naming = shown.find((column) => column.meta?.href) ?? shown[0];
  return shown
    .filter((column) => column !== naming && typeof column.header === 'string')
    .map((column) => ({ id: columnId(column) as string, label: column.header as string }));
}
