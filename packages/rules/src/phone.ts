/**
 * Spec 5.2: the phone rules. They live in the contracts, beside their messages, so the request schemas check a
 * phone field with the same rule (`optionalPhone`); the browser and the server take them from here.
 */
export { normalisePhone, validatePhone } from '@freight/contracts';
