#!/usr/bin/env node
// Runs the TypeScript entry through tsx's loader, so self-hosters need no separate build step.
import { register } from 'node:module';
register('tsx/esm', import.meta.url);
await import('../src/cli.ts');
