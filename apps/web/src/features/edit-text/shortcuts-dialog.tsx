import { Modal } from '../../ui/modal';
import { editShortcuts } from './edit-commands.fns';

/** The "?" overlay: every edit-view shortcut. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" size="md" testId="edit-shortcuts">
      <table className="mt-4 w-full text-sm">
        <tbody>
          {editShortcuts.map((s) => (
            <tr key={s.command} className="border-b border-line last:border-0">
              <th
                scope="row"
                className="py-1.5 pr-4 text-left font-mono text-xs font-normal whitespace-nowrap text-accent"
              >
                {s.keys}
              </th>
              <td className="py-1.5 text-muted">{s.does}</td>
            </tr>
          ))}
          <tr className="border-b border-line">
            <th scope="row" className="py-1.5 pr-4 text-left font-mono text-xs font-normal text-accent">
              E
            </th>
            <td className="py-1.5 text-muted">Open or close the transcript editor (anywhere in an edit)</td>
          </tr>
          <tr>
            <th scope="row" className="py-1.5 pr-4 text-left font-mono text-xs font-normal text-accent">
              Drag
            </th>
            <td className="py-1.5 text-muted">Drag a sentence onto another to play it before that one</td>
          </tr>
        </tbody>
      </table>
    </Modal>
  );
}
