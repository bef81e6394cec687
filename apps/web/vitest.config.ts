import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
    __APP_BUILD_ID__: JSON.stringify('test-build'),
    __VERSION_FILE__: JSON.stringify('version.json'),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // a screen test types and clicks through several renders; on a loaded two-core machine that can pass 5 s
    testTimeout: 20_000,
  },
});
