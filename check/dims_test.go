package check

import (
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/types"
)

// TestDeclaredSignatures checks that the Go type an action's argument is
// coerced to at run time (ActionParam.Go) is that of its declared type: a
// number of a dimension, or any number for a prop's (types.AnyT at the
// engine's boundary).
func TestDeclaredSignatures(t *testing.T) {
	reg := engine.Stdlib()
	goOf := func(tt types.Type) reflect.Type {
		if tt == types.AnyT {
			return floatType
		}
		return engine.GoType(tt)
	}
	for _, name := range reg.ActionNames() {
		for _, p := range reg.Action(name).Params {
			if goOf(p.Type) != p.Go {
				t.Errorf("action %s: parameter %s is %v in Go, %v declared", name, p.Name, p.Go, p.Type)
			}
		}
	}
}
