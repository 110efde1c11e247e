package interp

import (
	"reflect"
	"sync"
	"sync/atomic"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/world"
)

// Program is a checked, compiled ruleset (package check builds it), ready
// to run against any number of worlds.
type Program struct {
	*check.Program
	// spares keeps what runs leave for reuse (nil: no reuse); one holds
	// one of them, taken and given back by one atomic swap, which costs
	// less than the pool's: runs one after another pass it along, and
	// runs at once take the rest from spares.
	spares *sync.Pool
	one    *atomic.Pointer[spare]
	// ops holds each procedure compiled (code.go), made by the first
	// run and only read after: a program that is only checked (rulec
	// check, the language server, rulec fmt) never pays for compiling,
	// nor for the inliner's copies of bodies (lower19).
	ops *compiled
}

// compiled is a program's procedures compiled once, by the first run
// that needs them (runs at once wait for the one compiling).
type compiled struct {
	once  sync.Once
	codes map[*Proc]*procCode
}

// compiledAs returns codes as a program's compiled procedures, already
// made.
func compiledAs(codes map[*Proc]*procCode) *compiled {
	c := &compiled{}
	c.once.Do(func() { c.codes = codes })
	return c
}

// codes returns every procedure of p compiled, compiling them the first
// time.
func (p *Program) codes() map[*Proc]*procCode {
	p.ops.once.Do(func() { p.ops.codes = compile(p.Program) })
	return p.ops.codes
}

// codeOf returns procedure p compiled (nil for nil).
func (p *Program) codeOf(proc *Proc) *procCode {
	if proc == nil {
		return nil
	}
	if pc := p.codes()[proc]; pc != nil {
		return pc
	}
	// not one of the program's own: compiled for this run alone
	return (&compiler{codes: map[*Proc]*procCode{}}).code(proc)
}

// The checker's types, under the names embedders have used.
type (
	// Proc is a compiled procedure.
	Proc = check.Proc
	// Param is a procedure parameter.
	Param = check.Param
	// Clause is a place in the rules a run can take.
	Clause = check.Clause
	// Source is one loaded rules file.
	Source = check.Source
	// Part is a part of a condition, for condition coverage.
	Part = check.Part
)

// What a key of a trace's Hits counts of a part (check.PartKey).
const (
	PartEvaluated    = check.PartEvaluated
	PartDecidedTrue  = check.PartDecidedTrue
	PartDecidedFalse = check.PartDecidedFalse
)

// The kinds of Part (check.Part.Kind).
const (
	OperandPart  = check.OperandPart
	BranchPart   = check.BranchPart
	BodyPart     = check.BodyPart
	FallbackPart = check.FallbackPart
	FoundPart    = check.FoundPart
	InnerPart    = check.InnerPart
)

// PartKey is the key of a trace's Hits counting what of part p.
func PartKey(p *Part, what int) int { return check.PartKey(p, what) }

// Load parses the rules files at paths and everything they import, checks
// them, and compiles them: check.Load, ready to run.
func Load(reg *engine.Registry, paths ...string) (*Program, error) {
	return wrap(check.Load(reg, paths...))
}

// LoadSources is Load with the root files' contents given and a function to
// read imports, so tools can check unsaved buffers or git revisions.
func LoadSources(reg *engine.Registry, roots []string, srcs map[string][]byte, read func(string) ([]byte, error)) (*Program, error) {
	return wrap(check.LoadSources(reg, roots, srcs, read))
}

// wrap gives a checked program its Run method.
func wrap(p *check.Program, err error) (*Program, error) {
	if p == nil {
		return nil, err
	}
	return &Program{Program: p, spares: &sync.Pool{}, one: new(atomic.Pointer[spare]), ops: &compiled{}}, err
}

// The Go types the interpreter converts values to.
var (
	bodyType = reflect.TypeOf((*world.Body)(nil))
	bodiesT  = reflect.TypeOf([]*world.Body(nil))
)

// MaxRulesFileSize is the largest rules file Load reads.
const MaxRulesFileSize = check.MaxRulesFileSize

// ReadRulesFile reads a rules file as Load does: check.ReadRulesFile.
func ReadRulesFile(path string) ([]byte, error) { return check.ReadRulesFile(path) }

// FormatRules is check.FormatRules: a rules file formatted, or an error if
// the result would be too large to read back.
func FormatRules(path string, src []byte, width int) ([]byte, error) {
	return check.FormatRules(path, src, width)
}

// CheckRulesName is check.CheckRulesName: why a rules file named by an
// import, a scenario or --rules cannot be read, without reading it.
func CheckRulesName(path string) error { return check.CheckRulesName(path) }
