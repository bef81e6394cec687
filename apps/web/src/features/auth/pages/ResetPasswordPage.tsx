import { useState } from 'react';
import { AuthLayout } from '../components/AuthLayout';
import { ForgotPasswordWizard } from '../components/ForgotPasswordWizard';
import { clearResetUsername, resetUsername } from '../lib/auth-flow';

/** Spec 2.1, 4.2: an administrator asked for a reset; the code is requested as the page opens. */
export function ResetPasswordPage() {
  const [username] = useState(() => resetUsername() ?? '');
  return (
    <AuthLayout title="Reset your password" description="Your password must be reset before you can log in.">
      <ForgotPasswordWizard autoRequestFor={username} onComplete={clearResetUsername} />
    </AuthLayout>
  );
}
