package grammar

import (
	"reflect"
	"testing"
)

// TestParserTagAgreesWithLookup checks parserTag against reflect's
// Lookup on every field of every node type the grammar reads tags of,
// and on tags it leaves to Lookup: another key, another escape, none.
func TestParserTagAgreesWithLookup(t *testing.T) {
	var types []reflect.Type
	for _, k := range decls() {
		types = append(types, k.typ)
	}
	for _, k := range stmts() {
		types = append(types, k.typ)
	}
	fields := 0
	for _, typ := range types {
		for i := range typ.NumField() {
			tag := typ.Field(i).Tag
			got, gotOK := parserTag(tag)
			want, wantOK := tag.Lookup("parser")
			if got != want || gotOK != wantOK {
				t.Errorf("%s.%s: parserTag(%q) = %q, %v; Lookup: %q, %v", typ, typ.Field(i).Name, tag, got, gotOK, want, wantOK)
			}
			if wantOK {
				fields++
			}
		}
	}
	if fields < len(types) {
		t.Errorf("%d tagged fields in %d node types: each has at least one", fields, len(types))
	}
	for _, tag := range []reflect.StructTag{
		`parser:"\"let\" @Ident"`, `parser:"@(\"a\" | \"b\")" json:"x"`, `json:"x" parser:"@Ident"`,
		`parser:"a\nb"`, `parser:"a\\b"`, `parser:"unterminated`, ``, `parser:""`, `parser:"\"`,
	} {
		got, gotOK := parserTag(tag)
		want, wantOK := tag.Lookup("parser")
		if got != want || gotOK != wantOK {
			t.Errorf("parserTag(%q) = %q, %v; Lookup: %q, %v", tag, got, gotOK, want, wantOK)
		}
	}
}
