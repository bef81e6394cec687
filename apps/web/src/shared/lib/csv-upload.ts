import { CSV_UPLOAD_FILE_NAME_MAX } from '@freight/contracts';

/** A site's CSV file to import, read as text in the browser. */
export interface CsvUpload {
  siteId: string;
  fileName: string;
  csv: string;
}

/**
 * The JSON:API body that starts an import of the file (the contracts' `csvUploadRequestSchema`). A file name past
 * the longest kept is cut to it: the name only labels the import, and is no reason to refuse the file.
 */
export const csvUploadBody = ({ siteId, fileName, csv }: CsvUpload) => ({
  data: { attributes: { siteId, fileName: fileName.slice(0, CSV_UPLOAD_FILE_NAME_MAX), csv } },
});
