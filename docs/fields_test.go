package docs

import (
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/types"
)

// TestUnitFieldsListed keeps language.md's list of a unit's fields equal
// to the fields the engine declares (engine.Fields): a field added there
// fails here until the reference names it.
func TestUnitFieldsListed(t *testing.T) {
	var list []string
	for _, f := range engine.Fields(types.Unit) {
		s := "`" + f.Name + "`"
		if f.Doc != "" {
			s += " (" + f.Doc + ")"
		}
		list = append(list, s)
	}
	want := "A unit's fields: " + strings.Join(list, ", ") + "."
	if doc := strings.Join(strings.Fields(read(t)), " "); !strings.Contains(doc, want) {
		t.Errorf("language.md does not list a unit's fields as the engine declares them; want the sentence\n%s", want)
	}
}
