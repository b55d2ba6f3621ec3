import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';

/** Transcript search: opens the workspace's search page with the query. */
export function SearchForm({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(paths.workspaceSearch(workspaceId, query));
  }
  return (
    <form role="search" onSubmit={onSubmit} className="flex items-center gap-1">
      <Input
        name="q"
        type="search"
        aria-label="Search transcripts"
        placeholder="Search transcripts"
        maxLength={LIMITS.searchQuery}
        className="h-9 w-40 lg:w-56"
      />
      <Button type="submit" variant="ghost" size="sm" aria-label="Search">
        <SearchIcon aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
