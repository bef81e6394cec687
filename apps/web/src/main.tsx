import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppQueryClient } from './app/providers/app-query-client';
import { createAppRouter } from './app/router/create-router';
import { installTelemetry } from './app/telemetry/install-telemetry';
import { installVersionReload } from './app/version/install-version-reload';
import { installFocusKeeper } from './shared/ui/a11y/focus-keeper';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
installVersionReload(router);
installTelemetry(queryClient);
installFocusKeeper();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
