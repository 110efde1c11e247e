package check

import (
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/types"
)

// TestDeclaredSignatures checks that the Go signature and dimensions the
// old checker reads of each query and action (Sig, Dims, ActionParam.Go)
// are those of its declared types: a number of a dimension, or any
// number for a prop's (types.AnyT at the engine's boundary).
func TestDeclaredSignatures(t *testing.T) {
	reg := engine.Stdlib()
	goOf := func(tt types.Type) reflect.Type {
		if tt == types.AnyT {
			return floatType
		}
		return engine.GoType(tt)
	}
	for _, name := range reg.FuncNames() {
		f := reg.Func(name)
		in := f.SigIn()
		if len(in) != len(f.Params) {
			t.Errorf("query %s: Sig takes %d arguments, Params %d", name, len(in), len(f.Params))
			continue
		}
		var dims []byte
		for i, p := range f.Params {
			if goOf(p) != in[i] {
				t.Errorf("query %s: argument %d is %v in Sig, %v declared", name, i+1, in[i], p)
			}
			dims = append(dims, dimLetter(typeDim(p)))
		}
		if out := reflect.TypeOf(f.Sig).Elem().Out(0); goOf(f.Result) != out {
			t.Errorf("query %s: returns %v in Sig, %v declared", name, out, f.Result)
		}
		if want := string(dims) + ">" + string(dimLetter(typeDim(f.Result))); f.Dims != want {
			t.Errorf("query %s: Dims %q, its declared types give %q", name, f.Dims, want)
		}
	}
	for _, name := range reg.ActionNames() {
		for _, p := range reg.Action(name).Params {
			if goOf(p.Type) != p.Go {
				t.Errorf("action %s: parameter %s is %v in Go, %v declared", name, p.Name, p.Go, p.Type)
			}
		}
	}
}

// dimLetter is the letter of a dimension in Dims.
func dimLetter(d dim) byte {
	switch d {
	case dimLength:
		return 'L'
	case dimAngle:
		return 'A'
	case dimNumber:
		return 'N'
	}
	return '_'
}
