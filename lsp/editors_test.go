package lsp

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"regexp/syntax"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// TestVSCodeGrammarKnowsTheLanguage keeps the VS Code extension's TextMate
// grammar in step with the parser: it must be valid JSON, every regexp in
// it must compile (where Go's regexp reads it), and its keyword rule must colour every word that begins
// a statement or a declaration.
func TestVSCodeGrammarKnowsTheLanguage(t *testing.T) {
	b, err := os.ReadFile("../editors/vscode/syntaxes/rules.tmLanguage.json")
	if err != nil {
		t.Fatal(err)
	}
	var g any
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatalf("the grammar is not JSON: %v", err)
	}
	var keywords []*regexp.Regexp
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && (k == "match" || k == "begin" || k == "end") {
					re, err := regexp.Compile(s)
					var syntaxErr *syntax.Error
					if errors.As(err, &syntaxErr) && syntaxErr.Code == syntax.ErrInvalidPerlOp {
						continue // lookahead: Oniguruma has it, Go's regexp not
					}
					if err != nil {
						t.Errorf("%s %q does not compile: %v", k, s, err)
						continue
					}
					if name, _ := v["name"].(string); k == "match" && len(name) > 8 && name[:8] == "keyword." {
						keywords = append(keywords, re)
					}
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(g)
	for _, w := range append(grammar.StatementWords(), declWords...) {
		found := false
		for _, re := range keywords {
			if re.FindString(w) == w {
				found = true
			}
		}
		if !found {
			t.Errorf("the grammar does not colour %q as a keyword", w)
		}
	}
}
