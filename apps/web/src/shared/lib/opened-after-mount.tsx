import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog loaded on demand mounts already asked to open; Mantine's modal and drawer note where focus was only
 * when `opened` turns true after mounting, and give it back there on close. This mounts the dialog closed and
 * opens it on the next render, as if it had always been there.
 */
export function openedAfterMount<P extends { opened: boolean }>(Dialog: ComponentType<P>): ComponentType<P> {
  function OpenedAfterMount(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Dialog {...props} opened={props.opened && mounted} />;
  }
  return OpenedAfterMount;
}
