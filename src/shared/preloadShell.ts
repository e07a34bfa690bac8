/**
 * index.html's inline script: with a stored session it asks for the signed-in shell's chunks
 * beside the entry's, without a request of its own. Its text never changes (the session key and
 * the chunks come in data attributes), so the Content-Security-Policy allows it by its hash.
 */
export const PRELOAD_SHELL_SCRIPT = `(function () {
  var script = document.currentScript;
  try { if (!localStorage.getItem(script.dataset.sessionKey)) return; } catch (e) { return; }
  script.dataset.chunks.split(' ').forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
