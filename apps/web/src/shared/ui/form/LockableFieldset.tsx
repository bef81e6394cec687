import type { ReactNode } from 'react';

/**
 * A form's controls, all disabled while `locked` (a disabled fieldset disables every control inside it, those
 * added later too), drawn without the fieldset's own box.
 */
export function LockableFieldset({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
