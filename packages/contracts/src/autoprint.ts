import { z } from 'zod';
import { enumField, fieldMessages, idField } from './fields';
import { formMessagesB } from './forms';

/** Product-own texts of the printing area; the spec quotes none for these. */
export const autoprintMessages = {
  unknownPrinter: 'is not a printer the print agent reports',
  missingKey: 'A print agent secret key is required',
  invalidKey: 'The print agent secret key is not valid',
  staleLease: 'This print job is no longer leased to this agent',
  jobNotFound: 'No such print job',
  noRunningAgent: 'No print agent is running for this site',
} as const;

/** Spec 3, 4: the print agent's state as the printing configuration shows it. */
export const autoprintClientStatuses = [
  'running',
  'stopped',
  'noActiveClient',
  'notInstalled',
  'unavailable',
] as const;
export type AutoprintClientStatus = (typeof autoprintClientStatuses)[number];

/** The longest a sender may ask copies of one document in one print. */
export const MAX_COPY_COUNT = 10;

const copyCount = z
  .int({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? formMessagesB.required : formMessagesB.number,
  })
  .min(0, formMessagesB.minimum(0))
  .max(MAX_COPY_COUNT, formMessagesB.maximum(MAX_COPY_COUNT));

const flag = z.boolean({ error: fieldMessages.boolean });

/** The site the sender's autoprint calls are about. */
export const autoprintSiteQuerySchema = z.object({ siteId: idField() });

/** A default printer in the configuration: printer ids are numeric (spec 3). */
const defaultPrinterInputSchema = z.object({
  enabled: flag,
  id: z
    .int({ error: formMessagesB.number })
    .min(1, fieldMessages.id)
    .max(2_147_483_647, fieldMessages.id)
    .nullable()
    .default(null),
});

export const autoprintConfigBodySchema = z.object({
  enabled: flag,
  defaultLabelPrinter: defaultPrinterInputSchema,
  defaultConnotePrinter: defaultPrinterInputSchema,
});
export type AutoprintConfigBody = z.output<typeof autoprintConfigBodySchema>;

const defaultPrinterSchema = z.object({
  enabled: z.boolean(),
  id: z.number().nullable(),
  name: z.string().nullable(),
});
export const autoprintConfigSchema = z.object({
  enabled: z.boolean(),
  defaultLabelPrinter: defaultPrinterSchema,
  defaultConnotePrinter: defaultPrinterSchema,
});
export type AutoprintConfig = z.output<typeof autoprintConfigSchema>;
export const autoprintConfigResponseSchema = z.object({ data: autoprintConfigSchema });

export const autoprintClientStatusResponseSchema = z.object({
  data: z.object({
    status: z.enum(['running', 'stopped', 'noActiveClient']),
    machineName: z.string().nullable(),
    version: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
  }),
});
export type AutoprintClientStatusResponse = z.output<typeof autoprintClientStatusResponseSchema>;

export const printerSchema = z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() });
export type Printer = z.output<typeof printerSchema>;
export const printersResponseSchema = z.object({ data: z.array(printerSchema) });

export const secretKeyResponseSchema = z.object({ data: z.object({ secretKey: z.string() }) });
/** The site's live key as it may be shown again: its first characters and when it was made, never the key. */
export const secretKeySummaryResponseSchema = z.object({
  data: z.object({ prefix: z.string(), createdAt: z.string() }),
});
export type SecretKeySummary = z.output<typeof secretKeySummaryResponseSchema>['data'];

/** `expired`: no agent took the job within the server's PRINT_JOBS_EXPIRE_MINUTES (60 by default); it never prints. */
export const printJobStates = ['queued', 'printing', 'printed', 'failed', 'superseded', 'expired'] as const;
export type PrintJobState = (typeof printJobStates)[number];
export const printDocumentTypes = ['label', 'connote'] as const;
export type PrintDocumentType = (typeof printDocumentTypes)[number];

