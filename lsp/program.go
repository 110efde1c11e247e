package lsp

import (
	"sort"
)

// program is a rules file and everything it imports, indexed and with every
// use resolved to its declaration.
type program struct {
	root    string
	files   map[string]*fileIndex
	order   []string                      // root first, then imports depth-first
	globals map[string]*symbol            // procedures and constants by name
	steps   map[string]map[string]*symbol // steps by procedure, then label
	read    source
}

// source gives a file's contents: an open document's, or else the disk's.
type source func(path string) ([]byte, bool)

// buildProgram parses and indexes root and its imports, taking the trees
// the checker has already built from parsed (which may be nil). A file
// that does not parse contributes nothing but stays in the order; the
// root's last good tree may be passed in as rootIndex.
func buildProgram(e lang, root string, rootIndex *fileIndex, read source, parsed trees) *program {
	p := &program{root: root, files: map[string]*fileIndex{}, globals: map[string]*symbol{},
		steps: map[string]map[string]*symbol{}, read: read}
	var visit func(path string, fi *fileIndex)
	visit = func(path string, fi *fileIndex) {
		if _, seen := p.files[path]; seen {
			return
		}
		if fi == nil {
			fi = parseIndex(e, path, read, parsed)
		}
		p.files[path] = fi
		p.order = append(p.order, path)
		if fi == nil {
			return
		}
		for _, imp := range fi.imports {
			visit(imp.path, nil)
		}
	}
	visit(root, rootIndex)
	p.resolve()
	return p
}

// parseIndex reads, parses and indexes one file, or returns nil.
func parseIndex(e lang, path string, read source, parsed trees) *fileIndex {
	src, ok := read(path)
	if !ok {
		return nil
	}
	if f := parsed[path]; f != nil {
		return indexFile(path, newText(src), f)
	}
	f, err := e.parse(path, src)
	if err != nil {
		return nil
	}
	return indexFile(path, newText(src), f)
}

// resolve links every use to its declaration. Imports are read before their
// importers, so a name declared twice resolves to the imported one, as the
// checker reports the second as a duplicate.
func (p *program) resolve() {
	for i := len(p.order) - 1; i >= 0; i-- {
		fi := p.files[p.order[i]]
		if fi == nil {
			continue
		}
		for _, d := range fi.decls {
			switch d.kind {
			case kindProc, kindConst, kindDef, kindOrder, kindMemory:
				if _, dup := p.globals[d.name]; !dup {
					p.globals[d.name] = d
				}
			case kindStep:
				if p.steps[d.proc] == nil {
					p.steps[d.proc] = map[string]*symbol{}
				}
				if _, dup := p.steps[d.proc][d.name]; !dup {
					p.steps[d.proc][d.name] = d
				}
			}
		}
	}
	for _, fi := range p.files {
		if fi == nil {
			continue
		}
		for _, u := range fi.uses {
			u.def = p.lookup(fi, u)
		}
	}
}

// lookup returns the declaration a use names, or nil.
func (p *program) lookup(fi *fileIndex, u *use) *symbol {
	switch u.kind {
	case kindImport:
		return &symbol{kind: kindImport, name: u.name, file: u.name}
	case kindProc:
		if d := p.globals[u.name]; d != nil && d.kind == kindProc {
			return d
		}
	case kindOrder:
		if d := p.globals[u.name]; d != nil && d.kind == kindOrder {
			return d
		}
	case kindStep:
		return p.steps[u.proc][u.name]
	case kindName, kindQuery:
		if d := fi.variable(u.name, u.proc, u.start); d != nil {
			return d
		}
		if d := p.globals[u.name]; d != nil && (d.kind == kindConst || (d.kind == kindDef || d.kind == kindMemory) && u.kind == kindQuery) {
			return d
		}
	}
	return nil
}

// variable returns the parameter or bound name visible at off, or nil.
func (fi *fileIndex) variable(name, proc string, off int) *symbol {
	var best *symbol
	for _, d := range fi.decls {
		if d.kind == kindVar && d.name == name && d.proc == proc && d.from <= off && off < d.scopeEnd &&
			(best == nil || d.start > best.start) {
			best = d
		}
	}
	return best
}

// symbolAt returns the declaration or use under off in file, preferring the
// narrowest.
func (p *program) symbolAt(file string, off int) (*symbol, *use) {
	fi := p.files[file]
	if fi == nil {
		return nil, nil
	}
	for _, d := range fi.decls {
		if d.start <= off && off <= d.end && d.start < d.end {
			return d, nil
		}
	}
	for _, u := range fi.uses {
		if u.start <= off && off <= u.end {
			return u.def, u
		}
	}
	return nil, nil
}

// sortedFiles returns the paths of the indexed files, sorted.
func (p *program) sortedFiles() []string {
	var out []string
	for path, fi := range p.files {
		if fi != nil {
			out = append(out, path)
		}
	}
	sort.Strings(out)
	return out
}
