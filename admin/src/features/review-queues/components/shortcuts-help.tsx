const SHORTCUTS: [string, string][] = [
  ['j', 'Next pending correction'],
  ['k', 'Previous pending correction'],
  ['a', 'Accept'],
  ['e', 'Edit and accept'],
  ['r', 'Reject'],
];

/** The page's single-key shortcuts, on screen; they do nothing while typing in a field. */
export function ShortcutsHelp() {
  return (
    <section aria-labelledby="shortcuts-title" className="text-sm">
      <h2 id="shortcuts-title" className="mb-1 font-semibold">
        Keyboard shortcuts
      </h2>
      <p className="text-muted-foreground mb-2">They work when the focus is not in a text field.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {SHORTCUTS.map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border px-1.5 font-mono">{key}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
