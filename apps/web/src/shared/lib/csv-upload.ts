/** A site's CSV file to import, read as text in the browser. */
export interface CsvUpload {
  siteId: string;
  fileName: string;
  csv: string;
}

/** The JSON:API body that starts an import of the file (the contracts' `csvUploadRequestSchema`). */
export const csvUploadBody = ({ siteId, fileName, csv }: CsvUpload) => ({
  data: { attributes: { siteId, fileName, csv } },
});
