import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

/** Transcript search: a field (Enter searches) that opens the workspace's search page with the query. */
export function SearchForm({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(paths.workspaceSearch(workspaceId, query));
  }
  return (
    <form role="search" onSubmit={onSubmit} className="relative flex w-full items-center">
      <SearchIcon aria-hidden="true" className="text-muted-foreground pointer-events-none absolute left-2.5 size-4" />
      <Input
        name="q"
        type="search"
        aria-label="Search transcripts"
        placeholder="Search transcripts"
        maxLength={LIMITS.searchQuery}
        className="h-9 w-full pl-8"
      />
    </form>
  );
}
