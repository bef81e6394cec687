import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordWizard } from '../components/ForgotPasswordWizard';

/** Spec 2.1, 4.2: request a code, then set a new password. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Reset your password" description="We will e-mail you a verification code.">
      <ForgotPasswordWizard />
    </AuthLayout>
  );
}
