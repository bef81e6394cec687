export { confirmDialog, confirmDiscardChanges } from './confirm';
export type { ConfirmOptions } from './confirm';
export { openBrowserNotSupportedModal, openPopupsBlockedModal } from './notice-modals';
