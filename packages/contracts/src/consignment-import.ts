import { z } from 'zod';
import {
  csvImportIdParamsSchema,
  csvImportSchema,
  csvImportStatuses,
  csvUploadRequestSchema,
} from './csv-upload';
export { CSV_UPLOAD_FILE_NAME_MAX } from './csv-upload';
import { fieldMessages, idField, optionalIdField } from './fields';
import { formMessagesB } from './forms';

/** DESIGN 5 (Import and issues): the limits of one import file. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The import file's columns, in the template's order. `reference` and `receiverName` are required in the
 * header; any other may be left out (its values are then empty). Measures are centimetres and kilograms.
 */
export const importColumns = [
  'reference',
  'dispatchDate',
  'service',
  'costCentre',
  'receiverName',
  'receiverLine1',
  'receiverLine2',
  'receiverSuburb',
  'receiverState',
  'receiverPostcode',
  'receiverResidential',
  'receiverContactName',
  'receiverPhone',
  'receiverEmail',
  'specialInstructions',
  'packagingType',
  'description',
  'quantity',
  'lengthCm',
  'widthCm',
  'heightCm',
  'weightKg',
  'dgUnNumber',
  'dgProperShippingName',
  'dgClass',
  'dgPackingGroup',
] as const;
export type ImportColumn = (typeof importColumns)[number];
export const requiredImportColumns: readonly ImportColumn[] = ['reference', 'receiverName'];

/** What makes an imported consignment incomplete; each issue names its field in the consignment form. */
export const importIssueCodes = [
  'localityMissing',
  'localityUnknown',
  'localityAmbiguous',
  'addressLineMissing',
  'serviceUnknown',
  'noServiceAvailable',
  'dimensionsMissing',
  'weightMissing',
  'dangerousGoodsNotAllowed',
  'dangerousGoodsDetails',
  'costCentreRequired',
  'costCentreUnknown',
] as const;
export type ImportIssueCode = (typeof importIssueCodes)[number];

/** Why a row is not a consignment at all; nothing of such a row is saved. */
export const importRefusalCodes = [
  'referenceMissing',
  'referenceRepeated',
  'receiverNameMissing',
  'notANumber',
  'notAWholeNumber',
  'notADate',
  'notYesOrNo',
  'unknownPackagingType',
  'unknownDangerousGoodsClass',
  'unknownPackingGroup',
  'notAUnNumber',
  'outOfRange',
  'tooLong',
  'tooManyFields',
  'noAgreedService',
] as const;
export type ImportRefusalCode = (typeof importRefusalCodes)[number];

/** The product's own words for imports and consignment issues (the spec quotes none). */
export const consignmentImportMessages = {
  notEnabled: 'Consignment import is not enabled for this site',
  resolveNotEnabled: 'Resolving consignment issues is not enabled for this site',
  empty: 'The file has no rows to import',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notText: 'The file is not a CSV file. Save it from the spreadsheet as CSV and choose it again',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows; split it into smaller files`,
  unknownColumn: (name: string) => `The column "${name}" is not one of the import columns`,
  missingColumn: (name: string) => `The column "${name}" is required`,
  repeatedColumn: (name: string) => `The column "${name}" appears more than once`,
  unclosedQuote: (row: number) => `A quoted field opened on row ${row} is never closed`,
  notFound: 'This import cannot be found',
  /** Refusals: the row number is shown beside them. */
  referenceMissing:
    'The reference is missing; it keys the row so that importing the file again does not repeat it',
  referenceRepeated: (row: number) => `The reference is already on row ${row}`,
  receiverNameMissing: "The receiver's name is missing",
  notANumber: (column: string) => `${column} must be a number`,
  notAWholeNumber: (column: string, max: number) => `${column} must be a whole number from 1 to ${max}`,
  notADate: (column: string) => `${column} must be a date (YYYY-MM-DD or DD/MM/YYYY)`,
  notYesOrNo: (column: string) => `${column} must be yes or no`,
  unknownPackagingType: (types: readonly string[]) => `packagingType must be one of ${types.join(', ')}`,
  unknownDangerousGoodsClass: 'dgClass must be a dangerous goods class or division such as 3 or 2.1',
  unknownPackingGroup: 'dgPackingGroup must be I, II or III',
  notAUnNumber: 'dgUnNumber must be a 4-digit UN number',
  outOfRange: (column: string, min: number, max: number) => `${column} must be from ${min} to ${max}`,
  tooLong: (column: string, max: number) => `${column} is longer than ${max} characters`,
  tooManyFields: 'The row has more fields than the header',
  noAgreedService: 'The site has no agreed service to book with',
  /** Issues: each is shown at its field of the consignment form. */
  localityMissing: "The receiver's suburb and postcode are missing; choose the receiver's locality",
  localityUnknown: (place: string) => `We could not find ${place}; choose the receiver's locality`,
  localityAmbiguous: (place: string) =>
    `${place} names more than one locality; choose the receiver's locality`,
  addressLineMissing: "The receiver's street address is missing",
  serviceUnknown: (name: string) => `The site has no agreed service called "${name}"; choose a service`,
  noServiceAvailable:
    'No agreed service of the site can carry this consignment; choose another service or change the freight',
  dimensionsMissing: 'Length, width and height are needed to price the consignment',
  weightMissing: 'The weight is needed to price the consignment',
  dangerousGoodsNotAllowed: 'This site may not send dangerous goods',
  dangerousGoodsDetails: 'Complete the dangerous goods details (receptacle and quantities) before booking',
  costCentreRequired: 'A cost centre is required for this site',
  costCentreUnknown: (code: string) => `The cost centre "${code}" is not one of the site's`,
  /** Resolve issues. */
  siteWithoutAddress: 'The site has no address to send from',
  consignmentNotFound: 'This consignment cannot be found',
  stillHasIssues: 'This consignment still has issues to resolve',
  alreadyManifested: 'This consignment has already been manifested',
  notReleasable: 'Only consignments under the manual transfer policy wait to be released',
} as const;

