/** What a screen needs of a read: its data once there, or that it failed and why (a TanStack query fits). */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
  error: unknown;
}
