/** Hidden staff and tester commands typed into the chat bar (spec chat §6). */
import { devPortRange } from './constants';
import { commandText } from './ui-text';

export type SlashCommand =
  | { kind: 'toggle_colour_mode' }
  | { kind: 'update_cache'; shareId: string }
  | { kind: 'port'; port: 'prod' | 'staging' | number }
  | { kind: 'unlock_large_files' }
  | { kind: 'mobile_import' }
  | { kind: 'error'; message: string };

/** The command a chat input holds, or null for an ordinary prompt (which is then sent as usual). */
export function parseSlashCommand(input: string): SlashCommand | null {
  const [name, ...args] = input.trim().split(/\s+/);
  const arg = args[0];
  switch (name) {
    case '/pr0m0de':
      return { kind: 'toggle_colour_mode' };
    case '/update_cache':
      return arg ? { kind: 'update_cache', shareId: arg } : { kind: 'error', message: commandText.missingShareId };
    case '/port':
      return parsePort(arg);
    case '/unlock-large-files':
      return { kind: 'unlock_large_files' };
    case '/m0bileimport':
      return { kind: 'mobile_import' };
    default:
      return null;
  }
}

function parsePort(arg: string | undefined): SlashCommand {
  if (arg === 'prod' || arg === 'staging') return { kind: 'port', port: arg };
  const port = arg !== undefined && /^\d+$/.test(arg) ? Number(arg) : NaN;
  return port >= devPortRange.min && port <= devPortRange.max
    ? { kind: 'port', port }
    : { kind: 'error', message: commandText.invalidPort };
}
