import type { AutoprintClientStatus } from '@freight/contracts';
import { ApiRequestError } from '../../../shared/lib/api-error';

export interface ClientState {
  status: AutoprintClientStatus;
  machineName: string | null;
  version: string | null;
}

/** Spec 4 (T14-T16): 204 or 404 on the status check means notInstalled; any other failure means unavailable. */
export function clientStateFromError(error: unknown): ClientState {
  const notInstalled = error instanceof ApiRequestError && error.status === 404;
  return { status: notInstalled ? 'notInstalled' : 'unavailable', machineName: null, version: null };
}

export const clientStatusLabels: Record<AutoprintClientStatus, string> = {
  running: 'Running',
  stopped: 'Stopped',
  noActiveClient: 'No active client',
  notInstalled: 'Not installed',
  unavailable: 'Unavailable',
};

/** What each state means for the person at the packing bench. */
export function clientStatusMeaning(state: ClientState): string {
  const on = state.machineName ? ` on ${state.machineName}` : '';
  switch (state.status) {
    case 'running':
      return `The print agent${on} is running: labels and connotes print as consignments are booked.`;
    case 'stopped':
      return `The print agent${on} has been stopped, so nothing prints. Start it again on that PC.`;
    case 'noActiveClient':
      return 'No print agent has been in touch in the last 30 seconds, so nothing prints. Check that the PC beside your printers is on and the agent is running.';
    case 'notInstalled':
      // the Secret key card is beside this one on a wide screen and below it on a phone: named, not placed
      return 'No print agent has been paired with this site yet. Generate a secret key in the Secret key panel and start the agent with it on the PC beside your printers.';
    case 'unavailable':
      return 'The print agent’s status could not be read just now. Printing may still work; this page tries again shortly.';
  }
}

export const statusColors: Record<AutoprintClientStatus, string> = {
  running: 'green',
  stopped: 'orange',
  noActiveClient: 'orange',
  notInstalled: 'gray',
  unavailable: 'red',
};

/**
 * Autoprint switched on while no print agent is connected and running prints nothing, and says so (the spec
 * refuses nothing here: a site may switch it on before its agent is set up). An unread status warns of nothing:
 * printing may still work.
 */
export const noAgentWarning = {
  title: 'No print agent is connected',
  message:
    'Autoprint is on, but nothing will print until a print agent is connected and running on the PC beside your printers.',
} as const;

const printsNothing: readonly AutoprintClientStatus[] = ['notInstalled', 'noActiveClient', 'stopped'];
export const autoprintPrintsNothing = (enabled: boolean, state: ClientState | undefined) =>
  enabled && state !== undefined && printsNothing.includes(state.status);
