package lsp

import (
	"bytes"
	"path/filepath"
	"sort"
	"sync"

	"github.com/rulec-dev/rulec/check"
	diags "github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// view is what the checker found of a rules document's program the last
// time its text parsed: the files it read, with their texts and trees, and
// what every name in them names (check.Info). The server resolves no name
// itself; it finds the name under the cursor in Info's tables.
type view struct {
	root  string
	texts map[string]*text // by path, as checked
	trees map[string]*grammar.File
	order []string // root first, then its imports depth-first
	info  *check.Info
	errs  int // how many errors the check reported
	// names are the declarations and uses of each file, by offset, made
	// when first asked for (most checks are of keystrokes, and answer
	// nothing but diagnostics).
	names     map[string][]named
	namesOnce sync.Once
	read      source
}

// named is a name written in a file: its extent, what it names, and
// whether it is the declaration itself.
type named struct {
	start, end int
	b          *check.Binding
	decl       bool
}

// source gives a file's contents: an open document's, or else the disk's.
type source func(path string) ([]byte, bool)

// newView returns the view of a check of the root whose text is t, or nil
// when the root did not parse.
func newView(root string, t *text, c *check.Checked, read source) *view {
	if c == nil || c.Info == nil {
		return nil
	}
	v := &view{root: root, texts: map[string]*text{}, trees: map[string]*grammar.File{}, info: c.Info, read: read}
	if list, ok := diags.AsList(c.Err); ok {
		for _, e := range list {
			if !e.Warning {
				v.errs++
			}
		}
	}
	for _, f := range c.Files {
		v.texts[f.Path], v.trees[f.Path] = newText(f.Src), f.AST
		if f.Path == root && bytes.Equal(f.Src, t.src) {
			v.texts[f.Path] = t
		}
	}
	var visit func(path string)
	seen := map[string]bool{}
	visit = func(path string) {
		if seen[path] {
			return
		}
		seen[path] = true
		v.order = append(v.order, path)
		for _, imp := range v.imports(path) {
			visit(imp.path)
		}
	}
	visit(root)
	return v
}

// fileNames returns the declarations and uses written in a file, by
// offset.
func (v *view) fileNames(file string) []named {
	v.namesOnce.Do(func() {
		v.names = map[string][]named{}
		add := func(pos grammar.Position, b *check.Binding, decl bool) {
			if _, ok := v.texts[pos.Filename]; ok && b.Name != "" {
				v.names[pos.Filename] = append(v.names[pos.Filename], named{pos.Offset, pos.Offset + len(b.Name), b, decl})
			}
		}
		for pos, b := range v.info.Defs {
			add(pos, b, true)
		}
		for pos, b := range v.info.Uses.All() {
			add(pos, b, false)
		}
		for _, ns := range v.names {
			sort.Slice(ns, func(i, j int) bool { return ns[i].start < ns[j].start })
		}
	})
	return v.names[file]
}

// importSpan is an import declaration: the cleaned path it names and the
// extent of the declaration and of its path.
type importSpan struct {
	path               string
	start, end, quoted int
}

// imports returns the imports of a file.
func (v *view) imports(path string) []importSpan {
	f, t := v.trees[path], v.texts[path]
	if f == nil {
		return nil
	}
	var out []importSpan
	for _, d := range f.Decls {
		if imp, ok := d.(*grammar.Import); ok {
			start, end := span(imp)
			q := start + max(0, bytes.IndexAny(t.src[start:end], `"'`))
			out = append(out, importSpan{importPath(path, imp.Path), start, end, q})
		}
	}
	return out
}

// importPath resolves an import written in the file at from, as the
// checker does.
func importPath(from, imp string) string {
	if filepath.IsAbs(imp) {
		return filepath.Clean(imp)
	}
	return filepath.Join(filepath.Dir(from), imp)
}

// sources returns the cleaned paths of the rule texts the program's files
// name, the root's first.
func (v *view) sources() []string {
	var out []string
	for _, path := range v.order {
		if f := v.trees[path]; f != nil {
			for _, d := range f.Decls {
				if s, ok := d.(*grammar.Source); ok {
					out = append(out, filepath.Join(filepath.Dir(path), s.Path))
				}
			}
		}
	}
	return out
}

// nameAt returns the name written at off in file, a declaration's before a
// use's, or false.
func (v *view) nameAt(file string, off int) (named, bool) {
	ns := v.fileNames(file)
	i := sort.Search(len(ns), func(i int) bool { return ns[i].end >= off })
	var found named
	ok := false
	for ; i < len(ns) && ns[i].start <= off; i++ {
		if !ok || ns[i].decl && !found.decl {
			found, ok = ns[i], true
		}
	}
	return found, ok
}

// importAt returns the import whose path holds off in file, or false.
func (v *view) importAt(file string, off int) (importSpan, bool) {
	for _, imp := range v.imports(file) {
		if imp.quoted <= off && off <= imp.end {
			return imp, true
		}
	}
	return importSpan{}, false
}

// clause is a node that cites a rule, with its extent, for hover.
type clause struct {
	start, end int
	head, ref  string
}

// clauseAt returns the innermost node citing a rule that holds off in file.
func (v *view) clauseAt(file string, off int) (clause, bool) {
	var best clause
	found := false
	if f := v.trees[file]; f != nil {
		grammar.Walk(f, func(n grammar.Node) bool {
			start, end := span(n)
			if r := grammar.RefOf(n); r != nil && start <= off && off < end && (!found || end-start < best.end-best.start) {
				best, found = clause{start, end, grammar.Head(n), r.Text}, true
			}
			return true
		})
	}
	return best, found
}

// declared reports whether a binding is declared in a file (not one of
// the engine's or the language's own names).
func declared(b *check.Binding) bool { return b.Pos.Filename != "" }

// top reports whether a binding is a top-level declaration.
func top(b *check.Binding) bool {
	switch b.Kind {
	case check.ProcBinding, check.ConstBinding, check.DefBinding, check.OrderBinding, check.MemoryBinding:
		return true
	}
	return false
}

// owner returns the top-level declaration whose text holds a binding's
// declaration (the procedure of a step or a let, the def of a parameter),
// or nil.
func (v *view) owner(b *check.Binding) *check.Binding {
	if top(b) || !declared(b) {
		return nil
	}
	for _, o := range v.info.Bindings {
		if top(o) && o.Pos.Filename == b.Pos.Filename && o.Decl != nil {
			if start, end := span(o.Decl); start <= b.Pos.Offset && b.Pos.Offset < end {
				return o
			}
		}
	}
	return nil
}

// globals returns the first top-level declaration of each name of a kind,
// sorted by name.
func (v *view) globals(k check.BindingKind) []*check.Binding {
	seen := map[string]bool{}
	var out []*check.Binding
	for _, b := range v.info.Bindings {
		if b.Kind == k && !seen[b.Name] {
			seen[b.Name] = true
			out = append(out, b)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// procAt returns the procedure of file whose text holds off, or nil.
func (v *view) procAt(file string, off int) *check.Binding {
	for _, b := range v.info.Bindings {
		if b.Kind == check.ProcBinding && b.Pos.Filename == file {
			if start, end := span(b.Decl); start <= off && off <= end {
				return b
			}
		}
	}
	return nil
}

// steps returns the steps of a procedure, by label.
func (v *view) steps(proc *check.Binding) []*check.Binding {
	var out []*check.Binding
	for _, b := range v.info.Bindings {
		if b.Kind == check.StepBinding && v.owner(b) == proc {
			out = append(out, b)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// span returns the byte offsets of a node.
func span(n grammar.Node) (int, int) {
	s, e := n.Span()
	return s.Offset, max(e.Offset, s.Offset)
}

// refOf returns the text a node cites, or "".
func refOf(n grammar.Node) string {
	if n == nil {
		return ""
	}
	if r := grammar.RefOf(n); r != nil {
		return r.Text
	}
	return ""
}

// head returns a node's own text in canonical layout.
func head(n grammar.Node) string {
	if n == nil {
		return ""
	}
	return grammar.Head(n)
}
