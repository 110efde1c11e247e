"use strict";
// The step-through viewer of `rulec play`: one run, or two stepping
// together. Every name and text from the data goes in with textContent;
// only the pictures, SVG that package render wrote and escaped, go in as
// markup.
(function () {
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const runs = data.runs;
  const count = Math.max(...runs.map((r) => r.steps.length));
  const part = data.part;
  const slider = document.getElementById("slider");
  const counter = document.getElementById("counter");
  const views = [];
  let at = 0;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  document.getElementById("caption").textContent = runs[0].caption.join("; ");
  if (runs.length === 1) document.getElementById("runs").classList.add("single");

  // One column per run: its picture, the step, the trace.
  runs.forEach((run, ri) => {
    const col = el("section", "run");
    col.id = "run-" + ri;
    if (run.label) col.appendChild(el("h2", "", run.label));
    const pic = el("div", "picture");
    pic.id = "picture-" + ri;
    col.appendChild(pic);
    const step = el("div", "step");
    step.id = "step-" + ri;
    col.appendChild(step);
    const det = el("details");
    det.open = true;
    det.appendChild(el("summary", "", "trace (" + (run.steps.length - 2) + " entries): click one to go to it"));
    const list = el("ol", "trace");
    list.id = "trace-" + ri;
    run.steps.forEach((s, i) => {
      const li = el("li", "", "  ".repeat(s.depth) + s.text + (s.ref ? "  [" + s.ref + "]" : ""));
      li.dataset.step = i;
      if (runs.length > 1 && i === part) li.classList.add("parts");
      li.addEventListener("click", () => go(i));
      list.appendChild(li);
    });
    det.appendChild(list);
    col.appendChild(det);
    document.getElementById("runs").appendChild(col);
    views.push({ run, pic, step, list, shown: -1 });
  });

  // sentence fills box with the sentences a ref quotes, or says it quotes
  // none.
  function sentence(box, run, ref) {
    box.replaceChildren();
    box.hidden = !ref;
    if (!ref) return;
    const qs = run.quotes[ref] || [];
    if (qs.length === 0) {
      box.appendChild(el("span", "", "[" + ref + "]"));
      box.appendChild(el("span", "src", "the ref quotes no sentence of the rule text"));
      return;
    }
    qs.forEach((q) => {
      const p = el("div");
      if (q.before) p.appendChild(document.createTextNode(q.before + " "));
      p.appendChild(el("mark", "", q.quoted));
      if (q.after) p.appendChild(document.createTextNode(" " + q.after));
      p.appendChild(el("span", "src", q.source + ":" + q.line));
      box.appendChild(p);
    });
  }

  // clause returns an element naming a clause that shows its sentence
  // when clicked.
  function clause(text, run, ref, box) {
    const c = el("span", "clause", text);
    c.tabIndex = 0;
    const show = () => {
      document.querySelectorAll(".clause.sel").forEach((x) => x.classList.remove("sel"));
      c.classList.add("sel");
      sentence(box, run, ref);
    };
    c.addEventListener("click", show);
    c.addEventListener("keydown", (e) => { if (e.key === "Enter") show(); });
    return c;
  }

  function showStep(v, ri) {
    const run = v.run;
    const i = Math.min(at, run.steps.length - 1);
    const s = run.steps[i];
    const pic = run.pictures[s.picture];
    if (v.shownPic !== s.picture) {
      v.pic.innerHTML = pic;
      v.shownPic = s.picture;
    }
    const box = el("blockquote", "sentence");
    box.id = "sentence-" + ri;
    const st = v.step;
    st.replaceChildren();
    const d = el("div", "decision");
    d.appendChild(el("span", "kind", s.kind));
    d.appendChild(el("span", "text", s.text));
    st.appendChild(d);
    if (s.ref || s.where) {
      const c = el("div");
      if (s.ref) {
        const cl = clause("[" + s.ref + "]", run, s.ref, box);
        cl.id = "clause-" + ri;
        c.appendChild(cl);
      }
      if (s.where) c.appendChild(el("span", "where", "  " + s.where));
      st.appendChild(c);
    }
    if (s.tried && s.tried.length) {
      const ul = el("ul", "tried");
      s.tried.forEach((t) => {
        const li = el("li", "", "not: when " + t.cond + "  ");
        if (t.ref) li.appendChild(clause("[" + t.ref + "]", run, t.ref, box));
        ul.appendChild(li);
      });
      st.appendChild(ul);
    }
    (s.notes || []).forEach((n) => st.appendChild(el("div", "where", n)));
    st.appendChild(box);
    sentence(box, run, s.ref);
    const state = el("div", "state");
    const row = (label, items, cls) => {
      const r = el("div");
      r.appendChild(el("span", "label-s", label));
      if (!items || items.length === 0) r.appendChild(el("span", "where", "none"));
      else items.forEach((x) => r.appendChild(el("span", cls, x)));
      state.appendChild(r);
    };
    row("events:", s.events, "badge");
    row("flags:", s.flags, "badge");
    row("dice:", s.dice, "badge");
    st.appendChild(state);
    if (s.kind === "end") {
      st.appendChild(el("div", "verdict " + (run.passed ? "ok" : "bad"), run.verdict));
    }
    v.list.querySelectorAll("li").forEach((li) => {
      const k = Number(li.dataset.step);
      li.classList.toggle("cur", k === i);
      li.classList.toggle("done", k < i);
    });
    // Scroll the trace, not the page, to the current line.
    const cur = v.list.querySelector("li.cur");
    if (cur && (cur.offsetTop < v.list.scrollTop || cur.offsetTop + cur.offsetHeight > v.list.scrollTop + v.list.clientHeight)) {
      v.list.scrollTop = cur.offsetTop - v.list.clientHeight / 2;
    }
  }

  function go(i) {
    at = Math.max(0, Math.min(count - 1, i));
    slider.value = at;
    views.forEach(showStep);
    counter.replaceChildren(el("span", "", "step " + at + " of " + (count - 1)));
    if (runs.length > 1 && at === part) counter.appendChild(el("span", "parts", "  the runs part here"));
    try {
      history.replaceState(null, "", "#" + at);
    } catch (e) {
      // A page shown from srcdoc (the playground's) has no address to
      // change; stepping works all the same.
    }
  }

  slider.max = count - 1;
  slider.addEventListener("input", () => go(Number(slider.value)));
  document.getElementById("first").addEventListener("click", () => go(0));
  document.getElementById("prev").addEventListener("click", () => go(at - 1));
  document.getElementById("next").addEventListener("click", () => go(at + 1));
  document.getElementById("last").addEventListener("click", () => go(count - 1));
  const toPart = document.getElementById("to-part");
  if (runs.length > 1 && part >= 0) {
    toPart.hidden = false;
    toPart.textContent = "first difference: step " + part;
    toPart.addEventListener("click", () => go(part));
  }
  document.addEventListener("keydown", (e) => {
    if (e.target === slider || e.target.tagName === "TEXTAREA" || e.target.tagName === "INPUT") return;
    const moves = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: count - 1, n: at + 1, p: at - 1 };
    if (e.key in moves) {
      e.preventDefault();
      go(moves[e.key]);
    }
  });
  const m = /^#(\d+)$/.exec(location.hash);
  go(m ? Number(m[1]) : 0);
})();
