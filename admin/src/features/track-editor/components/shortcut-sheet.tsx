import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { MOD_NAME, SHORTCUTS } from '../keyboard/shortcuts';

interface ShortcutSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  readOnly: boolean;
}

const shown = (keys: string) => keys.replace('Mod', MOD_NAME);

/** The `?` sheet: every shortcut from the one table the key handler uses. */
export function ShortcutSheet({ open, onOpenChange, readOnly }: ShortcutSheetProps) {
  const rows = SHORTCUTS.filter((shortcut) => !readOnly || !shortcut.edits);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            They work while you type in a cue, and leave Tab and Escape to your screen reader. Enter starts a new line
            in a cue, and applies what you typed in a time or speaker field.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4 font-medium">
                Action
              </th>
              <th scope="col" className="py-1 font-medium">
                Keys
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((shortcut) => (
              <tr key={shortcut.id} className="border-b last:border-0">
                <td className="py-1 pr-4">{shortcut.description}</td>
                <td className="py-1">
                  {shortcut.keys.map((keys, i) => (
                    <span key={keys}>
                      {i > 0 ? ' or ' : null}
                      <kbd className="bg-muted rounded border px-1 font-mono text-xs">{shown(keys)}</kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
