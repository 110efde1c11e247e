package check

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/rulec-dev/rulec/engine"
)

// TestBundledRulesLowered checks that every expression of the bundled
// rules is lowered to a closure: one that is not still runs, on expr's VM,
// but pays for a map of its variables each time. A construct new to the
// rules shows up here; teach it to lower.go.
func TestBundledRulesLowered(t *testing.T) {
	files, _ := filepath.Glob("../rules/*.rules")
	more, _ := filepath.Glob("../rules/*/*.rules")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no bundled rules")
	}
	for _, file := range files {
		prog, err := Load(engine.Stdlib(), file)
		if err != nil {
			t.Errorf("%s: %v", file, err)
			continue
		}
		n := 0
		for _, p := range prog.Procs {
			for _, e := range exprsOf(reflect.ValueOf(p.Body)) {
				n++
				if e.run == nil {
					t.Errorf("%s: %s is not lowered", e.Pos(), e.Text())
				}
			}
		}
		if n == 0 && len(prog.Procs) > 0 {
			t.Errorf("%s: found no expressions in %d procedures", file, len(prog.Procs))
		}
	}
}

// exprsOf returns the expressions inside a statement tree, by reflection,
// so that statements added later are walked too.
func exprsOf(v reflect.Value) []*Expr {
	var out []*Expr
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		if e, ok := v.Interface().(*Expr); ok {
			return []*Expr{e}
		}
		if _, ok := v.Interface().(*Proc); ok {
			return nil // a called procedure is walked on its own
		}
		return exprsOf(v.Elem())
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			out = append(out, exprsOf(v.Index(i))...)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				out = append(out, exprsOf(v.Field(i))...)
			}
		}
	}
	return out
}
