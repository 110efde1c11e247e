package check

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
)

// TestQueryDimsCoverRegistry fails when a world query takes or returns a
// number and queryDims does not say what it measures, or says it for the
// wrong number of parameters: a new query must be given its dimensions.
func TestQueryDimsCoverRegistry(t *testing.T) {
	reg := engine.Stdlib()
	for _, name := range reg.FuncNames() {
		f := reg.Func(name)
		in := f.SigIn()
		numeric := false
		for _, p := range in {
			numeric = numeric || p == floatType
		}
		if ft := reflect.TypeOf(f.Sig).Elem(); ft.NumOut() > 0 && ft.Out(0) == floatType {
			numeric = true
		}
		sig, ok := queryDims[name]
		if f.Dims != "" {
			if ok {
				t.Errorf("query %s declares its dimensions (%s) and queryDims gives them again", name, f.Dims)
			}
			sig, ok = f.Dims, true
		}
		if !ok {
			if numeric {
				t.Errorf("query %s takes or returns a number but queryDims has no line for it", name)
			}
			continue
		}
		args, _, _ := strings.Cut(sig, ">")
		if len(args) != len(in) {
			t.Errorf("queryDims[%q] = %q gives %d arguments, the query takes %d", name, sig, len(args), len(in))
		}
		for i, c := range []byte(args) {
			if dimCode(c) != dimUnknown && in[i] != floatType {
				t.Errorf("queryDims[%q]: argument %d is %s, not a number", name, i+1, typeName(in[i]))
			}
		}
	}
	for name := range queryDims {
		if reg.Func(name) == nil {
			t.Errorf("queryDims names %q, which is no query", name)
		}
	}
	for name, params := range actionDims {
		a := reg.Action(name)
		if a == nil {
			t.Errorf("actionDims names %q, which is no action", name)
			continue
		}
		for p := range params {
			found := false
			for _, ap := range a.Params {
				found = found || ap.Name == p && ap.Type == floatType
			}
			if !found {
				t.Errorf("actionDims: %s has no number parameter %q", name, p)
			}
		}
	}
}
