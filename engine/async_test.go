package engine

import (
	"reflect"
	"slices"
	"sync"
	"testing"
)

// TestStdlibAsyncIsStdlib checks that the registry StdlibAsync builds in
// its goroutine holds what Stdlib's does, read from several goroutines at
// once as soon as it is returned (go test -race sees any read before the
// build is done).
func TestStdlibAsyncIsStdlib(t *testing.T) {
	want := Stdlib()
	got := StdlibAsync()
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if f := got.Func("units"); f == nil || f.Name != "units" {
				t.Errorf("Func(units) = %v", f)
			}
		})
	}
	wg.Wait()
	if g, w := got.FuncNames(), want.FuncNames(); !slices.Equal(g, w) || len(w) == 0 {
		t.Fatalf("queries %v, want %v", g, w)
	}
	if g, w := got.ActionNames(), want.ActionNames(); !slices.Equal(g, w) || len(w) == 0 {
		t.Fatalf("actions %v, want %v", g, w)
	}
	for _, name := range want.FuncNames() {
		g, w := got.Func(name), want.Func(name)
		if g.Doc != w.Doc || !reflect.DeepEqual(g.Params, w.Params) || g.Result != w.Result || g.reads != w.reads {
			t.Errorf("query %s differs: %+v, want %+v", name, g, w)
		}
	}
	for _, name := range want.ActionNames() {
		if g, w := got.Action(name), want.Action(name); g.Name != w.Name || g.Doc != w.Doc {
			t.Errorf("action %s differs", name)
		}
	}
	c := got.Clone()
	c.AddFunc(&Func{Name: "extra"})
	if got.Func("extra") != nil || c.Func("extra") == nil || c.Func("units") == nil {
		t.Error("a clone of the async registry does not stand on its own")
	}
}
