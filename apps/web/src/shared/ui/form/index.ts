export { useAppForm } from './use-app-form';
export { TextField } from './TextField';
export { PasswordField } from './PasswordField';
export { SelectField } from './SelectField';
export { FieldLabel } from './FieldLabel';
export { FormErrorsCard, FORM_ERRORS_TITLE } from './FormErrorsCard';
export { fieldErrorMessages } from './field-error';
export { applyServerErrors, pointerToField } from './server-errors';
