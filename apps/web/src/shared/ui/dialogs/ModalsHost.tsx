import { ModalsProvider } from '@mantine/modals';
import { useEffect, type ReactNode } from 'react';
import { markModalsMounted } from './modals-mounted';

/**
 * Where the app's dialogs open. It is its own chunk (Mantine's modal brings its scroll area and floating-ui), so
 * the first load does without it; the dialog helpers wait for it to mount.
 */
export default function ModalsHost({ children }: { children?: ReactNode }) {
  // after the provider's own effects: its event listeners are in place
  useEffect(() => markModalsMounted(), []);
  return <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>;
}
