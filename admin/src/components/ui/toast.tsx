import { XIcon } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils';

type ToastVariant = 'success' | 'error';
interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

const DISMISS_AFTER_MS = 6000;

// A module store, so hooks can raise a toast without threading a context through every caller.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function push(message: string, variant: ToastVariant) {
  items = [...items, { id: nextId++, message, variant }];
  emit();
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Shows a short notification in the `<Toaster />` live regions. */
export const toast = {
  success: (message: string) => push(message, 'success'),
  error: (message: string) => push(message, 'error'),
  dismiss,
  /** Removes every toast (tests start clean with it). */
  clear: () => {
    items = [];
    emit();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastCard({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <div
      data-slot="toast"
      data-variant={item.variant}
      className={cn(
        'bg-card text-foreground pointer-events-auto flex items-start gap-3 rounded-md border p-3 text-sm shadow-md',
        item.variant === 'error' && 'border-destructive text-destructive',
      )}
    >
      <p className="flex-1">{item.message}</p>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="focus-visible:ring-ring rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:outline-none"
        onClick={() => dismiss(item.id)}
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders toasts; mount once near the root. The live regions stay in the DOM even when empty so screen
 * readers announce what is added to them: successes politely, errors assertively.
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => items);
  return (
    <div
      data-slot="toaster"
      className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-80 max-w-[calc(100%-2rem)] flex-col gap-2"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {current
          .filter((item) => item.variant === 'success')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {current
          .filter((item) => item.variant === 'error')
          .map((item) => (
            <ToastCard key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}
