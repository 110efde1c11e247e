package ruletext

import (
	"bytes"
	"encoding/json"
	"html/template"
	"path/filepath"
	"strings"
	"sync"
)

// segment is a run of a source's text: a sentence (with an id) or the
// text between sentences.
type segment struct {
	ID, Class, Text string
}

// pageSource is one source as the page shows it.
type pageSource struct {
	Name     string
	Coverage Coverage
	Segments []segment
}

// pageClause is one clause as the page lists it.
type pageClause struct {
	ID, Where, Head, Ref, Class string
}

// pageData is what the template renders.
type pageData struct {
	Sources  []pageSource
	Clauses  []pageClause
	Coverage Coverage
	Suites   bool
	Data     template.JS
}

// HTML renders the report as one self-contained page: each source's text
// on the left with every sentence shaded by its state, the clauses on the
// right. Selecting a sentence lists its clauses and scenarios; selecting a
// clause marks its sentences. The page loads nothing from the network.
func (r *Report) HTML() []byte {
	d := pageData{Coverage: r.Coverage, Suites: r.Suites}
	for _, s := range r.Sources {
		ps := pageSource{Name: s.Name, Coverage: s.Coverage}
		at := 0
		for _, sent := range s.Sentences {
			if sent.start > at {
				ps.Segments = append(ps.Segments, segment{Text: clean(s.raw[at:sent.start])})
			}
			ps.Segments = append(ps.Segments, segment{ID: sent.ID, Class: stateClass(sent.State), Text: clean(s.raw[sent.start:sent.end])})
			at = sent.end
		}
		ps.Segments = append(ps.Segments, segment{Text: clean(s.raw[at:])})
		d.Sources = append(d.Sources, ps)
	}
	for i, c := range r.Clauses {
		class := "quotes"
		switch {
		case c.Outside:
			class = "outside"
		case len(c.Sentences) == 0:
			class = "quotes-none"
		case len(c.Scenarios) > 0:
			class = "quotes ran"
		}
		d.Clauses = append(d.Clauses, pageClause{ID: clauseID(i), Where: filepath.Base(c.File) + ":" + itoa(c.Line), Head: c.Head, Ref: c.Ref, Class: class})
	}
	js, _ := json.Marshal(r)
	// json.Marshal escapes <, > and & so the data cannot close the script.
	d.Data = template.JS(js)
	var b bytes.Buffer
	if err := page().Execute(&b, d); err != nil {
		panic(err) // the template and its data are ours: a failure is a bug
	}
	return b.Bytes()
}

// clean drops the `\ ` of typeset texts.
func clean(s string) string { return strings.ReplaceAll(s, `\ `, " ") }

// stateClass is a sentence's CSS class.
func stateClass(s State) string {
	return "s " + strings.ReplaceAll(string(s), " ", "-")
}

// clauseID is a clause's element id.
func clauseID(i int) string { return "c" + itoa(i) }

// itoa formats an int.
func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

