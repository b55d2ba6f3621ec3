// For sites that only allow classic <script src> tags: loads media-access.js (an ES module) from next to
// this file. Usage: <script src="https://…/sdk/media-access-loader.js" async></script>
(function () {
  var current = document.currentScript;
  var module = document.createElement('script');
  module.type = 'module';
  module.src = new URL('media-access.js', (current && current.src) || location.href).href;
  if (current && current.parentNode) current.parentNode.insertBefore(module, current.nextSibling);
  else document.head.appendChild(module);
})();
