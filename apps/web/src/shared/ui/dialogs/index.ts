export { confirmChangeSite, confirmDialog, confirmDiscardChanges } from './confirm';
export { useDiscardGuard } from './use-discard-guard';
export type { ConfirmOptions } from './confirm';
export { openBrowserNotSupportedModal, openPopupsBlockedModal } from './notice-modals';
