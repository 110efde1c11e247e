package docs

import (
	"os"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/check"
	"github.com/rulec-dev/rulec/interp"
)

// TestQueriesReferenceMatchesRegistry fails when docs/queries.md is not
// what `rulec help queries` prints from the engine's registry: a query or
// action added, removed or re-documented without regenerating the file
// (rulec help queries > docs/queries.md).
func TestQueriesReferenceMatchesRegistry(t *testing.T) {
	b, err := os.ReadFile("queries.md")
	if err != nil {
		t.Fatal(err)
	}
	reg := interp.Stdlib()
	want := check.Reference(reg)
	if string(b) != want {
		t.Errorf("queries.md differs from the registry; regenerate it with: rulec help queries > docs/queries.md")
	}
	for _, name := range append(reg.FuncNames(), reg.ActionNames()...) {
		if !strings.Contains(string(b), "| `"+name) {
			t.Errorf("queries.md does not list %s", name)
		}
	}
}
