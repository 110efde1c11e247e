"use strict";
// The playground: the engine (rulec.wasm, built by `rulec serve`) runs the
// scenario picked or pasted on the left, with the rules as edited there,
// and the right shows the run step by step (the page `rulec play` writes),
// the trace, the odds and the coverage. Texts go in as text, never markup.
(function () {
  const $ = (id) => document.getElementById(id);
  const status = $("status");
  const edits = {}; // rules files as edited, by path
  let rulesPath = "";
  let timer = 0;
  let busy = false;

  function setStatus(s) { status.textContent = s; }

  // The engine calls rulecReady when it has registered its functions.
  let ready;
  const started = new Promise((r) => { ready = r; });
  window.rulecReady = () => ready();

  async function start() {
    const go = new Go();
    const t0 = performance.now();
    const resp = fetch("rulec.wasm");
    const { instance } = await WebAssembly.instantiateStreaming(resp, go.importObject);
    go.run(instance);
    await started;
    const bundle = await (await fetch("bundle.json")).text();
    const loaded = JSON.parse(rulecLoad(bundle));
    if (loaded.error) throw new Error(loaded.error);
    fillScenarios(loaded.scenarios);
    setStatus("ready: " + loaded.scenarios.length + " bundled scenarios (engine loaded in " + Math.round(performance.now() - t0) + " ms)");
    const first = new URLSearchParams(location.search).get("scenario") || "tests/t9a/flee/through_friend_panic.yaml";
    pick(loaded.scenarios.includes(first) ? first : loaded.scenarios[0]);
  }

  function fillScenarios(list) {
    const sel = $("scenarios");
    let group = null, dir = "";
    for (const p of list) {
      const d = p.slice(0, p.lastIndexOf("/"));
      if (d !== dir) {
        dir = d;
        group = document.createElement("optgroup");
        group.label = d;
        sel.appendChild(group);
      }
      const o = document.createElement("option");
      o.value = p;
      o.textContent = p.slice(p.lastIndexOf("/") + 1);
      group.appendChild(o);
    }
    sel.disabled = false;
    $("run").disabled = false;
    sel.addEventListener("change", () => pick(sel.value));
  }

  function pick(path) {
    $("scenarios").value = path;
    $("scenario").value = rulecFile(path);
    rulesPath = "";
    run();
  }

  function showRules(paths) {
    const sel = $("rulesfile");
    const keep = rulesPath && paths.includes(rulesPath) ? rulesPath : paths[0] || "";
    sel.replaceChildren();
    for (const p of paths) {
      const o = document.createElement("option");
      o.value = p;
      o.textContent = p + (p in edits ? " (edited)" : "");
      sel.appendChild(o);
    }
    if (keep !== rulesPath) {
      rulesPath = keep;
      $("rules").value = rulesPath in edits ? edits[rulesPath] : rulecFile(rulesPath);
    }
    sel.value = rulesPath;
  }

  // errorsFor lists the diagnostics, each with the line it points at and
  // a caret under its column; a click puts the cursor there when it is in
  // the rules file shown.
  function showErrors(diags) {
    const box = $("errors");
    box.replaceChildren();
    for (const d of diags) {
      const e = document.createElement("div");
      e.className = "diag " + (d.severity || "error");
      let text = (d.file ? d.file + ":" + d.line + ":" + d.col + ": " : "") + d.message;
      if (d.hint) text += "\n  hint: " + d.hint;
      const src = d.file === rulesPath ? $("rules").value : d.file ? rulecFileOrEdit(d.file) : "";
      const line = src ? src.split("\n")[d.line - 1] : undefined;
      if (line !== undefined) text += "\n" + line + "\n" + " ".repeat(Math.max(0, d.col - 1)) + "^";
      e.textContent = text;
      e.addEventListener("click", () => {
        if (d.file !== rulesPath || !d.line) return;
        const lines = $("rules").value.split("\n");
        let at = 0;
        for (let i = 0; i < d.line - 1 && i < lines.length; i++) at += lines[i].length + 1;
        $("rules").focus();
        $("rules").setSelectionRange(at + d.col - 1, at + d.col - 1);
      });
      box.appendChild(e);
    }
  }

  function rulecFileOrEdit(p) {
    if (p in edits) return edits[p];
    if (p === $("scenarios").value) return $("scenario").value;
    return rulecFile(p);
  }

  function run() {
    if (busy) return;
    busy = true;
    const req = {
      path: $("scenarios").value, text: $("scenario").value, edits,
      odds: $("odds").checked, folder: $("folder").checked,
    };
    const t0 = performance.now();
    const res = JSON.parse(rulecRun(JSON.stringify(req)));
    const took = performance.now() - t0;
    busy = false;
    if (res.error) {
      setStatus("the engine failed: " + res.error);
      return;
    }
    showRules(res.rules || []);
    showErrors(res.diagnostics || []);
    const v = $("verdict");
    v.className = res.passed ? "ok" : "bad";
    v.textContent = res.verdict + "\n(" + Math.round(took) + " ms in the browser: run and page " + Math.round(res.run_ms) + " ms" +
      (req.odds ? ", odds " + Math.round(res.odds_ms || 0) + " ms" : "") + (req.folder ? ", folder " + Math.round(res.folder_ms || 0) + " ms" : "") + ")";
    v.dataset.ms = String(took);
    v.dataset.runMs = String(res.run_ms);
    if (res.page) $("page").srcdoc = res.page;
    else $("page").srcdoc = "";
    $("trace").textContent = res.trace || "";
    $("oddsout").textContent = res.odds || (req.odds ? "" : "(odds not asked for)");
    $("folderout").textContent = res.folder || "";
    $("cover").textContent = res.cover || "";
  }

  function later() {
    if (!$("auto").checked) return;
    clearTimeout(timer);
    timer = setTimeout(run, 500);
  }

  $("run").addEventListener("click", run);
  $("rulesfile").addEventListener("change", () => {
    rulesPath = $("rulesfile").value;
    $("rules").value = rulesPath in edits ? edits[rulesPath] : rulecFile(rulesPath);
  });
  $("rules").addEventListener("input", () => {
    edits[rulesPath] = $("rules").value;
    later();
  });
  $("scenario").addEventListener("input", later);
  document.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      run();
    }
  });
  start().catch((e) => setStatus("the engine could not start: " + e.message + " (build it with: go run ./cmd/rulec serve)"));
})();
