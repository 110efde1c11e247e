package interp

import (
	"github.com/rulec-dev/rulec/check"
	"sync"
	"sync/atomic"
)

// Boxed returns p compiled anew with every action statement run boxed
// (runAction), as before actions had typed arguments: a test compares
// runs of the two.
func Boxed(p *Program) *Program {
	k := &compiler{codes: make(map[*Proc]*procCode, len(p.Procs)), boxed: true}
	for _, name := range p.ProcNames() {
		k.code(p.Procs[name])
	}
	return &Program{Program: p.Program, spares: &sync.Pool{}, one: new(atomic.Pointer[spare]), ops: compiledAs(k.codes)}
}

// InlineWhy is why no call of procedure name of p may be inlined
// (inlinable.go), "" when a call may be.
func InlineWhy(p *Program, name string) string {
	return inlineVerdicts(p.Program)[p.Procs[name]].why
}

// Called returns p compiled anew with no call inlined (inlinebody.go): a
// test compares runs of the two.
func Called(p *Program) *Program {
	k := &compiler{codes: make(map[*Proc]*procCode, len(p.Procs)), after: p.Program.After}
	for _, name := range p.ProcNames() {
		k.code(p.Procs[name])
	}
	return &Program{Program: p.Program, spares: &sync.Pool{}, one: new(atomic.Pointer[spare]), ops: compiledAs(k.codes)}
}

// InlinedCalls compiles p anew as Load does and returns, by the place of
// each call statement compiled (a call inside an inlined body once more,
// moved), its callee's name where it was compiled inline, and why where
// it was not.
func InlinedCalls(p *Program) (inlined, why map[string]string) {
	k := &compiler{codes: make(map[*Proc]*procCode, len(p.Procs)), after: p.Program.After,
		verdicts: inlineVerdicts(p.Program), inlined: map[*check.Call]*Proc{}, why: map[*check.Call]string{}}
	for _, name := range p.ProcNames() {
		k.code(p.Procs[name])
	}
	inlined, why = map[string]string{}, map[string]string{}
	for s, proc := range k.inlined {
		inlined[s.Pos.String()] = proc.Name
	}
	for s, w := range k.why {
		why[s.Pos.String()] = w
	}
	return inlined, why
}
