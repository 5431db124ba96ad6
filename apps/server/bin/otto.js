#!/usr/bin/env node
// Runs the TypeScript entry through tsx (its documented Node API), so self-hosters need no separate
// build step. Otto runs in this process: a signal sent to it reaches Otto's own shutdown.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli.ts');
