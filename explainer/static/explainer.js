/* VAR explainer: small enhancements on top of pages that work without JavaScript.
   No framework, no inline script: loaded from /static with `defer`. */
(function () {
  "use strict";

  var ROW_NAMES = {
    sources: "source", players: "player", sequence: "touch", positions: "position", involvements: "involvement",
    fouls: "foul", off_field: "player off the field", measurements: "measurement"
  };

  function announce(text) {
    var status = document.querySelector("[data-form-status]");
    if (status) { status.textContent = ""; window.setTimeout(function () { status.textContent = text; }, 50); }
  }

  /* --- rows: add, remove, renumber --------------------------------------------------- */

  function renumberAttr(el, attr, group, index) {
    var value = el.getAttribute(attr);
    if (!value) { return; }
    var re = new RegExp("(^|\\s)" + group + "-(\\d+|__i__)-", "g");
    el.setAttribute(attr, value.replace(re, "$1" + group + "-" + index + "-"));
  }

  function renumber(container) {
    var group = container.getAttribute("data-rows");
    var rows = container.querySelectorAll(":scope > [data-row]");
    rows.forEach(function (row, index) {
      row.querySelectorAll("[id],[name],[for],[aria-describedby]").forEach(function (el) {
        ["id", "name", "for", "aria-describedby"].forEach(function (attr) { renumberAttr(el, attr, group, index); });
      });
      row.querySelectorAll("[data-row-number]").forEach(function (el) { el.textContent = String(index + 1); });
      var remove = row.querySelector("[data-remove-row]");
      if (remove) { remove.value = "remove:" + group + ":" + index; }
    });
    var add = document.querySelector('[data-add-row="' + group + '"]');
    if (add) { add.hidden = false; }
    return rows.length;
  }

  /* A player's and a touch's row is in two parts (the short path's, and the rest under
     "More about ..."): each part has its own container and template, and they move together. */
  function containers(group) {
    return Array.prototype.slice.call(document.querySelectorAll('#incident-form [data-rows="' + group + '"]'));
  }

  function templateFor(container, group) {
    var part = container.getAttribute("data-part");
    return document.querySelector('[data-row-template="' + group + (part ? "-" + part : "") + '"]');
  }

  function addRow(group) {
    var all = containers(group);
    if (!all.length || all.some(function (c) { return !templateFor(c, group); })) { return false; }
    var first = null;
    var count = 0;
    all.forEach(function (container) {
      var fragment = templateFor(container, group).content.cloneNode(true);
      var row = fragment.querySelector("[data-row]");
      container.appendChild(fragment);
      count = renumber(container);
      setUpMethodPanels(row);
      if (!first) { first = row.querySelector("input:not([type=hidden]), select"); }
    });
    if (first) { first.focus(); }
    announce(capitalise(ROW_NAMES[group]) + " " + count + " added");
    return true;
  }

  /* Numbers that name rows of another group follow a removal, as on the server
     (explainer/form/fields.py REFERENCES): later rows move up; the removed one is cleared. */
  var REFERENCES = {
    sequence: /^(positions-\d+-at|involvements-\d+-after|fouls-\d+-after|off_field-\d+-at)$/,
    positions: /^measurements-\d+-position$/
  };

  function followRemovedRow(group, removed) {
    var pattern = REFERENCES[group];
    if (!pattern) { return; }
    document.querySelectorAll("#incident-form input[name]").forEach(function (input) {
      if (!pattern.test(input.name)) { return; }
      var raw = input.value.trim();
      if (!/^\d{1,3}$/.test(raw)) { return; }
      var number = parseInt(raw, 10);
      if (number === removed) { input.value = ""; }
      else if (number > removed) { input.value = String(number - 1); }
    });
  }

  function removeRow(button) {
    var group = button.getAttribute("data-remove-row");
    var row = button.closest("[data-row]");
    var container = row && row.parentElement;
    if (!container) { return false; }
    var rows = container.querySelectorAll(":scope > [data-row]");
    var position = Array.prototype.indexOf.call(rows, row);
    var all = containers(group);
    /* The same row in every part of the group. */
    var parts = all.map(function (c) { return c.querySelectorAll(":scope > [data-row]")[position]; })
      .filter(function (r) { return r; });
    if (rows.length === 1) {
      /* Keep one row: empty it instead. */
      parts.forEach(function (r) { r.querySelectorAll("input, select").forEach(clearField); });
      followRemovedRow(group, 1);
      announce(capitalise(ROW_NAMES[group]) + " 1 cleared");
      var firstField = row.querySelector("input, select");
      if (firstField) { firstField.focus(); }
      refreshNames();
      return true;
    }
    parts.forEach(function (r) { r.remove(); });
    all.forEach(renumber);
    followRemovedRow(group, position + 1);
    var remaining = container.querySelectorAll(":scope > [data-row]");
    var target = remaining[Math.min(position, remaining.length - 1)];
    var focusTarget = target && target.querySelector("input, select");
    if (focusTarget) { focusTarget.focus(); }
    announce(capitalise(ROW_NAMES[group]) + " " + (position + 1) + " removed");
    refreshNames();
    return true;
  }

  function clearField(el) {
    if (el.type === "checkbox") { el.checked = false; }
    else if (el.type === "radio") { el.checked = el.value === "qualitative" || (/-team$/.test(el.name) && el.value === "attacking"); }
    else if (el.tagName === "SELECT") { el.selectedIndex = 0; }
    else { el.value = ""; }
  }

  function capitalise(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

  /* --- names typed under Players feed the suggestions elsewhere ----------------------- */

  function refreshNames() {
    var list = document.getElementById("who-names");
    if (!list) { return; }
    var fixed = ["the goalpost", "the crossbar", "the referee"];
    var names = [];
    document.querySelectorAll('[data-rows="players"] input[name$="-name"]').forEach(function (input) {
      var name = input.value.trim();
      if (name && names.indexOf(name) < 0) { names.push(name); }
    });
    list.textContent = "";
    names.concat(fixed).forEach(function (name) {
      var option = document.createElement("option");
      option.value = name;
      list.appendChild(option);
    });
  }

  /* --- positions: show the fields for the chosen way of placing the attacker ---------- */

  function setUpMethodPanels(scope) {
    scope.querySelectorAll('input[type=radio][name$="-method"]').forEach(function (radio) {
      radio.addEventListener("change", function () { showMethod(radio.closest("[data-row]")); });
    });
    if (scope.matches && scope.matches("[data-row]")) { showMethod(scope); }
    else { scope.querySelectorAll('[data-row="positions"]').forEach(showMethod); }
  }

  function showMethod(row) {
    if (!row) { return; }
    var checked = row.querySelector('input[type=radio][name$="-method"]:checked');
    var method = checked ? checked.value : "qualitative";
    /* A panel lists the methods it belongs to ("qualitative opponents"). */
    row.querySelectorAll("[data-method-panel]").forEach(function (panel) {
      panel.hidden = panel.getAttribute("data-method-panel").split(" ").indexOf(method) < 0;
    });
  }

  /* --- the error summary (GOV.UK pattern) ---------------------------------------------- */

  function setUpErrorSummary() {
    var summary = document.querySelector("[data-error-summary]");
    if (!summary) { return; }
    summary.focus();
    summary.addEventListener("click", function (event) {
      var link = event.target.closest("a[href^='#']");
      if (!link) { return; }
      var input = document.getElementById(link.getAttribute("href").slice(1));
      if (!input) { return; }
      event.preventDefault();
      var details = input.closest("details");
      if (details) { details.open = true; }
      var row = input.closest('[data-row="positions"]');
      if (row && input.closest("[data-method-panel]") && input.closest("[data-method-panel]").hidden) {
        var method = input.closest("[data-method-panel]").getAttribute("data-method-panel").split(" ")[0];
        var radio = row.querySelector('input[type=radio][value="' + method + '"]');
        if (radio) { radio.checked = true; showMethod(row); }
      }
      var anchor = input.closest("fieldset:not(.row-card)") || input.closest(".field") || input;
      anchor.scrollIntoView();
      input.focus({ preventScroll: true });
    });
  }

  /* --- the language switch on the form ---------------------------------------------------- */

  /* The header's links would open the empty form in the other language; on the form they
     press the form's own switch instead, which sends what was typed (templates/pages/form.html). */
  function setUpLanguageSwitch() {
    document.querySelectorAll("a[data-switch-language]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        var code = link.getAttribute("data-switch-language");
        var button = document.querySelector('form button[data-language="' + code + '"]');
        if (!button) { return; }
        event.preventDefault();
        button.click();
      });
    });
  }

  /* --- copy the permalink ---------------------------------------------------------------- */

  function setUpCopy() {
    document.querySelectorAll("[data-copy-target]").forEach(function (button) {
      var source = document.getElementById(button.getAttribute("data-copy-target"));
      var status = document.querySelector("[data-copy-status]");
      if (!source) { return; }
      button.hidden = false;
      button.addEventListener("click", function () {
        // The words come from the page (templates/html/_share.html), in its language.
        var done = function () { if (status) { status.textContent = button.getAttribute("data-copy-done"); } };
        var fallback = function () {
          source.focus();
          source.select();
          try { document.execCommand("copy"); done(); }
          catch (e) { if (status) { status.textContent = button.getAttribute("data-copy-fallback"); } }
        };
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(source.value).then(done, fallback);
        } else {
          fallback();
        }
      });
      source.addEventListener("focus", function () { source.select(); });
    });
  }

  /* --- wire it up --------------------------------------------------------------------- */

  function setUpForm() {
    var form = document.querySelector("[data-incident-form]");
    if (!form) { return; }
    form.addEventListener("click", function (event) {
      var add = event.target.closest("[data-add-row]");
      if (add && addRow(add.getAttribute("data-add-row"))) { event.preventDefault(); return; }
      var remove = event.target.closest("[data-remove-row]");
      if (remove && removeRow(remove)) { event.preventDefault(); }
    });
    form.addEventListener("input", function (event) {
      if (event.target.matches('[data-rows="players"] input[name$="-name"]')) { refreshNames(); }
    });
    setUpMethodPanels(form);
    refreshNames();
  }

  function start() {
    setUpForm();
    setUpErrorSummary();
    setUpCopy();
    setUpLanguageSwitch();
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
  else { start(); }
}());
