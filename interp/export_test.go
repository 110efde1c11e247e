package interp

import (
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
	return &Program{Program: p.Program, spares: &sync.Pool{}, one: new(atomic.Pointer[spare]), codes: k.codes}
}

// InlineWhy is why no call of procedure name of p may be inlined
// (inlinable.go), "" when a call may be.
func InlineWhy(p *Program, name string) string {
	return inlineVerdicts(p.Program)[p.Procs[name]].why
}
