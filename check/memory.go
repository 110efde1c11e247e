package check

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	rtypes "github.com/rulec-dev/rulec/types"
)

// memoryTypes are the types a memory may hold: values that mean the same
// in every copy of a world (units are kept by id).
var memoryTypes = []string{"angle", "bool", "length", "number", "point", "unit", "units", "word"}

// memory is a declared memory: its query and action, registered in the
// program's registry, and what the checker needs of it.
type memory struct {
	decl *grammar.Remember
	spec *engine.Memory
	act  *engine.Action
	dim  dim
	set  bool // some statement writes it
}

// declareMemory records a memory, visible to every file of the program: its
// read is a query of the program's registry, so expressions call it as
// they call any query, and its write an action.
func (ck *checker) declareMemory(d *grammar.Remember) {
	if !ck.declareGlobal(d.Name, d.Pos, "memory") {
		ck.clashed[d.Name] = true // refused, and said why: its sets stay quiet
		return
	}
	ok := true
	if len(d.Params) < 1 || len(d.Params) > 2 {
		ck.errs.Add(d.Pos, "memory %q must be kept for one unit or a pair of units, not %d", d.Name, len(d.Params)).Hint =
			"remember " + d.Name + "(u: unit): " + d.Type
		ok = false
	}
	var keys []string
	for i, p := range d.Params {
		switch {
		case declaredType(p.Type) != rtypes.UnitT:
			e := ck.errs.Add(p.Pos, "memory %q is kept for units: %s must be a unit, not %q", d.Name, p.Name, p.Type)
			e.Hint = "write " + p.Name + ": unit"
			ok = false
		case p.Optional:
			ck.errs.Add(p.Pos, "a memory's units cannot be optional: %s", p.Name)
			ok = false
		case slices.Contains(keys, p.Name):
			ck.errs.Add(p.Pos, "duplicate parameter %q", p.Name)
			ok = false
		}
		if i < 2 {
			keys = append(keys, p.Name)
		}
	}
	if !slices.Contains(memoryTypes, d.Type) {
		tpos := d.Pos
		tpos.Column += strings.Index(grammar.Head(d), "): ") + 3
		tpos.Offset += strings.Index(grammar.Head(d), "): ") + 3
		e := ck.errs.Add(tpos, "a memory cannot hold %q", d.Type)
		e.Hint = "one of " + strings.Join(memoryTypes, ", ")
		if near := grammar.Nearest(d.Type, memoryTypes); near != "" {
			e.Hint = fmt.Sprintf("did you mean %q?", near)
		}
		ok = false
	}
	if !ok {
		ck.clashed[d.Name] = true
		return
	}
	of, _ := rtypes.Parse(d.Type)
	m := &memory{decl: d, dim: kindDim(d.Type), spec: &engine.Memory{Name: d.Name, Keys: keys, Of: of, Type: engine.GoType(of),
		Where: diag.Short(d.Pos)}}
	units := ck.units
	if m.dim == dimLength {
		m.spec.Show = func(v any) string {
			u := units.Default
			if u == "" {
				u = "in"
			}
			x, _ := v.(float64)
			return geom.FormatLength(x, u, units)
		}
	} else {
		m.spec.Show = Show
	}
	if ck.mems == nil {
		ck.mems = map[string]*memory{}
		ck.reg = ck.reg.Clone()
		ck.prog.reg = ck.reg
	}
	m.act = engine.MemoryAction(m.spec)
	ck.reg.AddFunc(engine.MemoryQuery(m.spec))
	ck.mems[d.Name] = m
}

// checkMemoryDefault works out a memory's default, a constant: what an
// entry never set reads as.
func (ck *checker) checkMemoryDefault(d *grammar.Remember) {
	m := ck.mems[d.Name]
	if m == nil || m.decl != d || d.Default == nil {
		return
	}
	c := ck.compileExpr(d.Default, nil, declaredType(d.Type), "the default of "+d.Name)
	if c == nil {
		return
	}
	ck.wantDim(c.dim(), nil, m.dim, "the default of "+d.Name, func(hint, format string, args ...any) {
		ck.errs.Add(d.Default.Pos, format, args...).Hint = hint
	})
	v, err := c.Eval(&Frame{Run: &Env{Consts: ck.prog.Consts}})
	if err == nil {
		v, err = coerceGo(v, m.spec.Type)
	}
	if err != nil {
		ck.errs.Add(d.Default.Pos, "the default of %s: %v", d.Name, err)
		return
	}
	m.spec.Default, m.spec.HasDefault = v, true
}

// set checks a write of a memory and compiles it to its action.
func (ck *checker) set(s *grammar.Set, sc *scope) Stmt {
	m := ck.mems[s.Name]
	if m == nil {
		if ck.clashed[s.Name] {
			return nil // its declaration was refused, and said why
		}
		e := ck.errs.Add(s.Pos, "unknown memory %q", s.Name)
		e.Hint = grammar.DidYouMean(s.Name, slices.Sorted(maps.Keys(ck.mems)))
		if e.Hint == "" {
			e.Hint = "declare it: remember " + s.Name + "(u: unit): number"
		}
		return nil
	}
	m.set = true
	ck.use(ck.namePos(s.Pos), ck.declared[universeKey{MemoryBinding, s.Name}])
	keys := m.spec.Keys
	if len(s.Keys) != len(keys) {
		pos := s.Pos
		if len(s.Keys) > len(keys) {
			pos = s.Keys[len(keys)].Pos
		}
		ck.errs.Add(pos, "%s is kept for %d unit(s), not %d", s.Name, len(keys), len(s.Keys)).Hint =
			grammar.Head(m.decl)
		return nil
	}
	args := make([]*Expr, 0, len(keys)+1)
	for i, k := range s.Keys {
		args = append(args, ck.compileExpr(k, sc, rtypes.UnitT, fmt.Sprintf("unit %q of %s", keys[i], s.Name)))
	}
	v := ck.compileExpr(s.Value, sc, declaredType(m.decl.Type), "the value of "+s.Name)
	if v != nil {
		ck.wantDim(v.dim(), v, m.dim, "the value of "+s.Name, func(hint, format string, args ...any) {
			ck.errs.Add(s.Value.Pos, format, args...).Hint = hint
		})
	}
	args = append(args, v)
	for _, a := range args {
		if a == nil {
			return nil
		}
	}
	return &ActionCall{At: At{Pos: s.Pos, Ref: refText(s.Ref)}, Act: m.act, Args: args, Bodies: bodyParams(m.act)}
}

// noteMemories warns of memories never written: every read of one gives
// its default or fails.
func (ck *checker) noteMemories() {
	for _, name := range slices.Sorted(maps.Keys(ck.mems)) {
		if m := ck.mems[name]; !m.set {
			ck.warn(m.decl.Pos, "memory %q is never set", name)
		}
	}
}
