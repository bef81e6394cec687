import { defineConfig } from 'vitest/config';
import shared, { isolatedFiles } from './vitest.config';

/** The few web test files that need a module registry of their own (see `isolatedFiles`). */
export default defineConfig({
  ...shared,
  test: { ...shared.test, name: 'web-isolated', isolate: true, include: isolatedFiles, exclude: [] },
});
