import type { ReactNode } from 'react';

/** A screen whose content comes with a later issue: its title and what will be there. */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      <div className="text-muted-foreground space-y-2">{children}</div>
    </section>
  );
}
