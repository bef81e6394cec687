import { Divider } from '@mantine/core';
import { LegalLayout } from '../components/LegalLayout';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

/** Spec 2.1: the privacy policy and the credit reporting policy (public). */
export function PrivacyPolicyPage() {
  return (
    <LegalLayout>
      <PolicyDocumentView family="privacy" />
      <Divider my="xl" />
      {/* a second document on the page: its title is an h2 under the privacy policy's h1 */}
      <PolicyDocumentView family="creditReporting" titleOrder={2} />
    </LegalLayout>
  );
}
