#!/usr/bin/env node
// From the repository: runs the TypeScript source through tsx. The packaged script (npm run build) needs nothing.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
