import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** A tab the page adds to the side panel (the file's assignments, say): the editor does not know what is in it. */
export interface SideTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface EditorSidePanelProps {
  value: string;
  onValueChange(value: string): void;
  tabs: readonly SideTab[];
}

/** What used to sit stacked under the editor, one tab at a time beside the cues; only the open tab is mounted. */
export function EditorSidePanel({ value, onValueChange, tabs }: EditorSidePanelProps) {
  return (
    <Tabs value={value} onValueChange={onValueChange} className="grid min-w-0 content-start gap-2">
      <TabsList aria-label="Side panel" className="h-auto w-full flex-wrap justify-start">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="px-2 py-1 text-xs">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="mt-0 min-w-0">
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
