import type { DbOrTx } from '../../platform/db/transaction';
import { queueMail } from '../../platform/mail/mailer';
import * as carriers from '../carriers';
import type { ConsignmentForManifest } from '../consignments';
import * as documents from '../documents';
import { manifestCsv } from './manifest-csv';
import type { ManifestRow } from './manifests.repository';

export interface StagedForHandOver {
  consignment: ConsignmentForManifest;
  transferType: string;
  docketNumbers: string[];
}

const kg = (grams: number) => (grams / 1000).toFixed(1);
const m3 = (mm3: number) => (mm3 / 1e9).toFixed(3);
const auDate = (iso: string) => iso.split('-').reverse().join('/');

function messageText(manifest: ManifestRow): string {
  const a = manifest.dispatchAddress;
  return [
    `Manifest ${manifest.manifestNumber} from ${manifest.organisationName}, ${manifest.siteName}.`,
    '',
    `Carrier account: ${manifest.carrierAccount}`,
    `Dispatch date: ${auDate(manifest.dispatchDate)}`,
    `Dispatch address: ${[a.name, a.line1, a.line2, `${a.suburb} ${a.state} ${a.postcode}`].filter(Boolean).join(', ')}`,
    `Consignments: ${manifest.consignmentCount}`,
    `Items: ${manifest.itemQuantity}`,
    `Weight: ${kg(manifest.weight)} kg`,
    `Cubic: ${m3(manifest.volume)} m³`,
    manifest.hasDangerousGoods ? 'This manifest includes dangerous goods (see the summary in the PDF).' : '',
    '',
    'The manifest PDF and a CSV of its consignments and items are attached.',
    `Acknowledge it and answer each consignment through the carrier API with manifest id ${manifest.id}.`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

/**
 * In the transaction that makes the manifest: its PDF is queued, and the e-mail to the carrier's contact with
 * the CSV and the PDF (attached by the delivery job once the document job has made it). A carrier with no
 * contact address gets no e-mail; it reads the manifest through the carrier API.
 */
export async function afterManifestCreated(
  tx: DbOrTx,
  manifest: ManifestRow,
  staged: StagedForHandOver[],
): Promise<void> {
  const document = await documents.requestManifestDocument(tx, manifest);
  const to = await carriers.carrierContactEmail(tx, manifest.carrierId);
  if (!to) return;
  await queueMail(tx, {
    kind: 'manifest',
    to,
    subject: `Manifest ${manifest.manifestNumber}: ${manifest.organisationName}, ${manifest.siteName}, dispatch ${auDate(manifest.dispatchDate)}`,
    text: messageText(manifest),
    attachments: [
      {
        filename: `manifest-${manifest.manifestNumber}.pdf`,
        contentType: 'application/pdf',
        documentId: document.id,
      },
      {
        filename: `manifest-${manifest.manifestNumber}.csv`,
        contentType: 'text/csv',
        content: Buffer.from(manifestCsv(manifest, staged), 'utf8').toString('base64'),
      },
    ],
  });
}
