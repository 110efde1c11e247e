package lsp

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/scenario"

	protocol "github.com/tliron/glsp/protocol_3_16"
	"gopkg.in/yaml.v3"
)

// A scenario names a procedure by its run: and the procedure's parameters
// by the keys of its args:, so renaming either in the rules renames it in
// every scenario that runs it too: those under the workspace's folders (or,
// with none, the renamed file's folder) and the open ones, whose rules:
// reach the file that declares the procedure (named there or imported by a
// file named there). A scenario that runs a procedure of that name but
// cannot be told to (no rules:, or YAML that does not parse) refuses the
// rename, naming it, rather than be left naming what is no longer there.

// scenarioFile is a scenario file's text: an open document's, or the disk's.
type scenarioFile struct {
	path string
	src  []byte
}

// scenarioEdits returns the edits that rename b to name in the scenarios
// that run b (a procedure) or b's procedure (b a parameter of one), by URI,
// or an error naming the scenarios that run it but could not be edited.
// Other kinds of names are not written in scenarios: none.
func (s *Server) scenarioEdits(v *view, b *check.Binding, name string) (map[protocol.DocumentUri][]protocol.TextEdit, error) {
	proc, param := b, ""
	switch b.Kind {
	case check.ProcBinding:
	case check.ParamBinding:
		proc, param = v.owner(b), b.Name
		if proc == nil || proc.Kind != check.ProcBinding {
			return nil, nil
		}
	default:
		return nil, nil
	}
	s.mu.Lock()
	srcs := s.sources()
	roots := slicesClone(s.roots)
	var files []scenarioFile
	open := map[string]bool{}
	for _, d := range s.docs {
		if d.scen {
			files = append(files, scenarioFile{d.path, d.text.src})
			open[d.path] = true
		}
	}
	s.mu.Unlock()
	if len(roots) == 0 {
		roots = []string{filepath.Dir(proc.Pos.Filename)}
	}
	for _, root := range roots {
		files = append(files, scenarioFiles(root, open, []byte(proc.Name))...)
	}
	sort.Slice(files, func(i, j int) bool { return files[i].path < files[j].path })
	r := &reach{read: s.reader(srcs), to: proc.Pos.Filename, memo: map[string]bool{}}
	edits := map[protocol.DocumentUri][]protocol.TextEdit{}
	var refused []string
	for _, f := range files {
		if !bytes.Contains(f.src, []byte(proc.Name)) {
			continue
		}
		places, why := scenarioPlaces(f, proc.Name, param, r)
		if why != "" {
			refused = append(refused, rel(roots, f.path)+" ("+why+")")
			continue
		}
		if len(places) == 0 {
			continue
		}
		t := newText(f.src)
		uri := s.uriOf(f.path)
		for _, p := range places {
			edits[uri] = append(edits[uri], protocol.TextEdit{Range: t.span(p[0], p[1]), NewText: name})
		}
	}
	if len(refused) > 0 {
		what := "the procedure " + proc.Name
		if param != "" {
			what = "the parameter " + param + " of " + what
		}
		return nil, fmt.Errorf("%s is named by scenarios that cannot be renamed with it: %s; rename it there by hand, or give them a rules: list",
			what, strings.Join(refused, ", "))
	}
	return edits, nil
}

// slicesClone copies a list of strings.
func slicesClone(in []string) []string { return append([]string(nil), in...) }

// rel names a file by its path under the first root holding it.
func rel(roots []string, path string) string {
	for _, root := range roots {
		if r, err := filepath.Rel(root, path); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return path
}

// scenarioFiles returns the scenario files below root that hold word,
// those in open aside (their documents' texts are read instead). Like
// rulec test, a scenario file is one whose name ends in .yaml or .yml in
// any case; a .git folder is passed over.
func scenarioFiles(root string, open map[string]bool, word []byte) []scenarioFile {
	var out []scenarioFile
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		lower := strings.ToLower(d.Name())
		if !strings.HasSuffix(lower, ".yaml") && !strings.HasSuffix(lower, ".yml") || open[path] || !d.Type().IsRegular() {
			return nil
		}
		if info, err := d.Info(); err != nil || info.Size() > scenario.MaxFileSize {
			return nil
		}
		src, err := os.ReadFile(path)
		if err == nil && bytes.Contains(src, word) {
			out = append(out, scenarioFile{path, src})
		}
		return nil
	})
	return out
}

// scenarioPlaces returns the byte extents in f to rename: its run: value
// when it runs proc and param is "", else the args: key param. A scenario
// that runs proc but whose rules: does not reach the procedure's file has
// none. why says why a scenario that may run proc cannot be edited.
func scenarioPlaces(f scenarioFile, proc, param string, r *reach) (places [][2]int, why string) {
	var doc yaml.Node
	if err := yaml.Unmarshal(f.src, &doc); err != nil {
		if bytes.Contains(f.src, []byte("run:")) {
			return nil, "its YAML does not parse"
		}
		return nil, ""
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, ""
	}
	top := map[string]*yaml.Node{}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		top[m.Content[i].Value] = m.Content[i+1]
	}
	run := top["run"]
	if run == nil || run.Kind != yaml.ScalarNode || strings.TrimSpace(run.Value) != proc {
		return nil, ""
	}
	rules := top["rules"]
	if rules == nil {
		return nil, "it names no rules: file, so which " + proc + " it runs is not known"
	}
	var paths []string
	switch rules.Kind {
	case yaml.ScalarNode:
		paths = []string{rules.Value}
	case yaml.SequenceNode:
		for _, c := range rules.Content {
			paths = append(paths, c.Value)
		}
	}
	reaches := false
	for _, p := range paths {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if !filepath.IsAbs(p) {
			p = filepath.Join(filepath.Dir(f.path), p)
		}
		if r.reaches(filepath.Clean(p)) {
			reaches = true
		}
	}
	if !reaches {
		return nil, ""
	}
	t := newText(f.src)
	place := func(n *yaml.Node, word string) error {
		start := t.lineCol(n.Line, n.Column)
		if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
			start++
		}
		if !bytes.HasPrefix(f.src[start:], []byte(word)) {
			return fmt.Errorf("%s is not written plainly at %d:%d", word, n.Line, n.Column)
		}
		places = append(places, [2]int{start, start + len(word)})
		return nil
	}
	if param == "" {
		if err := place(run, proc); err != nil {
			return nil, err.Error()
		}
		return places, ""
	}
	args := top["args"]
	if args == nil || args.Kind != yaml.MappingNode {
		return nil, ""
	}
	for i := 0; i+1 < len(args.Content); i += 2 {
		if k := args.Content[i]; k.Kind == yaml.ScalarNode && k.Value == param {
			if err := place(k, param); err != nil {
				return nil, err.Error()
			}
		}
	}
	return places, ""
}

// reach answers whether a rules file's program holds the file to: the
// file itself, or one it imports, at any depth.
type reach struct {
	read source
	to   string
	memo map[string]bool
}

// reaches reports whether the program rooted at path holds r.to.
func (r *reach) reaches(path string) bool {
	if v, ok := r.memo[path]; ok {
		return v
	}
	r.memo[path] = false // an import cycle reaches nothing new
	found := path == r.to
	if !found {
		if src, ok := r.read(path); ok {
			if f, _ := grammar.Parse(path, src); f != nil {
				for _, d := range f.Decls {
					if imp, ok := d.(*grammar.Import); ok && r.reaches(importPath(path, imp.Path)) {
						found = true
						break
					}
				}
			}
		}
	}
	r.memo[path] = found
	return found
}
