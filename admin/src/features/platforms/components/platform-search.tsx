import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedSearch } from '@/lib/use-debounced-search';

interface PlatformSearchProps {
  label: string;
  query: string;
  onSearch: (query: string) => void;
}

/** Searches the platform's library as one types (debounced); the search lives in the address. */
export function PlatformSearch({ label, query, onSearch }: PlatformSearchProps) {
  const id = useId();
  const [text, setText] = useDebouncedSearch(query, onSearch);
  return (
    <div role="search" aria-label={`${label} media`} className="grid max-w-md min-w-56 flex-1 gap-1.5">
      <Label htmlFor={id}>Search {label}</Label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="text-muted-foreground absolute top-3 left-3 size-4" />
        <Input id={id} type="search" className="pl-9" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
    </div>
  );
}
