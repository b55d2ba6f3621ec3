import { type FormEvent, useState } from 'react';
import { ApiError } from '@shared/api/client';
import { type Showcase, updateShowcaseBodySchema } from '@shared/schemas/showcases';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useUpdateShowcase } from '../api/update-showcase';
import { describeError } from './describe-error';

const SWITCHES = [
  ['search', 'Search', 'Viewers can search every transcript of the showcase.'],
  ['downloads', 'Downloads', 'Viewers can download transcripts and captions.'],
  ['suggestions', 'Suggestions', 'Viewers can suggest corrections to a caption.'],
  ['requests', 'Requests', 'Viewers can ask for captions, translations or audio description.'],
] as const;

type Errors = Partial<Record<'title' | 'slug' | 'description' | 'accentColor', string>>;

/** Title, address (slug), description and options of a showcase, saved together. */
export function ShowcaseDetailsForm({ showcase }: { showcase: Showcase }) {
  const update = useUpdateShowcase(showcase.workspaceId, showcase.id);
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = updateShowcaseBodySchema.safeParse({
      title: data.get('title'),
      slug: data.get('slug'),
      description: data.get('description'),
      options: {
        ...Object.fromEntries(SWITCHES.map(([key]) => [key, data.get(key) === 'on'])),
        accentColor: data.get('accentColor'),
      },
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path.at(-1) ?? 'title') as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success('Showcase saved'),
      onError: (error) =>
        // The server's "slug: …" conflict belongs beside the field it is about.
        error instanceof ApiError && error.status === 409 && error.message.startsWith('slug: ')
          ? setErrors({ slug: error.message.slice('slug: '.length) })
          : toast.error(`Could not save the showcase. ${describeError(error)}`),
    });
  }

  const describedBy = (key: keyof Errors) => (errors[key] ? `showcase-${key}-error` : undefined);
  const errorText = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`showcase-${key}-error`} className="text-destructive text-sm">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="showcase-details-title" className="grid gap-4">
      <h2 id="showcase-details-title" className="text-lg font-semibold">
        Details
      </h2>
      <div className="grid gap-1">
        <Label htmlFor="showcase-title">Title</Label>
        <Input
          id="showcase-title"
          name="title"
          defaultValue={showcase.title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
        />
        {errorText('title')}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="showcase-slug">Address</Label>
        <div className="flex min-w-0 items-center gap-1">
          <span className="text-muted-foreground shrink-0 text-sm" aria-hidden="true">
            …/showcases/
          </span>
          <Input
            id="showcase-slug"
            name="slug"
            defaultValue={showcase.slug}
            spellCheck={false}
            autoCapitalize="none"
            className="min-w-0 font-mono"
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={errors.slug ? 'showcase-slug-error showcase-slug-hint' : 'showcase-slug-hint'}
          />
        </div>
        <p id="showcase-slug-hint" className="text-muted-foreground text-sm">
          In the embed’s public link. Changing it breaks links that use the old address; links with the showcase’s id
          keep working.
        </p>
        {errorText('slug')}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="showcase-description">Description</Label>
        <Textarea
          id="showcase-description"
          name="description"
          rows={3}
          defaultValue={showcase.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
        />
        {errorText('description')}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">What viewers can do</legend>
        {SWITCHES.map(([key, label, hint]) => (
          <div key={key} className="flex items-start gap-2">
            <input
              id={`showcase-${key}`}
              name={key}
              type="checkbox"
              defaultChecked={showcase.options[key]}
              aria-describedby={`showcase-${key}-hint`}
              className="mt-1"
            />
            <div>
              <Label htmlFor={`showcase-${key}`}>{label}</Label>
              <p id={`showcase-${key}-hint`} className="text-muted-foreground text-sm">
                {hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor="showcase-accentColor">Accent colour</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick the accent colour"
            defaultValue={showcase.options.accentColor}
            onChange={(e) => {
              const text = e.currentTarget.form?.elements.namedItem('accentColor');
              if (text instanceof HTMLInputElement) text.value = e.target.value;
            }}
            className="h-10 w-12 rounded border"
          />
          <Input
            id="showcase-accentColor"
            name="accentColor"
            defaultValue={showcase.options.accentColor}
            className="w-32 font-mono"
            aria-invalid={errors.accentColor ? true : undefined}
            aria-describedby={describedBy('accentColor') ?? 'showcase-accentColor-hint'}
          />
        </div>
        <p id="showcase-accentColor-hint" className="text-muted-foreground text-sm">
          Links, buttons and the focus ring of the embed, as #rrggbb.
        </p>
        {errorText('accentColor')}
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
