package lsp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/engine"
)

// TestHoverNamesEveryKindOfDeclaration loads the bundled rules, the
// tests' rules and this package's names files, and wants a word for the
// kind of every name they declare in hovers ("procedure", "step", ...):
// a kind of binding added to the checker and met here would otherwise
// hover as " declared at".
func TestHoverNamesEveryKindOfDeclaration(t *testing.T) {
	dir := t.TempDir()
	lib, main := filepath.Join(dir, "lib.rules"), filepath.Join(dir, "main.rules")
	for p, s := range map[string]string{lib: namesLib, main: namesMain} {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	paths := []string{main}
	for _, g := range []string{"../rules/*.rules", "../rules/*/*.rules", "../tests/*/*.rules"} {
		more, _ := filepath.Glob(g)
		paths = append(paths, more...)
	}
	kinds := map[check.BindingKind]bool{}
	for _, p := range paths {
		prog, err := check.Load(engine.Stdlib(), p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, b := range prog.Info.Bindings {
			if b.Decl == nil {
				continue // the engine's and the language's own
			}
			kinds[b.Kind] = true
			if kindWord[b.Kind] == "" {
				t.Errorf("%s: %q is a name of kind %d, which hovers have no word for", p, b.Name, b.Kind)
			}
		}
	}
	if len(kinds) < 10 {
		t.Errorf("only %d kinds of declared names found", len(kinds))
	}
}
