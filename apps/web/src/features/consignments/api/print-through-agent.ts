import { autoprintRoutes } from '@freight/contracts';
import type { PrintDocumentType } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';

const autoprintEndpoints = deferEndpoints(autoprintRoutes, () =>
  import('@freight/contracts/endpoints/autoprint').then((module) => module.autoprintEndpoints),
);

/** POST v0/autoprint/print: the documents of consignments of one site, to the site's printers. */
export const usePrintThroughAgent = () =>
  useMutation({
    mutationFn: (input: { siteId: string; consignmentIds: string[]; documents: PrintDocumentType[] }) =>
      callEndpoint(autoprintEndpoints.print, { body: input }),
  });
