// Sizes Media Access iframes from the `media-access:resize` messages they post; optional for hosts.
addEventListener('message', (event) => {
  if (event.data?.type !== 'media-access:resize' || typeof event.data.height !== 'number') return;
  for (const frame of document.querySelectorAll('iframe[data-media-access]')) {
    if (frame.contentWindow === event.source) frame.height = String(event.data.height);
  }
});
