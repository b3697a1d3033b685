// The desk: rebuild the query text from the form as it changes (the server writes it:
// POST /api/<game>/text), so the editor always shows the query the form would ask.
(function () {
  "use strict";
  var form = document.getElementById("situation");
  var editor = document.getElementById("query");
  var problem = document.getElementById("build-error");
  if (!form || !editor) { return; }
  var timer = null;
  function rebuild() {
    var body = new URLSearchParams(new FormData(form));
    body.set("action", "build");
    fetch("/api/" + form.dataset.game + "/text", {method: "POST", body: body})
      .then(function (r) { return r.json(); })
      .then(function (data) {
        if (data.text !== undefined) {
          editor.value = data.text;
          problem.hidden = true;
        } else if (data.error) {
          problem.textContent = data.error.summary || data.error.message;
          problem.hidden = false;
        }
      })
      .catch(function () { /* the server is away: the buttons still work */ });
  }
  function later() { clearTimeout(timer); timer = setTimeout(rebuild, 300); }
  form.addEventListener("input", later);
  form.addEventListener("change", later);
}());
