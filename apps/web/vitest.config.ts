import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace modules with `vi.mock` (a mock would reach every later file of a shared registry), and the
 * router's whole-app tests, which start the app's timers and lazy hosts: each runs in a registry of its own
 * (vitest.isolated.config.ts).
 */
export const isolatedFiles = [
  'src/shared/ui/dialogs/notice-modals.test.tsx',
  'src/shared/ui/document-link.test.tsx',
  'src/features/consignments/components/print/SendToPrintersButton.test.tsx',
  'src/app/router/**/*.test.tsx',
  'src/app/RootLayout.test.tsx',
];

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
    __APP_BUILD_ID__: JSON.stringify('test-build'),
    __VERSION_FILE__: JSON.stringify('version.json'),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...isolatedFiles],
    environment: 'jsdom',
    // one jsdom and one module registry per worker, not per file: setting up jsdom and importing React and Mantine
    // again for every file was most of the project's CPU. The setup file resets what a test leaves behind.
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    // a screen test types and clicks through several renders; on a loaded two-core machine that can pass 5 s
    testTimeout: 20_000,
  },
});