export const transferPolicyOfImport = ['never', 'manual', 'automatic'] as const;

/** POST v0/consignments/import: the CSV travels as text in the JSON:API document. */
export const importRequestSchema = csvUploadRequestSchema('consignmentImports');
export type ImportRequest = z.output<typeof importRequestSchema>;

export const importStatuses = csvImportStatuses;
export type ImportStatus = (typeof importStatuses)[number];

export const importRefusalSchema = z.object({
  row: z.int(),
  reference: z.string().nullable(),
  code: z.enum(importRefusalCodes),
  reason: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const consignmentImportSchema = csvImportSchema({
  transferPolicy: z.enum(transferPolicyOfImport),
  /** Data rows of the file (the header not counted). */
  rowsTotal: z.int(),
  rowsRead: z.int(),
  consignmentsMade: z.int(),
  withIssues: z.int(),
  refused: z.int(),
  /** Rows whose reference an earlier import of the site already made (re-import is idempotent). */
  alreadyImported: z.int(),
  /** Consignments made from rows dated before the site's today: freight cannot leave on a past day, so they go today. */
  datedToday: z.int(),
  refusedRows: z.array(importRefusalSchema),
});
export type ConsignmentImport = z.infer<typeof consignmentImportSchema>;
export const consignmentImportResponseSchema = z.object({ data: consignmentImportSchema });
export const importIdParamsSchema = csvImportIdParamsSchema;

/** Resolve consignment issues: the selected consignments of a bulk action. */
export const issueBulkRequestSchema = z.object(
  {
    data: z.object(
      {
        consignmentIds: z
          .array(idField(), { error: fieldMessages.list })
          .min(1, formMessagesB.required)
          .max(500, formMessagesB.maximum(500)),
      },
      { error: fieldMessages.object },
    ),
  },
  { error: fieldMessages.object },
);
export const issueBulkResponseSchema = z.object({
  data: z.object({ consignmentIds: z.array(z.string()) }),
});

/** Re-check every consignment with issues of one site, or of every site of an organisation the user holds. */
export const issueRecheckRequestSchema = z.object(
  {
    data: z.object(
      {
        siteId: optionalIdField(),
        organisationId: optionalIdField(),
      },
      { error: fieldMessages.object },
    ),
  },
  { error: fieldMessages.object },
);
export const issueRecheckResponseSchema = z.object({
  data: z.object({ checked: z.int(), resolved: z.int() }),
});

export const issueCountQuerySchema = z.object({
  siteId: idField().optional(),
  organisationId: idField().optional(),
});
export const issueCountResponseSchema = z.object({
  data: z.object({ withIssues: z.int(), awaitingRelease: z.int() }),
});
