import type { QuoteDeps } from '../quotes';

/** What creating and changing consignments needs beyond quoting: the provider's GS1 company prefix for SSCCs. */
export interface ConsignmentDeps extends QuoteDeps {
  /** `GS1_COMPANY_PREFIX`: issues the SSCCs of organisations without a prefix of their own; null when unset. */
  gs1CompanyPrefix: string | null;
}
