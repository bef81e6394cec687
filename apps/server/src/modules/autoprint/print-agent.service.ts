import { autoprintMessages, type AgentHeartbeatBody, type AgentJob } from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { findOwnerDocument } from '../../platform/documents/documents.repository';
import { AppError } from '../../platform/errors/app-error';
import { agentUnauthenticated, type AgentAuth } from './agent-auth';
import * as agents from './agents.repository';
import {
  ACTIVE_WINDOW_MS,
  expiryCutoff,
  HEARTBEAT_SECONDS,
  JOBS_PER_POLL,
  PRINT_LEASE_MS,
} from './autoprint-timing';
import * as jobsRepo from './print-jobs.repository';
import type { SiteSignals } from './site-signals';

export interface AgentDeps {
  db: Db;
  clock: Clock;
  /** Wakes a waiting long poll when the site's queue changes. */
  signals: SiteSignals;
  /** Queued print jobs expire this long after they were made; never when unset. */
  printJobsExpireMs?: number;
}

/** The agent's report: who and where it is, its state and printers; answers whether it prints for the site. */
export async function agentHeartbeat(deps: AgentDeps, auth: AgentAuth, body: AgentHeartbeatBody) {
  const now = deps.clock.now();
  const agentId = await agents.upsertAgent(deps.db, {
    siteId: auth.siteId,
    keyId: auth.keyId,
    installationId: body.installationId,
    machineName: body.machineName,
    version: body.version,
    status: body.status,
    printers: body.printers,
    lastSeenAt: now,
  });
  await agents.printerIds(
    deps.db,
    auth.siteId,
    body.printers.map((printer) => printer.name),
  );
  let active = false;
  if (body.status === 'running')
    active = await agents.takeActive(deps.db, auth.siteId, agentId, now, ACTIVE_WINDOW_MS);
  else await agents.stepDown(deps.db, auth.siteId, agentId);
  return { agentId: String(agentId), active, heartbeatSeconds: HEARTBEAT_SECONDS };
}

/**
 * A waiting poll looks again on each signal of its site, and at least this often anyway: for a job whose lease
 * another agent let lapse, and for a notification lost with a dropped connection.
 */
const LOOK_AGAIN_MS = 1000;

function agentJobOf(row: jobsRepo.PrintJobRow): AgentJob {
  return {
    id: row.id,
    consignmentNo: row.consignmentNo,
    document: row.document,
    copies: row.copies,
    printer:
      row.printerId !== null && row.printerName !== null
        ? { id: row.printerId, name: row.printerName }
        : null,
    media: row.document === 'label' ? '100x150mm' : 'A4',
    documentPath: `/api/print-agent/v0/jobs/${row.id}/document`,
  };
}

/**
 * Long poll: the jobs leased to this agent, or none after `waitSeconds`. Only the site's active agent gets
 * jobs; it answers as soon as a job of the site is queued or its document made (the site's signal), and each
 * round checks the key again, so a deleted key ends the poll at once.
 */
export async function pollJobs(
  deps: AgentDeps,
  auth: AgentAuth,
  query: { installationId: string; waitSeconds: number },
  signal: AbortSignal,
): Promise<{ data: AgentJob[]; meta: { active: boolean } }> {
  const deadline = Date.now() + query.waitSeconds * 1000;
  const now = deps.clock.now();
  const agent = await agents.touchAgent(deps.db, auth.keyId, query.installationId, now);
  if (!agent) return { data: [], meta: { active: false } };
  // a standby agent tries to take over once per poll; the rounds below only read
  const active =
    agent.status === 'running' &&
    (await agents.takeActive(deps.db, auth.siteId, agent.id, now, ACTIVE_WINDOW_MS));
  const stale = expiryCutoff(now, deps.printJobsExpireMs);
  if (active && stale) await jobsRepo.expireWaiting(deps.db, auth.siteId, stale, now);
  for (;;) {
    const seen = deps.signals.seen(auth.siteId);
    if (active && (await jobsRepo.hasOpenJobs(deps.db, auth.siteId))) {
      const claimed = await jobsRepo.claimJobs(deps.db, {
        siteId: auth.siteId,
        agentId: agent.id,
        now: deps.clock.now(),
        leaseMs: PRINT_LEASE_MS,
        limit: JOBS_PER_POLL,
        notBefore: expiryCutoff(deps.clock.now(), deps.printJobsExpireMs),
      });
      if (claimed.length > 0) return { data: claimed.map(agentJobOf), meta: { active } };
    }
    const left = deadline - Date.now();
    if (left <= 0 || signal.aborted) return { data: [], meta: { active } };
    await deps.signals.wait(auth.siteId, seen, Math.min(LOOK_AGAIN_MS, left), signal);
    // the key may have been deleted or replaced while waiting
    if (!(await agents.findLiveKeyById(deps.db, auth.keyId)))
      throw agentUnauthenticated(autoprintMessages.invalidKey);
  }
}

/** A job of this agent's site that it holds the lease of; another site's job is not found. */
async function leasedJob(deps: AgentDeps, auth: AgentAuth, jobId: string, installationId: string) {
  const job = await jobsRepo.findJob(deps.db, jobId);
  if (!job || job.siteId !== auth.siteId) throw AppError.notFound(autoprintMessages.jobNotFound);
  const agent = await agents.touchAgent(deps.db, auth.keyId, installationId, deps.clock.now());
  if (!agent || job.status !== 'printing' || job.agentId !== agent.id)
    throw AppError.conflict('conflict', autoprintMessages.staleLease);
  return { job, agentId: agent.id };
}

/** The document row of a job the agent holds; the file is read from the document store by the route. */
export async function jobDocument(deps: AgentDeps, auth: AgentAuth, jobId: string, installationId: string) {
  const { job } = await leasedJob(deps, auth, jobId, installationId);
  const document = await findOwnerDocument(deps.db, {
    ownerType: 'consignment',
    ownerId: job.consignmentId,
    type: job.document,
  });
  if (!document || document.status !== 'ready') throw AppError.notFound(autoprintMessages.jobNotFound);
  return {
    document,
    fileName: `${job.document === 'label' ? 'labels' : 'connote'}-${job.consignmentNo}.pdf`,
  };
}

export async function finishJob(
  deps: AgentDeps,
  auth: AgentAuth,
  jobId: string,
  body: { installationId: string; outcome: 'printed' | 'failed'; message: string | null },
) {
  const { agentId } = await leasedJob(deps, auth, jobId, body.installationId);
  const done = await jobsRepo.finishJob(deps.db, {
    id: jobId,
    agentId,
    outcome: body.outcome,
    message: body.message,
    now: deps.clock.now(),
  });
  if (!done) throw AppError.conflict('conflict', autoprintMessages.staleLease);
}
