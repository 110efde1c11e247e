package check

import (
	"cmp"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/types"
)

// The checker's record of names (Info): a binding is made where the
// checker meets a declaration, and a use recorded where it resolves a
// name, in the same scopes, so no tool resolves a name again.

// newInfo returns an empty table.
func newInfo() *Info {
	return &Info{Uses: newUses(0, 0), Defs: map[grammar.Position]*Binding{},
		vis: map[*Binding]extent{}}
}

// setVisible records where a local may be read.
func (in *Info) setVisible(b *Binding, x extent) {
	if in.vis == nil {
		in.vis = map[*Binding]extent{}
	}
	in.vis[b] = x
}

// completeDefs makes every binding a use names, declared at a position of
// a file, one of Bindings and Defs, however the use was resolved: a
// declaration is found from its uses, and its uses from it. The element
// of a loop that names none (it) stands at no name of its own and stays
// out of Defs. The same pass over the uses finds the lets read, for
// unreadLets: the table of uses is the largest a check makes.
func (ck *checker) completeDefs() {
	known := make(map[*Binding]bool, len(ck.info.Bindings))
	for _, b := range ck.info.Bindings {
		known[b] = true
	}
	var more []*Binding
	read := make(map[*Binding]bool, len(ck.lets))
	var last *Binding // a name's uses come together: each binding once a run
	for b := range ck.info.Uses.Bindings() {
		if b == nil || b == last {
			continue
		}
		last = b
		if b.Kind == LetBinding {
			read[b] = true
		}
		if !known[b] && b.Pos.Filename != "" {
			known[b] = true
			more = append(more, b)
		}
	}
	slices.SortFunc(more, func(a, b *Binding) int {
		return cmp.Or(strings.Compare(a.Pos.Filename, b.Pos.Filename), a.Pos.Offset-b.Pos.Offset)
	})
	for _, b := range more {
		ck.info.Bindings = append(ck.info.Bindings, b)
		if b.Name != "it" && ck.info.Defs[b.Pos] == nil {
			ck.info.Defs[b.Pos] = b
		}
	}
	ck.unreadLets(read)
}

// extent is where a procedure's, def's or order's own name may be read:
// from one byte offset to another of a file.
type extent struct {
	file     string
	from, to int
}

// Visible returns the parameters and the names a procedure's statements
// bind (lets, rolls, chooses, picks, for elements) that may be read at a
// byte offset of a file, in the order they are declared: what the checker
// would find there, for completion.
func (in *Info) Visible(file string, offset int) []*Binding {
	var out []*Binding
	for _, b := range in.Bindings {
		if x, ok := in.vis[b]; ok && x.file == file && x.from <= offset && offset < x.to {
			out = append(out, b)
		}
	}
	return out
}

// bind records a declaration whose name stands at pos.
func (ck *checker) bind(kind BindingKind, name string, pos grammar.Position, decl grammar.Node, t types.Type) *Binding {
	b := ck.bindings.take(bindingsInBlock)
	b.Kind, b.Name, b.Pos, b.Type, b.Decl = kind, name, pos, t, decl
	ck.info.Bindings = append(ck.info.Bindings, b)
	if pos.Filename != "" {
		ck.info.Defs[pos] = b
	}
	return b
}

// use records that the name at pos names b.
func (ck *checker) use(pos grammar.Position, b *Binding) {
	if b != nil && pos.Filename != "" {
		ck.info.Uses.Set(pos, b)
	}
}

// visible records that a local b may be read from the byte offset from
// to the end of the scope sc.
func (ck *checker) visible(b *Binding, sc *scope, from int) {
	if b != nil && sc != nil && sc.end > from {
		ck.info.setVisible(b, extent{file: b.Pos.Filename, from: from, to: sc.end})
	}
}

// universe returns the binding of an engine query or action or a builtin
// of the language, made once per program: none has a position.
func (ck *checker) universe(kind BindingKind, name string) *Binding {
	key := universeKey{kind, name}
	if b := ck.builtins[key]; b != nil {
		return b
	}
	if ck.builtins == nil {
		ck.builtins = map[universeKey]*Binding{}
	}
	b := &Binding{Kind: kind, Name: name}
	ck.builtins[key] = b
	return b
}

