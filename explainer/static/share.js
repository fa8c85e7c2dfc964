/* The share box's copy buttons for the embed code and the oEmbed address
   (templates/html/_share.html). The link's own button is explainer.js's. Without
   script the fields stay selectable and the buttons stay hidden. */
(function () {
  "use strict";
  function setUp() {
    var status = document.querySelector("[data-share-status]");
    document.querySelectorAll("[data-share-copy]").forEach(function (button) {
      var source = document.getElementById(button.getAttribute("data-share-copy"));
      if (!source) { return; }
      button.hidden = false;
      var done = function () { if (status) { status.textContent = button.getAttribute("data-share-done"); } };
      var fallback = function () {
        source.focus();
        source.select();
        try { document.execCommand("copy"); done(); }
        catch (e) { if (status) { status.textContent = button.getAttribute("data-share-fallback"); } }
      };
      button.addEventListener("click", function () {
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(source.value).then(done, fallback);
        } else {
          fallback();
        }
      });
      source.addEventListener("focus", function () { source.select(); });
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
