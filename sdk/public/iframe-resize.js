// Media Access iframe heights, for host pages: each /embed/… frame posts { type: 'media-access:resize', height }
// and this sets the frame's height to it, so the transcript shows without a scrollbar around it. Optional (a
// frame without it keeps its width and height) and safe to load more than once. Protocol: docs/sdk.md.
(function () {
  if (window.mediaAccessIframeResize) return;
  window.mediaAccessIframeResize = true;
  function originOf(frame) {
    try {
      return new URL(frame.src, location.href).origin;
    } catch {
      return null;
    }
  }
  addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'media-access:resize' || !isFinite(data.height)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      // Only the frame that sent it, and only while it shows the page it was given.
      if (frames[i].contentWindow === event.source && originOf(frames[i]) === event.origin) {
        frames[i].height = String(Math.min(Math.max(Math.ceil(data.height), 150), 20000));
      }
    }
  });
  // Frames that spoke before this script ran are asked again.
  var frames = document.getElementsByTagName('iframe');
  for (var i = 0; i < frames.length; i++) {
    var origin = originOf(frames[i]);
    if (origin && origin !== 'null' && frames[i].src.indexOf('/embed/') !== -1 && frames[i].contentWindow) {
      frames[i].contentWindow.postMessage({ type: 'media-access:resize-request' }, origin);
    }
  }
})();