// universeKey is a kind of name and a name.
type universeKey struct {
	kind BindingKind
	name string
}

// bindDecl records a top-level declaration and its parameters, the first
// of a name being the one its uses name (a second is reported as a
// duplicate).
func (ck *checker) bindDecl(d grammar.Decl) {
	var kind BindingKind
	var name string
	var params []*grammar.Param
	pkind := ParamBinding
	t := types.InvalidT
	switch d := d.(type) {
	case *grammar.Procedure:
		kind, name, params = ProcBinding, d.Name, d.Params
	case *grammar.Const:
		kind, name = ConstBinding, d.Name
	case *grammar.Def:
		kind, name, params, pkind = DefBinding, d.Name, d.Params, DefParamBinding
	case *grammar.Remember:
		kind, name, params = MemoryBinding, d.Name, d.Params
		t = declaredType(d.Type)
	case *grammar.Order:
		kind, name, params = OrderBinding, d.Name, d.Params
	default:
		return
	}
	start, _ := d.Span()
	b := ck.bind(kind, name, ck.namePos(start), d, t)
	var pbs []*Binding
	for _, p := range params {
		pb := ck.bind(pkind, p.Name, p.Pos, p, declaredType(p.Type))
		if _, end := d.Span(); kind != MemoryBinding {
			ck.info.setVisible(pb, extent{file: p.Pos.Filename, from: p.Pos.Offset, to: end.Offset})
		}
		pbs = append(pbs, pb)
	}
	ck.params[d] = pbs
	if key := (universeKey{kind, name}); ck.declared[key] == nil {
		ck.declared[key] = b
	}
}

// paramScope returns a scope holding the parameters of a declaration,
// each its binding, for its body or value to read; known says which
// (nil: all).
func (ck *checker) paramScope(d grammar.Decl, known func(i int) bool) *scope {
	sc := ck.newScope(nil)
	_, end := d.Span()
	sc.end = end.Offset
	for i, pb := range ck.params[d] {
		if known == nil || known(i) {
			sc.set(pb.Name, pb)
		}
	}
	return sc
}

// record notes a variable a statement n declares, b from define (nil
// when it was refused): its name stands after the statement's first word,
// and it may be read from the byte offset from to the end of sc.
func (ck *checker) record(b *Binding, sc *scope, n grammar.Node, from int) {
	if b == nil {
		return
	}
	b.Decl = n
	b.Pos = ck.namePos(b.Pos)
	ck.info.Bindings = append(ck.info.Bindings, b)
	ck.info.Defs[b.Pos] = b
	ck.visible(b, sc, from)
}

// declStart returns where the declaration of a variable begins: its
// statement's first word, or a parameter's name.
func declStart(b *Binding) grammar.Position {
	if b.Decl != nil {
		start, _ := b.Decl.Span()
		return start
	}
	return b.Pos
}

// bindSteps records the steps of a procedure, the first of each label
// being the one a goto names.
func (ck *checker) bindSteps(d *grammar.Procedure) {
	ck.steps = map[string]*Binding{}
	for _, s := range d.Body.Stmts {
		if s, ok := s.(*grammar.Step); ok {
			b := ck.bind(StepBinding, s.Label, ck.namePos(s.Pos), s, types.InvalidT)
			if _, dup := ck.steps[s.Label]; !dup {
				ck.steps[s.Label] = b
			}
		}
	}
}

// words returns where the n words after the first stand in the statement
// at pos (`goto step 2`: the position of `2` for n 2), each after blanks
// or a comma (`skip steps 2, 3`).
func (ck *checker) words(pos grammar.Position, skip, n int) []grammar.Position {
	var src []byte
	for _, f := range ck.prog.Files {
		if f.Path == pos.Filename {
			src = f.Src
		}
	}
	var out []grammar.Position
	i := pos.Offset
	if i < 0 || i > len(src) {
		return nil
	}
	for w := 0; w <= skip+n && i < len(src); w++ {
		start := i
		for i < len(src) && isWordByte(src[i]) {
			i++
		}
		if w > skip {
			p := pos
			p.Offset, p.Column = start, pos.Column+start-pos.Offset
			out = append(out, p)
		}
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == ',' && w >= skip) {
			i++
		}
	}
	return out
}
