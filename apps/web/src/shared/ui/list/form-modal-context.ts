import { createContext, useContext } from 'react';

/** What a form inside a FormModal tells it, and asks of it. */
export interface FormModalControls {
  /** Whether closing now would lose edits. */
  reportDirty: (dirty: boolean) => void;
  /** Cancel: closes, asking the data-loss dialog first when there are edits. */
  cancel: () => void;
  /** Saved: closes without asking. */
  done: () => void;
  /** A drawer's form keeps its buttons in sight while its long body scrolls. */
  variant: 'modal' | 'drawer';
}

export const FormModalContext = createContext<FormModalControls | null>(null);

export function useFormModal(): FormModalControls {
  const controls = useContext(FormModalContext);
  if (!controls) throw new Error('A modal form is drawn inside a FormModal');
  return controls;
}
