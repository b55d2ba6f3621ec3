/** `/caption-converter`: public; converts caption files in the browser (the screen comes with the captions issue). */
export function CaptionConverterRoute() {
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <h1 className="mb-2 text-2xl font-semibold">Caption converter</h1>
      <p>Convert caption files between formats, right in your browser. This page is coming soon.</p>
    </main>
  );
}
