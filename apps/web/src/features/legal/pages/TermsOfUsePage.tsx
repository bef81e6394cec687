import { LegalLayout } from '../components/LegalLayout';
import { PolicyDocumentView } from '../components/PolicyDocumentView';

/** Spec 2.1: the terms of use (public). */
export function TermsOfUsePage() {
  return (
    <LegalLayout>
      <PolicyDocumentView family="termsOfUse" />
    </LegalLayout>
  );
}
