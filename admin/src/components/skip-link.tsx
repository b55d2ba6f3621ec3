/** The first focusable element of every page: jumps past the navigation to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main');
        if (!main) return;
        // Pages own their <main>; make sure it can take focus without entering the tab order.
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
      }}
      className="bg-background text-foreground focus-visible:ring-ring sr-only z-50 rounded-md border px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-2"
    >
      Skip to main content
    </a>
  );
}
