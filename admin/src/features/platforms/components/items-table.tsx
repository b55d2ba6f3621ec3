import { paths } from '@/config/paths';
import { ItemRow, type ListedItem } from './item-row';

interface ItemsTableProps {
  workspaceId: string;
  platform: string;
  label: string;
  items: readonly ListedItem[];
  /** Present when the caller may import: checkboxes per row and for every loaded row. */
  selection: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void } | null;
}

/** The loaded page(s) of a platform listing as a real table; the first column names each row. */
export function ItemsTable({ workspaceId, platform, label, items, selection }: ItemsTableProps) {
  const selectedCount = selection ? items.filter((i) => selection.selected.has(i.id)).length : 0;
  const toggle = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return (
    <div className="overflow-x-auto rounded-md border">
      <table aria-label={`${label} media`} className="w-full min-w-[48rem] text-left">
        <thead className="text-sm">
          <tr className="h-12 border-b">
            {selection ? (
              <th scope="col" className="w-10 px-2">
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label="Select all loaded items"
                  checked={items.length > 0 && selectedCount === items.length}
                  ref={(input) => {
                    if (input) input.indeterminate = selectedCount > 0 && selectedCount < items.length;
                  }}
                  onChange={(event) => selection.onChange(new Set(event.target.checked ? items.map((i) => i.id) : []))}
                />
              </th>
            ) : null}
            <th scope="col" className="w-20 px-2">
              <span className="sr-only">Thumbnail</span>
            </th>
            <th scope="col" className="px-2 font-medium">
              Title
            </th>
            <th scope="col" className="w-24 px-2 font-medium">
              Duration
            </th>
            <th scope="col" className="w-32 px-2 font-medium">
              Created
            </th>
            <th scope="col" className="w-24 px-2 font-medium">
              Captions
            </th>
            <th scope="col" className="w-40 px-2 font-medium">
              Library
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              workspaceId={workspaceId}
              item={item}
              href={`${paths.workspaceIntegration(workspaceId, platform)}/${encodeURIComponent(item.id)}`}
              select={
                selection ? { selected: selection.selected.has(item.id), onSelect: (on) => toggle(item.id, on) } : null
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
