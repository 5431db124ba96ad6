import { describe, expect, it } from 'vitest';
import { parseSlashCommand } from './slash-commands';

describe('parseSlashCommand', () => {
  it.each([
    ['/pr0m0de', { kind: 'toggle_colour_mode' }],
    ['/update_cache abc123', { kind: 'update_cache', shareId: 'abc123' }],
    ['/update_cache', { kind: 'error', message: 'Please provide a share id...' }],
    ['/port prod', { kind: 'port', port: 'prod' }],
    ['/port staging', { kind: 'port', port: 'staging' }],
    ['/port 5000', { kind: 'port', port: 5000 }],
    ['/port 5006', { kind: 'port', port: 5006 }],
    ['/port 5007', { kind: 'error', message: 'Invalid port. Please use /port [port]' }],
    ['/port', { kind: 'error', message: 'Invalid port. Please use /port [port]' }],
    ['/port 50O1', { kind: 'error', message: 'Invalid port. Please use /port [port]' }],
    ['  /unlock-large-files ', { kind: 'unlock_large_files' }],
    ['/m0bileimport', { kind: 'mobile_import' }],
  ])('%s', (text, command) => {
    expect(parseSlashCommand(text)).toEqual(command);
  });

  it('leaves ordinary prompts alone', () => {
    expect(parseSlashCommand('Cut me a video on topic 1')).toBeNull();
    expect(parseSlashCommand('/unknown thing')).toBeNull();
  });
});
