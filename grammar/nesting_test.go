package grammar

import (
	"strings"
	"testing"
)

// nestedIfs returns a procedure with depth blocks in all, the procedure's
// own included, and a brace in a string and a comment that are not blocks.
func nestedIfs(depth int) string {
	var b strings.Builder
	b.WriteString("procedure p(unit: unit) {\n  # a { in a comment\n")
	for range depth - 1 {
		b.WriteString("if true {\n")
	}
	b.WriteString("fail \"a { in a string\"\n")
	for range depth {
		b.WriteString("}\n")
	}
	return b.String()
}

// TestNesting checks the nesting limit: MaxNesting blocks parse, one more
// is refused at its brace, and braces in strings and comments do not count.
func TestNesting(t *testing.T) {
	if _, err := Parse("ok.rules", []byte(nestedIfs(MaxNesting))); err != nil {
		t.Fatalf("%d blocks deep: %v", MaxNesting, err)
	}
	_, err := Parse("deep.rules", []byte(nestedIfs(MaxNesting+1)))
	want := "deep.rules:102:9: blocks nested too deep: a rules file nests at most 100 blocks deep"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("%d blocks deep: got %v, want %s", MaxNesting+1, err, want)
	}
	// A byte order mark does not hide the nesting (it once stopped the
	// count at the first byte) nor move the column.
	_, err = Parse("deep.rules", []byte(bom+nestedIfs(MaxNesting+1)))
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("%d blocks deep after a byte order mark: got %v, want %s", MaxNesting+1, err, want)
	}
}
