import { describe, expect, it } from 'vitest';
import { enquiryMailText, type EnquiryMailInput } from './enquiry-mail';

const input: EnquiryMailInput = {
  subject: 'Enquiry: consignment KEX000000208',
  reason: 'other',
  description: 'Left at the wrong dock',
  link: 'https://freight.example.com/site/1/consignment/208',
  consignmentNo: 'KEX000000208',
  carrierName: 'Koala Express',
  siteName: 'Melbourne DC',
  organisationName: 'Demo Freight Co',
  user: { fullName: 'Alice Tester', email: null },
  latestEvents: [],
};

describe('the enquiry e-mail to support', () => {
  it('names the reason as the app shows it: "other" reads "Other", the rest as they are', () => {
    expect(enquiryMailText(input)).toContain('\nReason: Other\n');
    expect(enquiryMailText({ ...input, reason: 'Nil Scan' })).toContain('\nReason: Nil Scan\n');
  });
});
