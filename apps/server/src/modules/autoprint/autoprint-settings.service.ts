import {
  autoprintMessages,
  formMessagesB,
  type AutoprintClientStatusResponse,
  type AutoprintConfig,
  type AutoprintConfigBody,
  type Printer,
} from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import * as agents from './agents.repository';
import { ACTIVE_WINDOW_MS } from './autoprint-timing';
import { type SettingsRow, findSettings, saveSettings } from './settings.repository';

export interface AutoprintDeps {
  db: DbOrTx;
  clock: Clock;
  /** Queued print jobs expire this long after they were made (PRINT_JOBS_EXPIRE_MINUTES); never when unset. */
  printJobsExpireMs?: number;
}

function configOf(row: SettingsRow | null): AutoprintConfig {
  return {
    enabled: row?.enabled ?? false,
    defaultLabelPrinter: {
      enabled: row?.labelPrinterEnabled ?? false,
      id: row?.labelPrinterId ?? null,
      name: row?.labelPrinterName ?? null,
    },
    defaultConnotePrinter: {
      enabled: row?.connotePrinterEnabled ?? false,
      id: row?.connotePrinterId ?? null,
      name: row?.connotePrinterName ?? null,
    },
  };
}

export async function getAutoprintConfig(deps: AutoprintDeps, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  return configOf(await findSettings(deps.db, siteId));
}

/** The printers the site's agent reports: the active agent's, else the one seen last. */
async function sitePrinters(db: DbOrTx, siteId: number): Promise<Printer[]> {
  const [latest] = await agents.siteAgents(db, siteId);
  if (!latest) return [];
  const ids = await agents.printerIds(
    db,
    siteId,
    latest.printers.map((printer) => printer.name),
  );
  return latest.printers.flatMap((printer) => {
    const id = ids.get(printer.name);
    return id === undefined ? [] : [{ id, name: printer.name, isDefault: printer.isDefault }];
  });
}

export async function listPrinters(deps: AutoprintDeps, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  return sitePrinters(deps.db, siteId);
}

/** Spec 5: enabled, and each default printer's enabled and numeric id, which must be one the agent reports. */
export async function putAutoprintConfig(
  deps: AutoprintDeps,
  userId: string,
  siteId: number,
  body: AutoprintConfigBody,
) {
  await requireSiteMembership(deps.db, userId, siteId);
  const known = new Set((await sitePrinters(deps.db, siteId)).map((printer) => printer.id));
  const errors: { pointer: string; detail: string }[] = [];
  for (const key of ['defaultLabelPrinter', 'defaultConnotePrinter'] as const) {
    const printer = body[key];
    if (printer.id === null && printer.enabled)
      errors.push({ pointer: `/${key}/id`, detail: formMessagesB.required });
    if (printer.id !== null && !known.has(printer.id))
      errors.push({ pointer: `/${key}/id`, detail: autoprintMessages.unknownPrinter });
  }
  if (errors.length > 0) throw AppError.validation(errors);
  await saveSettings(
    deps.db,
    siteId,
    {
      enabled: body.enabled,
      labelPrinterEnabled: body.defaultLabelPrinter.enabled,
      labelPrinterId: body.defaultLabelPrinter.id,
      connotePrinterEnabled: body.defaultConnotePrinter.enabled,
      connotePrinterId: body.defaultConnotePrinter.id,
    },
    deps.clock.now(),
  );
  return configOf(await findSettings(deps.db, siteId));
}

/**
 * Spec 4: running or stopped as the active agent reports; noActiveClient when none has been active within the
 * heartbeat window (or its key was deleted); null (204) when no agent ever called in for the site.
 */
export async function clientStatus(
  deps: AutoprintDeps,
  userId: string,
  siteId: number,
): Promise<AutoprintClientStatusResponse['data'] | null> {
  await requireSiteMembership(deps.db, userId, siteId);
  const seen = await agents.siteAgents(deps.db, siteId);
  const settings = await findSettings(deps.db, siteId);
  const latest = seen[0];
  if (!latest) return null;
  const now = deps.clock.now();
  const active =
    settings?.activeAgentId != null && settings.activeUntil !== null && settings.activeUntil > now
      ? seen.find((agent) => agent.id === settings.activeAgentId && agent.keyLive)
      : undefined;
  // an agent that said it stopped (and has not gone quiet since) reads as stopped rather than absent
  const stopped = seen.find(
    (agent) =>
      agent.keyLive &&
      agent.status === 'stopped' &&
      now.getTime() - agent.lastSeenAt.getTime() < ACTIVE_WINDOW_MS,
  );
  const shown = active ?? stopped ?? latest;
  return {
    status: active ? active.status : stopped ? 'stopped' : 'noActiveClient',
    machineName: shown.machineName,
    version: shown.version,
    lastSeenAt: shown.lastSeenAt.toISOString(),
  };
}

/** Whether an agent is printing for the site now: manual printing goes to it, else the PDF opens. */
export async function siteHasRunningAgent(db: DbOrTx, siteId: number, now: Date) {
  const settings = await findSettings(db, siteId);
  if (settings?.activeAgentId == null || settings.activeUntil === null || settings.activeUntil <= now)
    return false;
  const active = (await agents.siteAgents(db, siteId)).find((agent) => agent.id === settings.activeAgentId);
  return active?.keyLive === true && active.status === 'running';
}

/** Whether the site prints booked consignments automatically (its autoprint switch). */
export async function siteAutoprints(db: DbOrTx, siteId: number): Promise<boolean> {
  return (await findSettings(db, siteId))?.enabled === true;
}