var page = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rule text and clauses</title>
<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#222;display:flex;height:100vh}
#text{flex:3;overflow:auto;padding:0 1.5em 2em}
#side{flex:2;overflow:auto;padding:0 1em 2em;border-left:1px solid #ccc;background:#fafafa}
h1{font-size:1.1em;margin:.8em 0 .2em}
h2{font-size:1em;margin:1.2em 0 .3em}
.cov{font-weight:normal;color:#555;font-size:.9em}
.src{white-space:pre-wrap;font-family:Georgia,serif}
.s{cursor:pointer;border-radius:3px;padding:1px 0}
.exercised{background:#b7e4b0}
.encoded{background:#e3f4d7}
.unencoded{background:#e4e4ef;color:#555}
.not-encoded{background:#fbd0c4}
.heading{font-weight:bold;cursor:default}
.s.sel,.s.hit{outline:2px solid #1f5fbf}
.legend span{padding:0 .4em;margin-right:.4em;border-radius:3px}
#detail{position:sticky;top:0;background:#fff;border:1px solid #ccc;padding:.5em .8em;margin:.8em 0;min-height:3em;max-height:45vh;overflow:auto;font-size:14px}
#detail ul{margin:.2em 0;padding-left:1.4em}
#detail .scen{font-size:12px;color:#444}
#detail .q{font-family:Georgia,serif;color:#333}
.clause{font:13px/1.4 ui-monospace,monospace;padding:.3em .4em;margin:.2em 0;border-left:4px solid #9bc995;cursor:pointer;background:#fff}
.clause.quotes-none{border-left-color:#e07a5f}
.clause.ran{border-left-color:#3c9a32}
.clause.outside{border-left-color:#aaa}
.clause.sel{outline:2px solid #1f5fbf}
.clause .ref{color:#555;display:block}
</style></head>
<body>
<div id="text">
<h1>Rule text <span class="cov">overall: {{.Coverage}}</span></h1>
<p class="legend">Sentences: <span class="exercised">exercised by a scenario</span><span class="encoded">encoded</span><span class="unencoded">unencoded on purpose</span><span class="not-encoded">not encoded</span></p>
{{range .Sources}}<h2>{{.Name}} <span class="cov">{{.Coverage}}</span></h2>
<div class="src">{{range .Segments}}{{if .ID}}<span id="{{.ID}}" class="{{.Class}}">{{.Text}}</span>{{else}}{{.Text}}{{end}}{{end}}</div>
{{end}}</div>
<div id="side">
<div id="detail">Select a sentence to see the clauses that encode it, or a clause to see its sentences.</div>
<h1>Clauses</h1>
<p class="legend">Left edge: green, quotes the text (dark: a scenario ran it); grey, cites a rule outside these texts; red, quotes nothing.</p>
{{range .Clauses}}<div id="{{.ID}}" class="clause {{.Class}}"><b>{{.Where}}</b> {{.Head}}<span class="ref">ref {{.Ref}}</span></div>
{{end}}</div>
<script>
"use strict";
const data = {{.Data}};
const sentences = {};
for (const s of data.sources) for (const x of s.sentences) sentences[x.id] = x;
const detail = document.getElementById("detail");
function clear() {
  for (const e of document.querySelectorAll(".sel,.hit")) e.classList.remove("sel", "hit");
}
function el(tag, text, cls) {
  const e = document.createElement(tag);
  e.textContent = text;
  if (cls) e.className = cls;
  return e;
}
function list(title, items) {
  if (!(items || []).length) return;
  const ul = el("ul", "", "scen");
  for (const s of items) ul.append(el("li", s));
  detail.append(el("div", title + " (" + items.length + "):"), ul);
}
function showSentence(id) {
  const x = sentences[id];
  if (!x || x.kind === "heading") return;
  clear();
  document.getElementById(id).classList.add("sel");
  detail.replaceChildren(el("div", x.text, "q"), el("div", "state: " + x.state));
  const cs = x.clauses || [];
  if (cs.length) {
    const ul = el("ul", "");
    ul.id = "sentence-clauses";
    for (const ci of cs) {
      const c = data.clauses[ci];
      const li = el("li", c.file.split("/").pop() + ":" + c.line + "  " + c.head);
      ul.append(li);
      document.getElementById("c" + ci).classList.add("sel");
    }
    detail.append(el("div", "clauses:"), ul);
    document.getElementById("c" + cs[0]).scrollIntoView({block: "nearest"});
  }
  list("scenarios that ran its clauses", x.scenarios);
  for (const r of x.reasons || []) detail.append(el("div", "unencoded because " + r));
}
function showClause(i) {
  const c = data.clauses[i];
  clear();
  document.getElementById("c" + i).classList.add("sel");
  detail.replaceChildren(el("div", c.file + ":" + c.line + "  " + c.head), el("div", "ref " + c.ref, "q"));
  const ss = c.sentences || [];
  detail.append(el("div", ss.length ? ss.length + " sentence(s) quoted" : "quotes no sentence"));
  list("scenarios that ran it", c.scenarios);
  for (const id of ss) document.getElementById(id).classList.add("hit");
  if (ss.length) document.getElementById(ss[0]).scrollIntoView({block: "center"});
}
document.getElementById("text").addEventListener("click", e => {
  const s = e.target.closest(".s");
  if (s) showSentence(s.id);
});
document.getElementById("side").addEventListener("click", e => {
  const c = e.target.closest(".clause");
  if (c) showClause(Number(c.id.slice(1)));
});
</script>
</body></html>
`))
})
