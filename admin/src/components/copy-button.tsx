import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies `value` to the clipboard; says "Copied" (and announces it) for a moment after. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied(false), 2000);
  }
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={label}>
        {copied === true ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {copied === true ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {copied === true
          ? 'Copied to the clipboard'
          : copied === 'failed'
            ? 'Could not copy; select the text and copy it'
            : ''}
      </span>
    </>
  );
}
