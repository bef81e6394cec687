import { useFormContext } from 'react-hook-form';
import type { ErrorOption, FieldError } from 'react-hook-form';

interface ShownError {
  /** Where the error is under the list: an item's index first ('0', 'weight'), or 'root' for the list's own. */
  path: string[];
  error: ErrorOption;
}

/** What a field error holds besides the errors of the fields under it. */
const ownKeys = new Set(['type', 'message', 'types', 'ref']);

/** Every error in a tree of the form's errors, by its path under the tree. */
function errorsIn(node: unknown, path: string[] = []): ShownError[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: ShownError[] = [];
  if ('type' in node && typeof node.type === 'string') {
    const { type, message, types } = node as FieldError;
    found.push({ path, error: { type, message, types } });
  }
  for (const [key, child] of Object.entries(node)) {
    if (!ownKeys.has(key)) found.push(...errorsIn(child, [...path, key]));
  }
  return found;
}

/**
 * Removes an item of the list `name` without validating the list, the errors shown on the items after it moving up
 * with them and its own going. A field array's own removal validates the whole list (the form validates on input),
 * faulting the fields of items the user has not visited yet. (What was visited is not moved: the form validates a
 * field on blur and on input whether or not it was visited before.)
 */
export function useQuietRemove(name: string) {
  const { getValues, setValue, getFieldState, clearErrors, setError } = useFormContext();
  return (index: number) => {
    const items: unknown = getValues(name);
    if (!Array.isArray(items)) return;
    const shown = errorsIn(getFieldState(name).error);
    setValue(
      name,
      items.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
    clearErrors(name);
    for (const { path, error } of shown) {
      const [head, ...rest] = path;
      const item = Number(head);
      if (item === index) continue;
      const at = Number.isInteger(item) && item > index ? [String(item - 1), ...rest] : path;
      setError([name, ...at].join('.'), error);
    }
  };
}