export const printJobViewSchema = z.object({
  id: z.string(),
  consignmentId: z.string(),
  consignmentNo: z.string(),
  document: z.enum(printDocumentTypes),
  copies: z.number(),
  printerName: z.string().nullable(),
  origin: z.enum(['automatic', 'manual']),
  state: z.enum(printJobStates),
  message: z.string().nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type PrintJobView = z.output<typeof printJobViewSchema>;
export const printJobsResponseSchema = z.object({ data: z.array(printJobViewSchema) });

/** Manual printing through the agent (issue: the same path as automatic printing). */
export const manualPrintBodySchema = z.object({
  siteId: idField(),
  consignmentIds: z
    .array(idField(), { error: fieldMessages.list })
    .min(1, formMessagesB.required)
    .max(100, formMessagesB.maximum(100)),
  documents: z
    .array(z.enum(printDocumentTypes), { error: fieldMessages.list })
    .min(1, formMessagesB.required),
});
export type ManualPrintBody = z.output<typeof manualPrintBodySchema>;
export const manualPrintResponseSchema = z.object({ data: z.object({ queued: z.number() }) });

/** Spec 3: copy counts of one document pair, 0 to 10 each. */
export const copyCountsSchema = z.object({ connote: copyCount, label: copyCount });
export type CopyCounts = z.output<typeof copyCountsSchema>;

export const printingPolicyBodySchema = z.object({
  defaultCopyCounts: copyCountsSchema,
  carrierServiceCopyCounts: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, fieldMessages.id), copyCountsSchema, {
      error: fieldMessages.object,
    })
    .default({}),
});
export type PrintingPolicyBody = z.output<typeof printingPolicyBodySchema>;
const countsOut = z.object({ connote: z.number(), label: z.number() });
export const printingPolicyResponseSchema = z.object({
  data: z.object({
    siteId: z.string(),
    defaultCopyCounts: countsOut,
    carrierServiceCopyCounts: z.record(z.string(), countsOut),
  }),
});
export type PrintingPolicy = z.output<typeof printingPolicyResponseSchema>['data'];

export const printingCarrierServicesResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), carrierName: z.string() })),
});
export type PrintingCarrierService = z.output<typeof printingCarrierServicesResponseSchema>['data'][number];

export const copyCountsQuerySchema = z.object({ siteId: idField(), carrierServiceId: idField() });
export const copyCountsResponseSchema = z.object({ data: countsOut });

// ---- the print agent's own API (/api/print-agent/v0), authenticated by the site's secret key ----

export const agentInstallationField = z
  .string({ error: formMessagesB.required })
  .regex(/^[A-Za-z0-9-]{8,64}$/, fieldMessages.id);

/** A text the agent reports about its machine: required, trimmed, at most `max` characters. */
const agentText = (max: number) =>
  z
    .string({ error: formMessagesB.required })
    .trim()
    .min(1, formMessagesB.required)
    .max(max, formMessagesB.maxLength(max));

export const agentHeartbeatBodySchema = z.object({
  installationId: agentInstallationField,
  machineName: agentText(200),
  version: agentText(50),
  status: enumField(['running', 'stopped']),
  printers: z
    .array(
      z.object({
        name: agentText(200),
        isDefault: z.boolean({ error: fieldMessages.boolean }).default(false),
      }),
      { error: fieldMessages.list },
    )
    .max(100, formMessagesB.maximum(100)),
});
export type AgentHeartbeatBody = z.output<typeof agentHeartbeatBodySchema>;
export const agentHeartbeatResponseSchema = z.object({
  data: z.object({ agentId: z.string(), active: z.boolean(), heartbeatSeconds: z.number() }),
});

export const agentJobsQuerySchema = z.object({
  installationId: agentInstallationField,
  waitSeconds: z.coerce
    .number({ error: formMessagesB.number })
    .int(formMessagesB.number)
    .min(0, formMessagesB.minimum(0))
    .max(25, formMessagesB.maximum(25))
    .default(0),
});
export const agentJobSchema = z.object({
  id: z.string(),
  consignmentNo: z.string(),
  document: z.enum(printDocumentTypes),
  copies: z.number(),
  printer: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Label stock is 100 x 150 mm; a connote is A4. */
  media: z.enum(['100x150mm', 'A4']),
  documentPath: z.string(),
});
export type AgentJob = z.output<typeof agentJobSchema>;
export const agentJobsResponseSchema = z.object({
  data: z.array(agentJobSchema),
  meta: z.object({ active: z.boolean() }),
});

export const agentJobParamsSchema = z.object({ jobId: z.uuid({ error: fieldMessages.id }) });
export const agentJobDocumentQuerySchema = z.object({ installationId: agentInstallationField });
export const agentJobResultBodySchema = z.object({
  installationId: agentInstallationField,
  outcome: enumField(['printed', 'failed']),
  message: z
    .string({ error: fieldMessages.text })
    .max(1000, formMessagesB.maxLength(1000))
    .nullable()
    .default(null),
});
