/** Placeholder rows while the platform answers; announced once as loading. */
export function ItemsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-2">
      <p role="status" className="text-muted-foreground text-sm">
        Loading {label} media…
      </p>
      <ul aria-hidden="true" className="grid gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="flex items-center gap-3 rounded-md border p-2">
            <span className="bg-muted h-10 w-16 animate-pulse rounded motion-reduce:animate-none" />
            <span className="bg-muted h-4 w-1/3 animate-pulse rounded motion-reduce:animate-none" />
            <span className="bg-muted ml-auto h-4 w-16 animate-pulse rounded motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </div>
  );
}
